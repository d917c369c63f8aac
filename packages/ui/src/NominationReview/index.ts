export { NominationReview } from './NominationReview.tsx';
export type {
  NominationReviewProps,
  NominationReviewEntry,
  NominationReviewOutcome,
  NominationReviewDecision,
} from './NominationReview.tsx';
