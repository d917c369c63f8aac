import { memberApi, type Member, type RequestOf } from '@plaudit/api';
import type { Language } from '@plaudit/domain';
import type { AppDispatch } from '../shared/state';

/** The profile a member's update sends as it stands, as the profile screen sends it, in a new language. */
export const languageUpdateOf = (
  member: Member,
  language: Language,
): RequestOf<'memberUpdate'> => ({
  interest1: member.interest1,
  firstname: member.firstname,
  surname: member.surname,
  postAddr2: member.postAddr2,
  email: member.email,
  cellNum: member.cellNum,
  dOBmm: member.dOBmm,
  dOBdd: member.dOBdd,
  interestOtherDesc: member.interestOtherDesc,
  otherInfo: member.otherInfo,
  language,
});

/**
 * Saves a member's chosen language on the server (memberupdate), so it follows them to any device. The
 * member data the portal holds says it at once (the portal follows the member's saved language, and must
 * not return to the last one while the update is on its way). Resolves with whether the server saved it.
 */
export async function saveMemberLanguage(
  dispatch: AppDispatch,
  member: Member,
  language: Language,
): Promise<boolean> {
  for (const args of [undefined, { resetimg: true }]) {
    dispatch(
      memberApi.util.updateQueryData('getMemberData', args, (draft) => {
        draft.memberData.language = language;
      }),
    );
  }
  const request = dispatch(
    memberApi.endpoints.memberUpdate.initiate(languageUpdateOf(member, language)),
  );
  const result = await request;
  request.reset();
  return !result.error;
}
