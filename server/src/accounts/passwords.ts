import {
  accountMessages,
  outboxMessages,
  validateChangePassword,
  validateForgotPasswordStep1,
  validateForgotPasswordStep2,
} from '@plaudit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { members } from '../db/schema.ts';
import type { RequestBody } from '../http/calls.ts';
import { findMemberByCell } from '../members/lookup.ts';
import { enqueue, type MessageBudget } from '../outbox/queue.ts';
import { badRequest, fieldRefusal, refuseIf } from '../refusals.ts';
import { hashPassword } from '../security/passwords.ts';
import { answerChallenge, sendPin, sentPin, type ChallengeAnswer, type SentPin } from './otp.ts';
import { passwordProblem } from './passwordPolicy.ts';
import type { SessionInfo } from './sessions.ts';

/**
 * Forgot Password (no session) and the profile's Change Password (a session, for the member's own number):
 * a pin by SMS, then the pin and the new password, which ends the member's other sessions.
 */

/**
 * The new password's hash for a verify call, after the challenge and its pin (junk
 * buys no scrypt) and the password policy (a refused password leaves the pin valid for a second try).
 */
export async function checkedPasswordHash(
  context: ServerContext,
  answer: ChallengeAnswer,
  password: string,
  cellE164: string,
  now: Date,
): Promise<string> {
  await answerChallenge(context, answer, now, context.settings.otp);
  const weak = await passwordProblem(password, cellE164);
  if (weak) throw badRequest({ password: weak });
  return hashPassword(password, context.settings.passwordCost);
}

/** Step 1: a pin for a registered number (with a session: the member's own, the new password checked first). */
export async function sendPasswordPin(
  context: ServerContext,
  body: RequestBody<'passwordSendCell2FactorSms'>,
  session: SessionInfo | undefined,
  budget: MessageBudget | undefined,
): Promise<SentPin> {
  // From the profile's Change Password modal (a session): the new password is checked before an SMS is spent.
  refuseIf(
    session
      ? validateChangePassword({ password: body.password ?? '' })
      : validateForgotPasswordStep1(body),
  );
  const auth = await sendPin(
    context,
    async (tx) => {
      const { member } = await findMemberByCell(tx, body.cellNum);
      if (session && member?.id !== session.memberId)
        throw fieldRefusal('cellNum', accountMessages.notYourNumber);
      if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
      if (member.deactivated) throw fieldRefusal('cellNum', accountMessages.deactivated);
      if (!member.registered) throw fieldRefusal('cellNum', accountMessages.notRegistered);
      if (session) {
        const weak = await passwordProblem(body.password ?? '', member.cellE164);
        if (weak) throw badRequest({ password: weak });
      }
      return {
        purpose: session ? 'change' : 'reset',
        memberId: member.id,
        cellE164: member.cellE164,
        channel: body.channel,
      };
    },
    { now: context.now(), budget },
    context.settings,
  );
  return sentPin(auth, context.settings, body.channel);
}

/** Step 2: the new password, the member's other sessions ended and an SMS to say so, in one transaction. */
export async function changePassword(
  context: ServerContext,
  body: RequestBody<'passwordCell2FactorVerify'>,
  session: SessionInfo | undefined,
  budget: MessageBudget | undefined,
): Promise<{ message: string }> {
  refuseIf(
    session
      ? validateChangePassword({ password: body.password, otp: body.otp })
      : validateForgotPasswordStep2(body),
  );
  const { candidates, member } = await findMemberByCell(context.db, body.cellNum);
  if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
  if (member.deactivated) throw fieldRefusal('cellNum', accountMessages.deactivated);
  if (session && session.memberId !== member.id)
    throw fieldRefusal('cellNum', accountMessages.notYourNumber);
  const now = context.now();
  const answer = {
    auth: body.auth,
    otp: body.otp,
    purposes: [session ? ('change' as const) : ('reset' as const)],
    cellCandidates: candidates,
  };
  const passwordHash = await checkedPasswordHash(
    context,
    answer,
    body.password,
    member.cellE164,
    now,
  );
  await answerChallenge(context, answer, now, context.settings.otp, {
    changes: ['messages'],
    run: async (tx, challenge) => {
      const changed = await tx
        .update(members)
        .set({ passwordHash })
        .where(and(eq(members.id, challenge.memberId), isNull(members.deactivatedAt)))
        .returning({ id: members.id });
      if (changed.length === 0) throw fieldRefusal('cellNum', accountMessages.deactivated);
      await context.sessions.revokeMember(tx, challenge.memberId, now, session?.sessionId);
      await enqueue(
        tx,
        { now, budget },
        {
          kind: 'passwordChanged',
          channel: 'sms',
          to: challenge.cellE164,
          body: outboxMessages.passwordChangedSms(context.settings.programmeName),
        },
      );
    },
  });
  return { message: accountMessages.passwordChanged };
}
