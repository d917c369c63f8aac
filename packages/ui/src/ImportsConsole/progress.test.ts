import { describe, expect, it } from 'vitest';
import { jobFraction } from './progress.ts';
import type { ImportJobProgress } from './types.ts';

const at = (progress: Partial<ImportJobProgress>): ImportJobProgress => ({
  phase: 'checking',
  rowsRead: 0,
  rowsChecked: 0,
  rowsApplied: 0,
  rowsTotal: null,
  rowsToApply: null,
  bytesRead: 0,
  bytesTotal: 1000,
  ...progress,
});

describe('jobFraction', () => {
  it.each([
    ['nothing read yet', at({}), 0],
    ['two fifths of the file read', at({ bytesRead: 400 }), 0.2],
    ['the whole file read, still checking', at({ bytesRead: 1000 }), 0.5],
    ['an empty file', at({ bytesTotal: 0 }), 0],
    [
      'half the accepted rows applied',
      at({ phase: 'applying', rowsApplied: 50, rowsToApply: 100 }),
      0.75,
    ],
    [
      'every accepted row applied',
      at({ phase: 'applying', rowsApplied: 100, rowsToApply: 100 }),
      1,
    ],
    ['nothing to apply', at({ phase: 'applying', rowsToApply: 0 }), 1],
  ])('%s: %s', (_name, progress, fraction) => {
    expect(jobFraction(progress)).toBeCloseTo(fraction);
  });

  it('only moves forward from checking to applying', () => {
    expect(jobFraction(at({ phase: 'applying', rowsToApply: 10 }))).toBeGreaterThanOrEqual(
      jobFraction(at({ bytesRead: 1000 })),
    );
  });
});
