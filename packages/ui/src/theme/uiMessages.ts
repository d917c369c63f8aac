import { args, defineMessages, text } from '@plaudit/domain';

/**
 * The ui's texts that take values (the fixed ones are words, `words.ts`): the English catalogue's `ui.*`
 * messages. Read them where they are shown (inside components), never at module scope.
 */
export const uiMessages = defineMessages('ui', {
  copyright: args<[year: string, brand: string]>(
    ['year', 'brand'],
    '© {year} {brand}',
    'The copyright line at the foot of every page. {year} is the current year (e.g. 2026), {brand} the programme’s name (e.g. Top Dog Rewards).',
  ),
  inMoney: args<[money: string]>(
    ['money'],
    '· {money}',
    'After a price or total in points, the same amount in money, in smaller type: “250 Top Dog Points · R125.00”. {money} is the formatted amount (e.g. R125.00 or N$125.00).',
  ),
  pointsAndMoney: args<[points: string, money: string]>(
    ['points', 'money'],
    '{points} · {money}',
    'A price in points with the same amount in money, on an order’s line: “85 Paw Points · R85.00”. {points} is the formatted points with their name, {money} the formatted amount.',
  ),
  less: args<[amount: string]>(
    ['amount'],
    '-{amount}',
    'An order’s discount, shown as an amount taken away: “-250 Top Dog Points”, “-R125.00”. {amount} is the formatted points or money.',
  ),
  divisionAndInterest: args<[division: string, interest: string]>(
    ['division', 'interest'],
    '{division} · {interest}',
    'Under a recently recognised colleague’s name on Home: their store and their first interest. {division} is the store or practice (e.g. Sandton Vet), {interest} what they named as an interest (e.g. Hiking).',
  ),
  callToOrder: args<[phone: string]>(
    ['phone'],
    'To order this product, please call {phone}.',
    'On a product in the shop that cannot be put in the basket. {phone} is the programme’s phone number (e.g. 0860 123 456), shown as a link that dials it.',
  ),
  symbols: {
    previous: text(
      '‹',
      'The arrow on the button that shows the previous advert (its accessible name is “Previous advert”). Keep the symbol unless your script points the other way.',
    ),
    next: text(
      '›',
      'The arrow on the button that shows the next advert (its accessible name is “Next advert”). Keep the symbol unless your script points the other way.',
    ),
    dismiss: text(
      '×',
      'The cross on the button that closes a warning (its accessible name is “Dismiss”). Keep the symbol.',
    ),
    fewer: text(
      '−',
      'The minus sign on the basket’s button that takes one item away (its accessible name says so). Keep the symbol.',
    ),
    more: text(
      '+',
      'The plus sign on the basket’s button that adds one more item (its accessible name says so). Keep the symbol.',
    ),
    opens: text(
      '▾',
      'The small arrow after a drop-down list’s value or a menu button’s label, hidden from screen readers. Keep the symbol.',
    ),
    added: text(
      '✓',
      'The tick before “Added” beside a colleague already chosen in the recipient picker, hidden from screen readers. Keep the symbol.',
    ),
  },
});
