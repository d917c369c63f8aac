/**
 * (ours, DESIGN.md "Operating the programme") An administrator reviews each nomination once: approved with
 * points (an award from the programme's funding to every nominee) or declined with a note to the nominator.
 */

/** Where a nomination is in its review. */
export const nominationStatuses = ['waiting', 'approved', 'declined'] as const;
export type NominationStatus = (typeof nominationStatuses)[number];

/** What the nominations list can be filtered by: one status, or all of them. */
export const nominationFilters = ['all', ...nominationStatuses] as const;
export type NominationFilter = (typeof nominationFilters)[number];

/** A review's decision. */
export const nominationDecisions = ['approve', 'decline'] as const;
export type NominationDecision = (typeof nominationDecisions)[number];

/** The decision a status records (undefined while waiting). */
export const decisionOf = (status: NominationStatus): NominationDecision | undefined =>
  status === 'approved' ? 'approve' : status === 'declined' ? 'decline' : undefined;

/** The most points an approval gives each nominee. */
export const nominationAwardPointsMax = 5_000;
/** The longest message to the nominees and note to the nominator. */
export const nominationReviewTextMax = 350;
/** Nominations per page of the review list. */
export const nominationPageSize = 20;
