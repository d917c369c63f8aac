import {
  accountMessages,
  offeredLanguage,
  outboxMessages,
  validateRegistrationStep1,
  validateRegistrationStep2,
  whatsAppMessages,
} from '@plaudit/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { awardRecipients, awards, members } from '../db/schema.ts';
import type { RequestBody } from '../http/calls.ts';
import { currentLanguage, inLanguage } from '../i18n/language.ts';
import { findMemberByCell } from '../members/lookup.ts';
import { enqueue, type MessageBudget, type Queueing } from '../outbox/queue.ts';
import { nationalForm } from '../phone.ts';
import { fieldRefusal, refuseIf } from '../refusals.ts';
import { grantFirstAllowance } from './firstAllowance.ts';
import { answerChallenge, sendPin, sentPin, type SentPin, type VerifiedChallenge } from './otp.ts';
import { checkedPasswordHash } from './passwords.ts';

/**
 * Registration (SPEC §5): a pre-loaded member's number gets a pin by SMS (step 1); the pin, the member's
 * details and a password register them and send the welcome email (step 2).
 */

/** Step 1: a pin for a pre-loaded number not registered yet. */
export async function sendRegistrationPin(
  context: ServerContext,
  body: RequestBody<'sendCell2FactorSms'>,
  budget: MessageBudget | undefined,
): Promise<SentPin> {
  refuseIf(validateRegistrationStep1(body));
  const auth = await sendPin(
    context,
    async (tx) => {
      const { member } = await findMemberByCell(tx, body.cellNum);
      if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
      if (member.deactivated) throw fieldRefusal('cellNum', accountMessages.deactivated);
      if (member.registered) throw fieldRefusal('cellNum', accountMessages.alreadyRegistered);
      return {
        purpose: 'register',
        memberId: member.id,
        cellE164: member.cellE164,
        postAddr2: body.postAddr2 ?? '',
        channel: body.channel,
      };
    },
    { now: context.now(), budget },
    context.settings,
  );
  return sentPin(auth, context.settings, body.channel);
}

/** Step 2: the pin checked, then the member registered with the welcome email, in one transaction. */
export async function register(
  context: ServerContext,
  body: RequestBody<'cell2FactorVerify'>,
  budget: MessageBudget | undefined,
): Promise<{ message: string }> {
  refuseIf(validateRegistrationStep2(body));
  const { candidates, member } = await findMemberByCell(context.db, body.cellNum);
  if (!member) throw fieldRefusal('cellNum', accountMessages.unknownNumber);
  if (member.deactivated) throw fieldRefusal('cellNum', accountMessages.deactivated);
  const now = context.now();
  const answer = {
    auth: body.auth,
    otp: body.otp,
    purposes: ['register'] as const,
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
    changes: ['members', 'messages'],
    run: (tx, challenge) => registered(context, tx, body, challenge, passwordHash, { now, budget }),
  });
  return { message: accountMessages.registered };
}

/**
 * The member registered (unless registered or deactivated meanwhile), given their first allowance and
 * welcomed by email.
 */
async function registered(
  context: ServerContext,
  tx: Tx,
  body: RequestBody<'cell2FactorVerify'>,
  challenge: VerifiedChallenge,
  passwordHash: string,
  queueing: Queueing,
): Promise<void> {
  const { now } = queueing;
  const language = offeredLanguage(body.language) ?? currentLanguage();
  // WhatsApp ticked at the end of registration (issue 37): the sentence in the new member's language, and when.
  const channel =
    body.messageChannel === 'whatsapp'
      ? {
          messageChannel: 'whatsapp' as const,
          whatsappOptInText: inLanguage(language, () =>
            whatsAppMessages.optIn(context.settings.programmeName),
          ),
          whatsappOptInAt: now,
        }
      : {};
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
      // The language the visitor chose on Hello or Register (a shipped one): the member starts in it.
      language: offeredLanguage(body.language) ?? null,
      ...channel,
    })
    .where(
      and(
        eq(members.id, challenge.memberId),
        isNull(members.registeredAt),
        isNull(members.deactivatedAt),
      ),
    )
    .returning({ id: members.id, divisionId: members.divisionId });
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
  await grantFirstAllowance(tx, context.settings, challenge.memberId, now);
  const [member] = claimed;
  if (member && body.welcomeCard !== false) await postWelcomeCard(tx, member, now);
  await enqueue(tx, queueing, {
    kind: 'welcome',
    channel: 'email',
    to: body.email.trim(),
    // In the language the new member chose, else the request's.
    ...inLanguage(language, () =>
      outboxMessages.welcomeEmail(
        context.settings.programmeName,
        body.firstname.trim(),
        nationalForm(challenge.cellE164),
      ),
    ),
  });
}

/** The new member's welcome card on the wall (issue 38), from the programme: once per member. */
async function postWelcomeCard(
  tx: Tx,
  member: { id: number; divisionId: number },
  now: Date,
): Promise<void> {
  const [card] = await tx
    .insert(awards)
    .values({
      type: 'thankyou',
      giverMemberId: null,
      giverDivisionId: null,
      value: 'Congratulations!',
      points: 0,
      // The wall words the card in its reader's language; this is what reports show.
      message: 'Welcome to the programme',
      sendBy: 'email',
      createdAt: now,
      milestone: 'welcome',
      milestoneKey: `welcome:${String(member.id)}`,
    })
    .onConflictDoNothing()
    .returning({ id: awards.id });
  if (card)
    await tx.insert(awardRecipients).values({
      awardId: card.id,
      memberId: member.id,
      divisionId: member.divisionId,
      createdAt: now,
    });
}
