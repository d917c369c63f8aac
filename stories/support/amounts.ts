import { formatMessageById, shopMessages } from '@plaudit/domain';

/**
 * Amounts as the shop, the basket and the orders write them in the language shown, for plays (call them
 * when the play runs). Numbers and money are given as written: the stories' fixtures are a point a rand.
 */

/** Points and their money beside them: '500 Paw Points · R500.00'. */
export const pointsAndMoney = (points: string, pointsName: string, money: string): string =>
  formatMessageById('ui.pointsAndMoney', {
    points: shopMessages.inPoints(points, pointsName),
    money,
  });

/** An order line's sum: '1 at 500 Paw Points · R500.00 = 500 Paw Points'. */
export const orderLineSum = (
  qty: number,
  unit: { points: string; money: string },
  totalPoints: string,
  pointsName: string,
): string =>
  formatMessageById('phrase.orderLineSum', {
    qty,
    price: pointsAndMoney(unit.points, pointsName, unit.money),
    total: shopMessages.inPoints(totalPoints, pointsName),
  });
