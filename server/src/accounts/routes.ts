import {
  accountMessages,
  outboxMessages,
  validateChangePassword,
  validateForgotPasswordStep1,
  validateForgotPasswordStep2,
  validateLogin,
  validateRegistrationStep1,
  validateRegistrationStep2,
} from '@plaudit/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LoginLimits } from './loginLimits.ts';
import { checkChallenge, consumeChallenge, issueChallenge, type ChallengeAnswer } from './otp.ts';
import { passwordProblem } from './passwordPolicy.ts';
import type { ServerContext } from '../context.ts';
import { write } from '../db/changes.ts';
import { members } from '../db/schema.ts';
import { encoded, registerCall } from '../http/calls.ts';
import { HttpError, badRequest, fieldRefusal, refuseIf } from '../http/errors.ts';
import { findMemberByCell } from '../members/lookup.ts';
import { enqueue } from '../outbox/queue.ts';
import { nationalForm } from '../phone.ts';
import { LimitCounters } from '../security/limitCounters.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';

export function accountRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;
  let dummyHash: Promise<string> | undefined;

  const loginLimits = new LoginLimits(new LimitCounters(db), settings.loginRateLimit);

  registerCall(app, context, 'login', async ({ body, request }) => {
    refuseIf(validateLogin(body));
    // Only failed attempts count (issue 21 item 4): a right password takes its attempt back.
    const attempt = await loginLimits.begin(body.memberNumber, request.ip, context.now());
    const { member } = await findMemberByCell(db, body.memberNumber);
    if (!member?.passwordHash || !member.registered) {
      dummyHash ??= hashPassword('timing-equaliser-1', settings.passwordCost);
      await verifyPassword(body.password, await dummyHash);
      throw new HttpError(400, accountMessages.badCredentials);
    }
    if (!(await verifyPassword(body.password, member.passwordHash))) {
      throw new HttpError(400, accountMessages.badCredentials);
    }
    // Said only to someone who knows the password: the number alone does not tell who has left.
    if (member.deactivated) throw new HttpError(400, accountMessages.deactivated);
    await attempt.succeeded();
    const token = await context.sessions.open(db, member.id, context.now());
    // Deactivated while the password was being checked.
    if (!token) throw new HttpError(400, accountMessages.deactivated);
    const { wire } = await context.memberData.get(member.id);
    return encoded(JSON.stringify({ ...wire, token }));
  });

  /**
   * The new password's hash for a verify call, after the challenge and its pin (issue 21 item 7: junk
   * buys no scrypt) and the password policy (a refused password leaves the pin valid for a second try).
   */
  const checkedPasswordHash = async (
    answer: ChallengeAnswer,
    password: string,
    cellE164: string,
    now: Date,
  ): Promise<string> => {
    await checkChallenge(db, answer, now, settings.otp);
    const weak = await passwordProblem(password, cellE164);
    if (weak) throw badRequest({ password: weak });
    return hashPassword(password, settings.passwordCost);
  };

  registerCall(app, context, 'logout', async ({ session }) => {
    if (session) await context.sessions.revoke(db, session.sessionId, context.now());
    return { message: accountMessages.loggedOut };
  });

  registerCall(app, context, 'sendCell2FactorSms', async ({ body }) => {
    refuseIf(validateRegistrationStep1(body));
    const now = context.now();
    const auth = await write(context, ['messages'], (db) =>
      db.transaction(async (tx) => {
        const { member } = await findMemberByCell(tx, body.cellNum);
        if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
        if (member.deactivated) throw fieldRefusal('cellNum', accountMessages.deactivated);
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
          settings,
        );
      }),
    );
    return { auth };
  });

  // Both verify steps send a message too (the welcome email, the password-changed SMS): apiAccess says so.
  registerCall(app, context, 'cell2FactorVerify', async ({ body }) => {
    refuseIf(validateRegistrationStep2(body));
    const { candidates, member } = await findMemberByCell(db, body.cellNum);
    if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
    if (member.deactivated) throw fieldRefusal('cellNum', accountMessages.deactivated);
    const now = context.now();
    const answer = {
      auth: body.auth,
      otp: body.otp,
      purposes: ['register'] as const,
      cellCandidates: candidates,
    };
    const passwordHash = await checkedPasswordHash(answer, body.password, member.cellE164, now);
    await write(context, ['members', 'messages'], (db) =>
      consumeChallenge(db, answer, now, settings.otp, async (tx, challenge) => {
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
          .where(
            and(
              eq(members.id, challenge.memberId),
              isNull(members.registeredAt),
              isNull(members.deactivatedAt),
            ),
          )
          .returning({ id: members.id });
        if (claimed.length === 0) {
          const [left] = await tx
            .select({ id: members.id })
            .from(members)
            .where(and(eq(members.id, challenge.memberId), isNotNull(members.deactivatedAt)));
          throw fieldRefusal(
            'cellNum',
            left ? accountMessages.deactivated : accountMessages.alreadyRegistered,
          );
        }
        await enqueue(tx, now, {
          channel: 'email',
          to: body.email.trim(),
          ...outboxMessages.welcomeEmail(
            settings.programmeName,
            body.firstname.trim(),
            nationalForm(challenge.cellE164),
          ),
        });
      }),
    );
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
    const auth = await write(context, ['messages'], (db) =>
      db.transaction(async (tx) => {
        const { member } = await findMemberByCell(tx, body.cellNum);
        if (session && member?.id !== session.memberId) {
          throw fieldRefusal('cellNum', accountMessages.notYourNumber);
        }
        if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
        if (member.deactivated) throw fieldRefusal('cellNum', accountMessages.deactivated);
        if (!member.registered) throw fieldRefusal('cellNum', accountMessages.notRegistered);
        if (session) {
          const weak = await passwordProblem(body.password ?? '', member.cellE164);
          if (weak) throw badRequest({ password: weak });
        }
        return issueChallenge(
          tx,
          { purpose: session ? 'change' : 'reset', memberId: member.id, cellE164: member.cellE164 },
          now,
          settings,
        );
      }),
    );
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
    if (member.deactivated) throw fieldRefusal('cellNum', accountMessages.deactivated);
    if (session && session.memberId !== member.id) {
      throw fieldRefusal('cellNum', accountMessages.notYourNumber);
    }
    const now = context.now();
    const answer = {
      auth: body.auth,
      otp: body.otp,
      purposes: [session ? ('change' as const) : ('reset' as const)],
      cellCandidates: candidates,
    };
    const passwordHash = await checkedPasswordHash(answer, body.password, member.cellE164, now);
    await write(context, ['messages'], (db) =>
      consumeChallenge(db, answer, now, settings.otp, async (tx, challenge) => {
        const changed = await tx
          .update(members)
          .set({ passwordHash })
          .where(and(eq(members.id, challenge.memberId), isNull(members.deactivatedAt)))
          .returning({ id: members.id });
        if (changed.length === 0) throw fieldRefusal('cellNum', accountMessages.deactivated);
        await context.sessions.revokeMember(tx, challenge.memberId, now, session?.sessionId);
        await enqueue(tx, now, {
          channel: 'sms',
          to: challenge.cellE164,
          body: outboxMessages.passwordChangedSms(settings.programmeName),
        });
      }),
    );
    return { message: accountMessages.passwordChanged };
  });
}
