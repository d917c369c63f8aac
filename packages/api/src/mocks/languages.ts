import { errorMessages, messages, offeredLanguage } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { Member } from '../entities';
import type { RequestOf, ResponseOf } from '../contract';
import * as fx from './fixtures';

/**
 * The languages members saved with memberupdate (a fresh set per createHandlers), as the server keeps
 * them: getmemberdata and login answer a member's once they chose one; memberupdate refuses a language
 * the portal does not offer (the field's text is the server's) and changes nothing.
 */
export class MockLanguages {
  private readonly saved = new Map<string, string>();

  /** The member as getmemberdata answers them: with `language` once they chose one. */
  memberOf(member: Member): Member {
    const language = this.saved.get(member.memberNumber) ?? member.language;
    return language ? { ...member, language } : member;
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
    return fx.fixtures.memberUpdate;
  }
}
