import { errorMessages, messages, offeredLanguage } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { Member } from '../entities';
import type { RequestOf, ResponseOf } from '../contract';
import * as fx from './fixtures';

/**
 * The languages members saved with memberupdate (a fresh set per createHandlers), as the server keeps
 * them: getmemberdata and login answer a member's once they chose one; memberupdate refuses a language
 * the portal does not offer (the field's text is the server's) and changes nothing. It keeps the members'
 * WhatsApp choices too (issue 37), as getmemberdata then answers them.
 */
export class MockLanguages {
  private readonly saved = new Map<string, string>();

  /** The members' WhatsApp choices (issue 37) saved with memberupdate: the channel, and since when. */
  private readonly channels = new Map<string, Pick<Member, 'messageChannel' | 'whatsappOptInAt'>>();

  /** The member as getmemberdata answers them: with `language` once they chose one, and their channel. */
  memberOf(member: Member): Member {
    const language = this.saved.get(member.memberNumber) ?? member.language;
    const channel = this.channels.get(member.memberNumber) ?? {};
    return language ? { ...member, ...channel, language } : { ...member, ...channel };
  }

  memberData(member: Member): ResponseOf<'getMemberData'> {
    return fx.memberDataFor(this.memberOf(member));
  }

  update(member: Member, body: RequestOf<'memberUpdate'>): ResponseOf<'memberUpdate'> | Response {
    if (body.language !== undefined) {
      const language = offeredLanguage(body.language);
      if (!language) {
        // As the server words it: the domain's refusal of a choice, with the field's label.
        const refusal = messages.notAllowedChoice('Language');
        return HttpResponse.json(
          { message: errorMessages.correctFields, formErrors: { language: refusal } },
          { status: 400 },
        );
      }
      this.saved.set(member.memberNumber, language);
    }
    // A changed channel is kept with the time it was chosen; choosing the same changes nothing.
    const channel = body.messageChannel;
    if (channel !== undefined && channel !== (this.memberOf(member).messageChannel ?? 'sms'))
      this.channels.set(member.memberNumber, {
        messageChannel: channel,
        whatsappOptInAt: channel === 'whatsapp' ? new Date() : null,
      });
    return fx.fixtures.memberUpdate;
  }
}
