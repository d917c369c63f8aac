import { flowMessages } from '@plaudit/domain';
import type { PinResendProps } from '@plaudit/ui';
import { createContext, useContext, useState } from 'react';
import { throttleWaitOf } from '@plaudit/portal';

/**
 * How long a pin step survives a reload: a pin lives 10 minutes on the server (DESIGN.md), and after
 * that the step would only refuse it, so the kept answer goes with it.
 */
export const pinStepLifetimeMs = 10 * 60_000;

/** A pin step kept in session storage: what step 1 was answered with and the challenge's auth token. */
export interface KeptPinStep<T> {
  readonly values: T;
  readonly auth: string;
  readonly keptUntil: number;
  /** When the server allows the next pin (epoch ms), so a reload keeps counting down. */
  readonly resendAllowedAt?: number | undefined;
}

/** What a send call answered: the challenge's auth, and the seconds until the next pin is allowed. */
export interface SentPin {
  readonly auth: string;
  readonly resendAfter?: number | undefined;
}

/** When the server allows the next pin after `sent` (epoch ms), or undefined when it did not say. */
export const resendAllowedAtOf = (sent: SentPin, now = Date.now()): number | undefined =>
  sent.resendAfter === undefined ? undefined : now + sent.resendAfter * 1000;

function pageSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // A browser that refuses storage to the page: pin steps then only last as long as the page.
    return undefined;
  }
}

/** Where pin steps are kept: the page's session storage; tests and stories give each render its own. */
export const PinStepStorage = createContext<Storage | undefined>(pageSessionStorage());

/** The storage pin steps are kept in. */
export const usePinStepStorage = () => useContext(PinStepStorage);

/** The step kept under `key`, if it is still within the pin's life. */
export function readPinStep<T>(
  storage: Storage | undefined,
  key: string,
  now = Date.now(),
): KeptPinStep<T> | undefined {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as Partial<KeptPinStep<T>>;
    if (typeof kept.auth !== 'string' || typeof kept.keptUntil !== 'number' || !kept.values) {
      return undefined;
    }
    if (kept.keptUntil <= now) {
      storage?.removeItem(key);
      return undefined;
    }
    const resendAllowedAt =
      typeof kept.resendAllowedAt === 'number' ? kept.resendAllowedAt : undefined;
    return { values: kept.values, auth: kept.auth, keptUntil: kept.keptUntil, resendAllowedAt };
  } catch {
    return undefined;
  }
}

/**
 * Keeps a pin step for the life of its pin (a reload of step 2 returns to it), with when the next pin is
 * allowed (a reload keeps counting down).
 */
export function keepPinStep<T>(
  storage: Storage | undefined,
  key: string,
  values: T,
  sent: { auth: string; resendAllowedAt?: number | undefined },
  now = Date.now(),
): void {
  const kept: KeptPinStep<T> = {
    values,
    auth: sent.auth,
    keptUntil: now + pinStepLifetimeMs,
    resendAllowedAt: sent.resendAllowedAt,
  };
  try {
    storage?.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, quota): the step still works, it only does not survive a reload.
  }
}

export function forgetPinStep(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** What a pin request answers: a new challenge's auth token (and the wait), or the failure. */
export type PinRequestResult = { data: SentPin } | { error: unknown };

/** The request of a screen that is not on its pin step (nothing to resend). */
export const noPinStep = (): Promise<PinRequestResult> =>
  Promise.resolve({ error: new Error('There is no pin step to resend.') });

/** 'Resend pin' for a pin step, and `countFrom`, which starts its countdown when a pin was sent. */
export interface PinResend {
  readonly resend: PinResendProps;
  /** A pin went out (step 1, or a reload's kept step): the button waits until the server allows the next. */
  readonly countFrom: (resendAllowedAt: number | undefined) => void;
}

/**
 * 'Resend pin' for a pin step: asks again with step 1's answer, takes the new challenge's auth (and when
 * the next is allowed), and counts down from every pin sent, so the button is never offered to be
 * refused. A throttle the server still answers with is met as a countdown with the wait in words (never
 * an error dialog). Other failures go to `onError`. `sentAllowedAt` is when the first pin's wait ends.
 */
export function usePinResend(
  cellNum: string,
  request: () => Promise<PinRequestResult>,
  onSent: (sent: { auth: string; resendAllowedAt: number | undefined }) => void,
  onError: (error: unknown) => void,
  sentAllowedAt?: number,
): PinResend {
  const [allowedAt, setAllowedAt] = useState<number | undefined>(sentAllowedAt);
  const [note, setNote] = useState<string | undefined>(undefined);
  const [isResending, setResending] = useState(false);
  const onResend = async () => {
    setResending(true);
    const result = await request();
    setResending(false);
    if ('data' in result) {
      const resendAllowedAt = resendAllowedAtOf(result.data);
      setAllowedAt(resendAllowedAt);
      onSent({ auth: result.data.auth, resendAllowedAt });
      setNote(flowMessages.pinResent(cellNum));
      return;
    }
    const wait = throttleWaitOf(result.error);
    if (wait === undefined) {
      onError(result.error);
      return;
    }
    setAllowedAt(Date.now() + wait * 1000);
    setNote(flowMessages.pinWait(wait));
  };
  return {
    resend: {
      onResend: () => void onResend(),
      resendAllowedAt: allowedAt,
      note,
      isResending,
    },
    countFrom: (at) => {
      setAllowedAt(at);
      setNote(undefined);
    },
  };
}
