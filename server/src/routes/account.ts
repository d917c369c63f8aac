import {
  validateForgotPasswordStep1,
  validateForgotPasswordStep2,
  validateChangePassword,
  validateLogin,
  validateRegistrationStep1,
  validateRegistrationStep2,
} from '@plaudit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { consumeChallenge, issueChallenge } from '../auth/otp.ts';
import { passwordProblem } from '../auth/passwordPolicy.ts';
import type { ServerContext } from '../context.ts';
import { members } from '../db/schema.ts';
import { encoded, registerCall } from '../http/calls.ts';
import { HttpError, badRequest, fieldRefusal, refuseIf } from '../http/errors.ts';
import { findMemberByCell } from '../members/lookup.ts';
import { enqueue } from '../outbox/queue.ts';
import { nationalForm } from '../phone.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';

/** (our wording) */
export const accountMessages = {
  badCredentials: 'The mobile number or password is incorrect.',
  unknownNumber:
    'This mobile number is not on the programme. Please check the number, or contact us to be added.',
  alreadyRegistered:
    'This mobile number is already registered. Please log in, or use Forgot password.',
  notRegistered: 'This mobile number has not been registered yet. Please register first.',
  notYourNumber: 'Please use the mobile number of your profile.',
  registered: 'Registration complete. You can now log in.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  loggedOut: 'You have been logged out.',
  tooManyLogins: (minutes: number) =>
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export function accountRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;
  let dummyHash: Promise<string> | undefined;

  const numberKey = (request: FastifyRequest): string => {
    const body = request.body as { memberNumber?: unknown } | undefined;
    const typed = typeof body?.memberNumber === 'string' ? body.memberNumber : '';
    return `login-number:${typed.replace(/\D/g, '').slice(-9)}`;
  };
  const limits = settings.loginRateLimit;
  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (r) => `login-address:${r.ip}`,
  });
  const perNumber = app.createRateLimit({
    max: limits.perNumber,
    timeWindow: limits.windowMs,
    keyGenerator: numberKey,
  });
  const loginLimiter: preHandlerHookHandler = async (request, reply) => {
    for (const limiter of [perAddress, perNumber]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(result.ttlInSeconds));
        throw new HttpError(
          429,
          accountMessages.tooManyLogins(Math.ceil(result.ttlInSeconds / 60)),
        );
      }
    }
  };

  registerCall(
    app,
    context,
    'login',
    async ({ body }) => {
      refuseIf(validateLogin(body));
      const { member } = await findMemberByCell(db, body.memberNumber);
      if (!member?.passwordHash || !member.registered) {
        dummyHash ??= hashPassword('timing-equaliser-1', settings.passwordCost);
        await verifyPassword(body.password, await dummyHash);
        throw new HttpError(400, accountMessages.badCredentials);
      }
      if (!(await verifyPassword(body.password, member.passwordHash))) {
        throw new HttpError(400, accountMessages.badCredentials);
      }
      const token = await context.sessions.open(db, member.id, context.now());
      const { wire } = await context.memberData.get(member.id);
      return encoded(JSON.stringify({ ...wire, token }));
    },
    { preHandler: [loginLimiter] },
  );

  registerCall(app, context, 'logout', async ({ session }) => {
    if (session) await context.sessions.revoke(db, session.sessionId, context.now());
    return { message: accountMessages.loggedOut };
  });

  registerCall(app, context, 'sendCell2FactorSms', async ({ body }) => {
    refuseIf(validateRegistrationStep1(body));
    const now = context.now();
    const auth = await db.transaction(async (tx) => {
      const { member } = await findMemberByCell(tx, body.cellNum);
      if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
      if (member.registered) {
        throw fieldRefusal('cellNum', accountMessages.alreadyRegistered);
      }
      return issueChallenge(
        tx,
        {
          purpose: 'register',
          memberId: member.id,
          cellE164: member.cellE164,
          postAddr2: body.postAddr2 ?? '',
        },
        now,
        settings.otp,
      );
    });
    context.dispatcher.kick();
    return { auth };
  });

  // Both verify steps send a message too (the welcome email, the password-changed SMS): apiAccess says so.
  registerCall(app, context, 'cell2FactorVerify', async ({ body }) => {
    refuseIf(validateRegistrationStep2(body));
    const { candidates, member } = await findMemberByCell(db, body.cellNum);
    if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
    const weak = passwordProblem(body.password, member.cellE164);
    if (weak) throw badRequest({ password: weak });
    const passwordHash = await hashPassword(body.password, settings.passwordCost);
    const now = context.now();
    await consumeChallenge(
      db,
      { auth: body.auth, otp: body.otp, purposes: ['register'], cellCandidates: candidates },
      now,
      settings.otp,
      async (tx, challenge) => {
        const claimed = await tx
          .update(members)
          .set({
            firstname: body.firstname.trim(),
            surname: body.surname.trim(),
            email: body.email.trim(),
            passwordHash,
            registeredAt: now,
            termsAcceptedAt: now,
            postAddr2: (body.postAddr2 ?? challenge.postAddr2).trim(),
          })
          .where(and(eq(members.id, challenge.memberId), isNull(members.registeredAt)))
          .returning({ id: members.id });
        if (claimed.length === 0) {
          throw fieldRefusal('cellNum', accountMessages.alreadyRegistered);
        }
        await enqueue(tx, now, {
          channel: 'email',
          to: body.email.trim(),
          subject: 'Welcome to Plaudit',
          body: `Hello ${body.firstname.trim()},\n\nYour Plaudit registration is complete. Log in with your mobile number ${nationalForm(challenge.cellE164)} and the password you chose.\n`,
        });
      },
    );
    context.membersChanged();
    context.dispatcher.kick();
    return { message: accountMessages.registered };
  });

  registerCall(app, context, 'passwordSendCell2FactorSms', async ({ body, session }) => {
    const now = context.now();
    // From the profile's Change Password modal (a session): the new password is checked before an SMS is spent.
    refuseIf(
      session
        ? validateChangePassword({ password: body.password ?? '' })
        : validateForgotPasswordStep1(body),
    );
    const auth = await db.transaction(async (tx) => {
      const { member } = await findMemberByCell(tx, body.cellNum);
      if (session && member?.id !== session.memberId) {
        throw fieldRefusal('cellNum', accountMessages.notYourNumber);
      }
      if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
      if (!member.registered) throw fieldRefusal('cellNum', accountMessages.notRegistered);
      if (session) {
        const weak = passwordProblem(body.password ?? '', member.cellE164);
        if (weak) throw badRequest({ password: weak });
      }
      return issueChallenge(
        tx,
        { purpose: session ? 'change' : 'reset', memberId: member.id, cellE164: member.cellE164 },
        now,
        settings.otp,
      );
    });
    context.dispatcher.kick();
    return { auth };
  });

  registerCall(app, context, 'passwordCell2FactorVerify', async ({ body, session }) => {
    refuseIf(
      session
        ? validateChangePassword({ password: body.password, otp: body.otp })
        : validateForgotPasswordStep2(body),
    );
    const { candidates, member } = await findMemberByCell(db, body.cellNum);
    if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
    if (session && session.memberId !== member.id) {
      throw fieldRefusal('cellNum', accountMessages.notYourNumber);
    }
    const weak = passwordProblem(body.password, member.cellE164);
    if (weak) throw badRequest({ password: weak });
    const passwordHash = await hashPassword(body.password, settings.passwordCost);
    const now = context.now();
    await consumeChallenge(
      db,
      {
        auth: body.auth,
        otp: body.otp,
        purposes: [session ? 'change' : 'reset'],
        cellCandidates: candidates,
      },
      now,
      settings.otp,
      async (tx, challenge) => {
        await tx.update(members).set({ passwordHash }).where(eq(members.id, challenge.memberId));
        await context.sessions.revokeMember(tx, challenge.memberId, now);
        await enqueue(tx, now, {
          channel: 'sms',
          to: challenge.cellE164,
          body: 'Your Plaudit password was changed. If this was not you, please contact us at once.',
        });
      },
    );
    context.dispatcher.kick();
    return { message: accountMessages.passwordChanged };
  });
}
