import { consoleMessages, insightsMessages, validateInsightsMonths } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { Division, Member } from '../entities';
import { countries, divisions } from './fixtures/members';
import {
  divisionsOf,
  participationFor,
  pointsFor,
  recognitionFor,
  shopFor,
  wallFor,
  deliveriesFor,
  valuesFor,
} from './fixtures/insights';

type InsightsCall =
  | 'adminInsightsRecognition'
  | 'adminInsightsParticipation'
  | 'adminInsightsValues'
  | 'adminInsightsPoints'
  | 'adminInsightsShop'
  | 'adminInsightsWall'
  | 'adminInsightsDeliveries';

const refusal = (status: number, message: string, formErrors?: Record<string, string>) =>
  HttpResponse.json(formErrors ? { message, formErrors } : { message }, { status });

/**
 * The server's checks of an insights filter (server/src/insights/): administrators only, From not after
 * To and at most insightsMaxMonths, codes on the programme and the division in the cluster.
 */
function checked(caller: Member, filter: RequestOf<InsightsCall>): Division[] | Response {
  if (!caller.isAdminReports) return refusal(403, consoleMessages.adminOnly);
  const issues = validateInsightsMonths(filter);
  const first = Object.values(issues)[0];
  if (first !== undefined) return refusal(400, first, issues);
  const cluster = filter.clusterCode.trim().toUpperCase();
  const division = filter.divisionCode.trim().toUpperCase();
  if (cluster !== '' && !countries.some((c) => c.countryCode === cluster))
    return refusal(400, insightsMessages.unknownCluster, {
      clusterCode: insightsMessages.unknownCluster,
    });
  const named = divisions.find((d) => d.divisionCode === division);
  if (division !== '' && !named)
    return refusal(400, insightsMessages.unknownDivision, {
      divisionCode: insightsMessages.unknownDivision,
    });
  if (named && cluster !== '' && named.countryCode !== cluster)
    return refusal(400, insightsMessages.divisionNotInCluster, {
      divisionCode: insightsMessages.divisionNotInCluster,
    });
  return divisionsOf({ clusterCode: cluster, divisionCode: division });
}

/** Each insights call as the demo server answers it, from the fixtures' believable programme. */
export const insightsAnswers = {
  adminInsightsRecognition: (
    caller: Member,
    body: RequestOf<'adminInsightsRecognition'>,
  ): ResponseOf<'adminInsightsRecognition'> | Response => {
    const picked = checked(caller, body);
    return picked instanceof Response ? picked : recognitionFor(body, picked);
  },
  adminInsightsParticipation: (
    caller: Member,
    body: RequestOf<'adminInsightsParticipation'>,
  ): ResponseOf<'adminInsightsParticipation'> | Response => {
    const picked = checked(caller, body);
    return picked instanceof Response ? picked : participationFor(body, picked);
  },
  adminInsightsValues: (
    caller: Member,
    body: RequestOf<'adminInsightsValues'>,
  ): ResponseOf<'adminInsightsValues'> | Response => {
    const picked = checked(caller, body);
    return picked instanceof Response ? picked : valuesFor(body, picked);
  },
  adminInsightsPoints: (
    caller: Member,
    body: RequestOf<'adminInsightsPoints'>,
  ): ResponseOf<'adminInsightsPoints'> | Response => {
    const picked = checked(caller, body);
    return picked instanceof Response ? picked : pointsFor(body, picked);
  },
  adminInsightsShop: (
    caller: Member,
    body: RequestOf<'adminInsightsShop'>,
  ): ResponseOf<'adminInsightsShop'> | Response => {
    const picked = checked(caller, body);
    return picked instanceof Response ? picked : shopFor(body, picked);
  },
  adminInsightsWall: (
    caller: Member,
    body: RequestOf<'adminInsightsWall'>,
  ): ResponseOf<'adminInsightsWall'> | Response => {
    const picked = checked(caller, body);
    return picked instanceof Response ? picked : wallFor(body, picked);
  },
  adminInsightsDeliveries: (
    caller: Member,
    body: RequestOf<'adminInsightsDeliveries'>,
  ): ResponseOf<'adminInsightsDeliveries'> | Response => {
    const picked = checked(caller, body);
    return picked instanceof Response ? picked : deliveriesFor(body, picked);
  },
};
