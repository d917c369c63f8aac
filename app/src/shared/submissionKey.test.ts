import { describe, expect, it } from 'vitest';
import { nextSubmissionKey } from './submissionKey';

describe('nextSubmissionKey', () => {
  const keys = ['k1', 'k2', 'k3'];
  const makeKey = () => keys.shift() ?? 'none';
  it('keeps the key while the same award is sent again, and makes a new one for another', () => {
    const first = nextSubmissionKey(null, { what: 'thankyou', recipients: ['1'] }, makeKey);
    const retry = nextSubmissionKey(first, { what: 'thankyou', recipients: ['1'] }, makeKey);
    const other = nextSubmissionKey(retry, { what: 'thankyou', recipients: ['2'] }, makeKey);
    expect([first.key, retry.key, other.key]).toEqual(['k1', 'k1', 'k2']);
  });
});
