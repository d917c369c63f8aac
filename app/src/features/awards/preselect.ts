import { useGetMemberListQuery, type MemberDataBundle, type MemberListItem } from '@plaudit/api';
import { fieldLimits, selectRecipient, type SelectedMember } from '@plaudit/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';

const none: readonly SelectedMember[] = [];

/** The recipient row of a listed member, or none when the rules refuse them (not registered yet). */
export function recipientsOf(member: MemberListItem | undefined): readonly SelectedMember[] {
  if (!member) return none;
  const { selected, refusal } = selectRecipient(
    [],
    { type: 'addMember', member },
    { allowWholeDivision: false, singleSelect: false },
  );
  return refusal ? none : selected;
}

/**
 * The recipient an address such as /reward/{selectedMemberId} preselects: looked up in the member's own
 * store (the list the picker opens on, so it is cached for it), else, for a colleague of Home's get-to-know
 * cards, by that colleague's name in every store. Undefined while looking; empty when there is no id,
 * or it is no colleague the member can give to.
 */
export function usePreselectedRecipients(
  selectedMemberId: string | undefined,
  bundle: MemberDataBundle | undefined,
): readonly SelectedMember[] | undefined {
  const wanted = selectedMemberId?.trim() ?? '';
  const member = bundle?.memberData;
  const own = useGetMemberListQuery(
    wanted && member
      ? { divisionCode: member.divisionCode, search: '', includeSelf: false }
      : skipToken,
  );
  const inOwn = own.data?.memberList.find((m) => m.memberId === wanted);
  const card = wanted ? bundle?.homeGetToKnow.find((row) => row.memberId === wanted) : undefined;
  const name = card?.memberName.slice(0, fieldLimits.memberSearch).trim() ?? '';
  const searching = Boolean(name) && !inOwn && (own.isSuccess || own.isError);
  const search = useGetMemberListQuery(
    searching ? { divisionCode: '', search: name, includeSelf: false } : skipToken,
  );
  const found = inOwn ?? search.data?.memberList.find((m) => m.memberId === wanted);
  const looking =
    Boolean(wanted) &&
    !found &&
    (!member ||
      own.isUninitialized ||
      own.isLoading ||
      (searching && (search.isUninitialized || search.isLoading)));
  return useMemo(() => (looking ? undefined : recipientsOf(found)), [looking, found]);
}
