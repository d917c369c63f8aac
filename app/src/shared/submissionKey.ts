import { newIdempotencyKey } from '@plaudit/api';
import { useCallback, useRef } from 'react';

/** The award a key was made for, and the key. */
export interface SubmissionKey {
  readonly body: string;
  readonly key: string;
}

/**
 * The Idempotency-Key for sending `body`: the previous key while the same award is sent again (a retry
 * after a failure, which the server may already have given), a fresh key for any other award.
 */
export function nextSubmissionKey(
  previous: SubmissionKey | null,
  body: unknown,
  makeKey: () => string = newIdempotencyKey,
): SubmissionKey {
  const text = JSON.stringify(body);
  return previous?.body === text ? previous : { body: text, key: makeKey() };
}

/**
 * The keys of one award form: `keyFor(body)` before each submit, `given()` once the award went through,
 * so the next award, even an identical one, is a new submit with a new key.
 */
export function useSubmissionKey() {
  const last = useRef<SubmissionKey | null>(null);
  const keyFor = useCallback((body: unknown) => {
    last.current = nextSubmissionKey(last.current, body);
    return last.current.key;
  }, []);
  const given = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, given };
}
