import { monthBounds, validateInsightsMonths } from '@plaudit/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { adjustmentsByAdministrator } from './adjustments.ts';
import { registerCall } from '../http/calls.ts';
import { badRequest } from '../http/errors.ts';
import { pointsPerMonth, recognitionPerMonth, shopInsights, valuesRecognised } from './charts.ts';
import { heldToGive, outstandingPoints } from './outstanding.ts';
import { participation } from './participation.ts';
import { scopeOf, type InsightsQuery } from './scope.ts';
import { wallPerMonth } from './wall.ts';
import { deliveriesPerMonth } from './deliveries.ts';
import type { InsightsFilter } from '@plaudit/domain';

/** /api/admin/insights/*: the charts of /admin/insights (administrators only, by apiAccess). */
export function insightsRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;

  /** The filter's range and divisions, or a refusal naming the field that is wrong (nothing is read). */
  const queryOf = async (
    filter: InsightsFilter,
    months: { from: string; to: string } = { from: filter.monthFrom, to: filter.monthTo },
  ): Promise<InsightsQuery> => {
    const issues = validateInsightsMonths(filter);
    const [field, text] = Object.entries(issues)[0] ?? [];
    if (field !== undefined && text !== undefined) throw badRequest(issues, text);
    return {
      start: monthBounds(months.from, settings.timeZone).start,
      end: monthBounds(months.to, settings.timeZone).end,
      timeZone: settings.timeZone,
      divisions: await scopeOf(db, filter),
      now: context.now(),
    };
  };

  registerCall(app, context, 'adminInsightsRecognition', async ({ body }) => ({
    months: await recognitionPerMonth(db, await queryOf(body)),
  }));

  // 'In the month': the range's last month, as the screen's heading says.
  registerCall(app, context, 'adminInsightsParticipation', async ({ body }) => ({
    month: body.monthTo,
    divisions: await participation(
      db,
      await queryOf(body, { from: body.monthTo, to: body.monthTo }),
    ),
  }));

  registerCall(app, context, 'adminInsightsValues', async ({ body }) => ({
    values: await valuesRecognised(db, await queryOf(body)),
  }));

  registerCall(app, context, 'adminInsightsPoints', async ({ body }) => {
    const query = await queryOf(body);
    const [months, held, toGive, adjustments] = await Promise.all([
      pointsPerMonth(db, query),
      outstandingPoints(db, query.now, query.divisions),
      heldToGive(db, query.divisions),
      adjustmentsByAdministrator(db, query),
    ]);
    const balances = [{ balance: 'redeemable' as const, outstanding: held.outstanding }, ...toGive];
    return { months, balances, ...held, adjustments };
  });

  registerCall(app, context, 'adminInsightsShop', async ({ body }) =>
    shopInsights(db, await queryOf(body)),
  );

  registerCall(app, context, 'adminInsightsWall', async ({ body }) => ({
    months: await wallPerMonth(db, await queryOf(body)),
  }));

  registerCall(app, context, 'adminInsightsDeliveries', async ({ body }) => ({
    months: await deliveriesPerMonth(db, await queryOf(body)),
  }));
}
