import { z } from 'zod/mini';
import { emptyRequest, okResponse } from './codecs';

/**
 * (ours, issue 37) Web Push: the server's VAPID public key and a browser's push subscription, and their
 * calls' schemas. `contract.ts` lists the calls; the names and paths are fixed so other clients can use them.
 */

/** The longest push service address taken (the usual ones are well under 500 characters). */
export const pushEndpointMax = 2048;

/** Base64url without padding, as PushSubscription.toJSON() writes its keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .check(
      z.minLength(min),
      z.maxLength(max),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url without padding'),
    );

/**
 * The browser's subscription JSON (PushSubscription.toJSON()), taken strictly: an https address, the
 * P-256 public key (65 bytes uncompressed: 87 characters) and the 16-byte auth secret (22 characters), and
 * nothing else.
 */
export const pushSubscription = z.strictObject({
  endpoint: z.string().check(
    z.maxLength(pushEndpointMax),
    z.refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'Expected the push service address (a URL)'),
  ),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    p256dh: base64url(87, 87),
    auth: base64url(22, 22),
  }),
});
export type PushSubscriptionJson = z.output<typeof pushSubscription>;

/** The server's VAPID public key (base64url), what pushManager.subscribe takes as applicationServerKey. */
export const pushKeyRequest = emptyRequest;
export const pushKeyResponse = z.object({ publicKey: z.string() });

/** This browser's subscription, kept for the member (the same address again replaces it). */
export const pushSubscribeRequest = z.strictObject({ subscription: pushSubscription });
export const pushSubscribeResponse = okResponse;

/** Forgets this browser's subscription (by its address); one not kept is no error. */
export const pushUnsubscribeRequest = z.strictObject({
  endpoint: z.string().check(z.minLength(1), z.maxLength(pushEndpointMax)),
});
export const pushUnsubscribeResponse = okResponse;

export const pushCalls = {
  pushKey: {
    path: '/api/member/pushkey',
    access: 'member',
    area: 'member',
    request: pushKeyRequest,
    response: pushKeyResponse,
  },
  pushSubscribe: {
    path: '/api/member/pushsubscribe',
    access: 'member',
    area: 'member',
    request: pushSubscribeRequest,
    response: pushSubscribeResponse,
  },
  pushUnsubscribe: {
    path: '/api/member/pushunsubscribe',
    access: 'member',
    area: 'member',
    request: pushUnsubscribeRequest,
    response: pushUnsubscribeResponse,
  },
} as const;
