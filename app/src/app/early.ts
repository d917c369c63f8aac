/**
 * Requests the boot script sends before the portal's code has arrived (memberBoot.ts), kept on the page's
 * global object: the boot script is a separate entry that imports nothing, so it runs the moment it
 * arrives, and shares no module with the portal.
 */
export interface EarlyRequest {
  readonly url: string;
  readonly body: string;
  readonly token: string;
  readonly answer: Promise<Response>;
  readonly sentAt: number;
}

declare global {
  var plauditEarlyRequests: EarlyRequest[] | undefined;
}

/** How long a request sent early waits for the client's identical request before it is dropped. */
export const earlyAnswerMs = 10_000;

/**
 * The answer of an identical request (same address, body and bearer token) sent early and still fresh,
 * once; otherwise nothing.
 */
export function takeEarly(
  url: string,
  init: RequestInit | undefined,
): Promise<Response> | undefined {
  const requests = globalThis.plauditEarlyRequests;
  if (!requests) return undefined;
  const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '');
  const index = requests.findIndex(
    (r) => r.url === url && r.body === init?.body && r.token === token,
  );
  if (index < 0) return undefined;
  const [request] = requests.splice(index, 1);
  return request && Date.now() - request.sentAt <= earlyAnswerMs ? request.answer : undefined;
}
