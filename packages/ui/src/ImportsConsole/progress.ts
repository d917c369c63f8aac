import type { ImportJobProgress } from './types.ts';

/**
 * How much of a job is done, from 0 to 1: reading and checking the file is the first half (by its bytes),
 * applying the accepted rows the second (by rows), so the bar only moves forward.
 */
export function jobFraction(progress: ImportJobProgress): number {
  if (progress.phase === 'checking')
    return progress.bytesTotal > 0 ? Math.min(1, progress.bytesRead / progress.bytesTotal) / 2 : 0;
  const toApply = progress.rowsToApply ?? 0;
  return toApply > 0 ? 0.5 + Math.min(1, progress.rowsApplied / toApply) / 2 : 1;
}
