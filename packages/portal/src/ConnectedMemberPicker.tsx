import {
  useGetDivisionListQuery,
  useGetMemberListQuery,
  type Member,
  type MemberListItem,
} from '@plaudit/api';
import { MemberPicker, type AwardPickerSlot, type MemberQuery } from '@plaudit/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { errorTextOf } from './apiError';

/** (our wording) What the picker shows when a list could not be loaded and the server said nothing. */
export const pickerLoadFailed = {
  divisions: 'The stores could not be loaded. Please try again.',
  members: 'The members could not be listed. Please try again.',
} as const;

interface Answer {
  readonly divisionCode: string;
  readonly rows: readonly MemberListItem[];
  /** How many members the list holds in all (absent from an older server). */
  readonly total: number | undefined;
}

export interface ConnectedMemberPickerProps {
  /** The award form's picker slot: open state and the chosen recipients. */
  readonly slot: AwardPickerSlot;
  /** The member giving: the picker starts at their cluster and division, and leaves them out. */
  readonly member: Pick<Member, 'clusterCode' | 'divisionCode'>;
  /** Whole divisions may be chosen (Nominate, Send To All). @default false */
  readonly allowWholeDivision?: boolean;
}

/**
 * The member picker on the api: the division list (loaded once) and the member list of each store or name
 * search (cached per store by RTK Query, so reopening a store asks nothing). Awards and nominations cannot
 * go to oneself, so the lists leave the member out. Shared by the award, nomination and Send To All screens.
 */
export function ConnectedMemberPicker({
  slot,
  member,
  allowWholeDivision = false,
}: ConnectedMemberPickerProps) {
  const divisions = useGetDivisionListQuery(undefined);
  const [query, setQuery] = useState<MemberQuery | null>(null);
  const list = useGetMemberListQuery(
    query === null
      ? skipToken
      : { divisionCode: query.divisionCode, search: query.search, includeSelf: false },
  );
  // While a search within the same store loads, its last answer stays: typing a name does not blank the
  // list with 'Loading...' at every letter. Another store shows 'Loading...' rather than the old one's.
  const [last, setLast] = useState<Answer | null>(null);
  const answer = list.currentData;
  if (query !== null && answer !== undefined && last?.rows !== answer.memberList)
    setLast({ divisionCode: query.divisionCode, rows: answer.memberList, total: answer.total });
  const shown =
    query === null
      ? undefined
      : answer !== undefined
        ? { rows: answer.memberList, total: answer.total }
        : last?.divisionCode === query.divisionCode
          ? last
          : undefined;
  const results = shown?.rows;
  const errorMessage = divisions.isError
    ? errorTextOf(divisions.error, pickerLoadFailed.divisions)
    : list.isError
      ? errorTextOf(list.error, pickerLoadFailed.members)
      : undefined;
  return (
    <MemberPicker
      isOpen={slot.isOpen}
      onClose={slot.onClose}
      countries={divisions.data?.countryList ?? []}
      divisions={divisions.data?.divisionList ?? []}
      defaultCountryCode={member.clusterCode}
      defaultDivisionCode={member.divisionCode}
      onQueryChange={setQuery}
      results={results}
      total={shown?.total}
      isLoading={query !== null && list.isFetching && results === undefined}
      errorMessage={errorMessage}
      selected={slot.selected}
      onSelectedChange={slot.onSelectedChange}
      allowWholeDivision={allowWholeDivision}
    />
  );
}
