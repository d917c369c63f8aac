import { newIdempotencyKey } from '@plaudit/api';
import { useCallback, useRef } from 'react';

/** The submit a key was made for (its body as JSON), and the key. */
export interface SubmissionKey {
  readonly body: string;
  readonly key: string;
}

/**
 * The Idempotency-Key for sending `body`: the previous key while the same body is sent again (a retry
 * after a failure, which the server may already have carried out), a fresh key for any other body.
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
 * The Idempotency-Keys of one form whose submit changes something once (an award, a grant, an order, an
 * adjustment): `keyFor(body)` before each submit; `reset()` once it went through (or a dialog opens
 * afresh), so the next submit, even an identical one, is a new one with a new key.
 */
export function useSubmissionKey() {
  const last = useRef<SubmissionKey | null>(null);
  const keyFor = useCallback((body: unknown) => {
    last.current = nextSubmissionKey(last.current, body);
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
