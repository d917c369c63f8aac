import { fieldLimits, isRegistered, memberName, type MemberListItem } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ListBox, ListBoxItem, Text, type Selection } from 'react-aria-components';
import { Alert } from '../Alert/index.ts';
import { Loading } from '../Loading/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { uiMessages, useBrandContent, useBrandFormat, useMessages } from '../theme/index.ts';
import type { MemberPickerCountry, MemberPickerDivision } from './types.ts';
import type { MemberQueryState } from './useMemberQuery.ts';
import styles from './MemberPicker.module.scss';

/** The division dropdown's key for "no store chosen" (a Select key cannot be ''). */
const anyDivision = '*';

/** One row of the results: the whole chosen division, or a member. */
export type ResultRow =
  | { id: string; kind: 'division'; divisionCode: string; division: string }
  | { id: string; kind: 'member'; member: MemberListItem };

/** The cluster and division dropdowns and the name search. */
export function PickerFilters({
  countries,
  divisions,
  query,
}: {
  countries: readonly MemberPickerCountry[];
  divisions: readonly MemberPickerDivision[];
  query: MemberQueryState;
}) {
  const labels = useBrandContent().picker;
  const divisionOptions = [
    { value: anyDivision, label: labels.allDivisions },
    ...divisions
      .filter((d) => d.countryCode === query.countryCode)
      .map((d) => ({ value: d.divisionCode, label: d.division })),
  ];
  return (
    <div className={styles.filters}>
      <Select
        label={labels.country}
        options={countries.map((c) => ({ value: c.countryCode, label: c.country }))}
        value={query.countryCode === '' ? null : query.countryCode}
        onChange={query.changeCountry}
        className={styles.filter}
      />
      <Select
        label={labels.division}
        options={divisionOptions}
        value={query.divisionCode === '' ? anyDivision : query.divisionCode}
        onChange={(value) => query.changeDivision(value === anyDivision ? '' : value)}
        className={styles.filter}
      />
      <TextField
        label={labels.search}
        // The picker is a dialog opened for a search: as WAI-ARIA's dialog pattern allows, the
        // focus starts in the field it is for, so what is typed goes straight into it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        type="search"
        value={query.search}
        onChange={query.changeSearch}
        onKeyDown={(event) => {
          if (event.key === 'Enter') query.searchNow();
        }}
        maxLength={fieldLimits.memberSearch}
        autoComplete="off"
        className={styles.filter}
      />
    </div>
  );
}

/** The rows found (the chosen division, then its members), or why there are none yet. */
export function FoundRows({
  rows,
  results,
  total,
  isSearch,
  isLoading,
  errorMessage,
  labelledBy,
  selectedKeys,
  onPress,
}: {
  rows: readonly ResultRow[];
  results: readonly MemberListItem[] | undefined;
  /** How many members the query matches in all (the results are the first of them). */
  total: number | undefined;
  /** Whether a name is typed (the cut list then asks for more of it). */
  isSearch: boolean;
  isLoading: boolean;
  errorMessage: string | undefined;
  labelledBy: string;
  selectedKeys: readonly string[];
  onPress: (keys: Selection) => void;
}) {
  const labels = useBrandContent().picker;
  const format = useBrandFormat();
  const shownId = useId();
  if (isLoading) return <Loading />;
  if (errorMessage) return <Alert>{errorMessage}</Alert>;
  if (rows.length === 0 && results === undefined) {
    return <p className={styles.hint}>{labels.hint}</p>;
  }
  const shown = results?.length ?? 0;
  const isCut = total !== undefined && total > shown;
  return (
    <>
      {isCut && (
        <p id={shownId} className={styles.shown}>
          {(isSearch ? labels.shownOfSearch : labels.shownOfStore)(
            format.number(shown),
            format.number(total),
          )}
        </p>
      )}
      {rows.length > 0 && (
        <ListBox
          aria-labelledby={labelledBy}
          aria-describedby={isCut ? shownId : undefined}
          items={rows}
          selectionMode="multiple"
          selectedKeys={selectedKeys}
          onSelectionChange={onPress}
          escapeKeyBehavior="none"
          className={styles.results}
        >
          {(row) => <ResultOption row={row} />}
        </ListBox>
      )}
      {results?.length === 0 && <p className={styles.hint}>{labels.noMembersFound}</p>}
    </>
  );
}

function ResultOption({ row }: { row: ResultRow }) {
  const { messages } = useMessages();
  const labels = useBrandContent().picker;
  if (row.kind === 'division') {
    const label = messages.entireDivision(row.division);
    return (
      <ListBoxItem id={row.id} textValue={label} className={styles.result}>
        {({ isSelected }) => (
          <>
            <span className={styles.who}>
              <Text slot="label" className={styles.name}>
                {label}
              </Text>
            </span>
            {isSelected && <AddedMark />}
          </>
        )}
      </ListBoxItem>
    );
  }
  const { member } = row;
  const name = memberName(member);
  const registered = isRegistered(member.memberId);
  return (
    <ListBoxItem
      id={row.id}
      textValue={name}
      className={clsx(styles.result, !registered && styles.unregistered)}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.who}>
            <Text slot="label" className={styles.name}>
              {name}
            </Text>
            <Text slot="description" className={styles.division}>
              {registered ? member.division : labels.notRegistered(member.division)}
            </Text>
          </span>
          {isSelected && <AddedMark />}
        </>
      )}
    </ListBoxItem>
  );
}

function AddedMark() {
  const labels = useBrandContent().picker;
  return (
    <span className={styles.added} aria-hidden="true">
      {uiMessages.symbols.added} {labels.added}
    </span>
  );
}
