import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ServerContext } from '../context.ts';
import { HttpError } from './errors.ts';

/** (our wording) */
export const messageLimitMessages = {
  tooMany: (minutes: number) =>
    `You have sent a lot of messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

const limiters = new WeakMap<FastifyInstance, preHandlerHookHandler>();

/**
 * One budget per caller for every call that sends an SMS or email (OWASP ASVS 2.4, SMS pumping): a member
 * is counted by id, a visitor by address. It comes on top of a call's own rules (the pin's resend wait).
 * Registered after the session check, so a member's session is known.
 */
export function messageLimiter(
  app: FastifyInstance,
  context: ServerContext,
): preHandlerHookHandler {
  const existing = limiters.get(app);
  if (existing) return existing;
  const { perMember, perAddress, windowMs } = context.settings.messageRateLimit;
  const byMember = app.createRateLimit({
    max: perMember,
    timeWindow: windowMs,
    keyGenerator: (r) => `messages-member:${r.session?.memberId ?? ''}`,
  });
  const byAddress = app.createRateLimit({
    max: perAddress,
    timeWindow: windowMs,
    keyGenerator: (r) => `messages-address:${r.ip}`,
  });
  const limiter: preHandlerHookHandler = async (request, reply) => {
    const result = await (request.session ? byMember : byAddress)(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('Retry-After', String(result.ttlInSeconds));
      throw new HttpError(429, messageLimitMessages.tooMany(Math.ceil(result.ttlInSeconds / 60)));
    }
  };
  limiters.set(app, limiter);
  return limiter;
}
