import {
  consoleMessages,
  decisionOf,
  nominationPageSize,
  nominationReviewMessages,
  validateNominationReview,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { AdminNomination, Member } from '../entities';
import { fixtureNow } from './fixtures/dates';
import { adminNominationList } from './fixtures/nominations';

const refusal = (status: number, message: string, formErrors?: Record<string, string>) =>
  HttpResponse.json(formErrors ? { message, formErrors } : { message }, { status });

/**
 * The demo server's nominations review: administrators only, the list filtered and paged, and each
 * nomination reviewed once on this mock's copy (one per createHandlers): the same decision again answers
 * as the first did, another is refused with 422, as the server does.
 */
export class MockNominations {
  private readonly list: AdminNomination[] = adminNominationList.map((n) => ({ ...n }));

  nominations(
    caller: Member,
    { status, page }: RequestOf<'adminNominations'>,
  ): ResponseOf<'adminNominations'> | Response {
    if (!caller.isAdminReports) return refusal(403, consoleMessages.adminOnly);
    const chosen = status === 'all' ? this.list : this.list.filter((n) => n.status === status);
    const start = (page - 1) * nominationPageSize;
    return {
      nominations: chosen.slice(start, start + nominationPageSize),
      total: chosen.length,
      page,
      pageSize: nominationPageSize,
      waiting: this.list.filter((n) => n.status === 'waiting').length,
    };
  }

  review(
    caller: Member,
    body: RequestOf<'adminReviewNomination'>,
  ): ResponseOf<'adminReviewNomination'> | Response {
    if (!caller.isAdminReports) return refusal(403, consoleMessages.adminOnly);
    const issues = validateNominationReview(body);
    if (Object.keys(issues).length > 0) return refusal(400, Object.values(issues)[0] ?? '', issues);
    const index = this.list.findIndex((n) => n.nominationId === body.nominationId);
    const found = this.list[index];
    if (!found) return refusal(404, nominationReviewMessages.notFound);
    const answer = (n: AdminNomination) => ({
      message:
        n.status === 'approved'
          ? nominationReviewMessages.approved(n.points, n.nomineeCount)
          : nominationReviewMessages.declined,
      nomination: n,
    });
    if (found.status !== 'waiting') {
      if (decisionOf(found.status) === body.decision) return answer(found);
      return refusal(422, nominationReviewMessages.alreadyReviewed(found.status));
    }
    const approve = body.decision === 'approve';
    const reviewed: AdminNomination = {
      ...found,
      status: approve ? 'approved' : 'declined',
      points: approve ? body.points : 0,
      note: (approve ? body.message : body.note).trim(),
      reviewedAt: fixtureNow,
      reviewedBy: `${caller.firstname} ${caller.surname}`,
    };
    this.list[index] = reviewed;
    return answer(reviewed);
  }
}
