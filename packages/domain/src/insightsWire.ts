/**
 * The names the insights calls' answers carry, apart from the rest of the insights rules: the
 * api's entities read these, and so every member's first load; the rest is for administrators only.
 */

/** What the recognition chart counts each month: the four award types, birthdays and nominations. */
export const recognitionKinds = [
  'thankyou',
  'reward',
  'adhoc',
  'payitforward',
  'birthday',
  'nomination',
] as const;
export type RecognitionKind = (typeof recognitionKinds)[number];

/**
 * How long the outstanding points have been held, oldest last: each member's balance is made of their
 * newest credits (the points spent first are the oldest, first in first out).
 */
export const pointsAgeBuckets = ['under1', 'from1to3', 'from3to6', 'from6to12', 'over12'] as const;
export type PointsAgeBucket = (typeof pointsAgeBuckets)[number];
