import type { NominationStatus } from '@plaudit/domain';

/** One nomination as the review lists it (the contract's adminNomination). */
export interface NominationReviewEntry {
  nominationId: number;
  date: Date;
  nominator: string;
  nominatorDivision: string;
  /** The nominees' names, joined. */
  nominees: string;
  nomineeCount: number;
  value: string;
  reason: string;
  status: NominationStatus;
  /** Points to each nominee once approved. */
  points: number;
  /** The message to the nominees (approved) or the note to the nominator (declined). */
  note: string;
  reviewedAt: Date | null;
  reviewedBy: string;
}

/** A review as the server takes it. */
export interface NominationReviewDecision {
  nominationId: number;
  decision: 'approve' | 'decline';
  points: number;
  message: string;
  note: string;
}
