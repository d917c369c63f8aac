export { NominationReview } from './NominationReview.tsx';
export type {
  NominationReviewProps,
  NominationReviewEntry,
  NominationReviewDecision,
} from './NominationReview.tsx';
