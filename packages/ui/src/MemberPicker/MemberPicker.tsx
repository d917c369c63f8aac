import {
  fieldLimits,
  isRegistered,
  memberName,
  selectRecipient,
  selectionKey,
  type MemberListItem,
  type RecipientAction,
  type SelectedMember,
} from '@plaudit/domain';
import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ListBox, ListBoxItem, Text, type Selection } from 'react-aria-components';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { Modal } from '../Modal/index.ts';
import { RecipientRows } from '../RecipientList/RecipientRows.tsx';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBrandContent, useBrandFormat, useMessages } from '../theme/index.ts';
import {
  isDebounced,
  memberQuery,
  memberSearchDelayMs,
  queryId,
  type MemberQuery,
} from './query.ts';
import styles from './MemberPicker.module.scss';

export type { MemberQuery } from './query.ts';

/** A cluster (country) of the division list. */
export interface MemberPickerCountry {
  countryCode: string;
  country: string;
}

/** A store or practice of the division list. */
export interface MemberPickerDivision {
  divisionCode: string;
  division: string;
  countryCode: string;
}

export interface MemberPickerProps {
  /** Whether the picker's modal is open. */
  isOpen: boolean;
  /** Done (and Escape) close it; a backdrop click does not. */
  onClose: () => void;
  /** The clusters (countries) of the cluster dropdown. */
  countries: readonly MemberPickerCountry[];
  /** Every division; the division dropdown lists those of the chosen cluster. */
  divisions: readonly MemberPickerDivision[];
  /** The member's own cluster: the cluster dropdown starts there. */
  defaultCountryCode: string;
  /** The member's own division: the division dropdown starts there ('' for none). */
  defaultDivisionCode: string;
  /** Called with what to list whenever it changes (a name search with no store chosen is debounced 800 ms; with a store, at once); null = nothing to ask (no store and no search). */
  onQueryChange: (query: MemberQuery | null) => void;
  /** The answer for the latest query; undefined while none. */
  results: readonly MemberListItem[] | undefined;
  /** 'Loading...' while the results load. @default false */
  isLoading?: boolean;
  /** A failure to list members, shown in place of the results. */
  errorMessage?: string;
  /** The chosen recipients (controlled). */
  selected: readonly SelectedMember[];
  /** Called with the new selection after an add or a removal the rules allow. */
  onSelectedChange: (selected: SelectedMember[]) => void;
  /** Whole-division selection allowed (Send To All). @default false */
  allowWholeDivision?: boolean;
  /** Only one recipient. @default false */
  singleSelect?: boolean;
  /** The modal's heading. @default the brand content's `picker.title`, 'Select Recipients' */
  title?: string;
}

/** The division dropdown's key for "no store chosen" (a Select key cannot be ''). */
const anyDivision = '*';

/** One row of the results: the whole chosen division, or a member. */
type ResultRow =
  | { id: string; kind: 'division'; divisionCode: string; division: string }
  | { id: string; kind: 'member'; member: MemberListItem };

/**
 * The member picker (SPEC §2, §5): a large modal with cluster, division and name search, the results as a
 * keyboard-complete list (arrows, Enter or Space adds), and the chosen recipients with remove buttons.
 * Every add goes through the domain's selection rules; a refusal is shown as an alert in the picker.
 */
export function MemberPicker({ isOpen, onClose, title, ...props }: MemberPickerProps) {
  const chosenId = useId();
  const labels = useBrandContent().picker;
  const format = useBrandFormat();
  // On a phone the chosen list sits below the results, out of sight: a count beside Done takes you there.
  const showChosen = () => {
    const chosen = document.getElementById(chosenId);
    chosen?.scrollIntoView({ block: 'start' });
    chosen?.focus({ preventScroll: true });
  };
  return (
    <Modal
      title={title ?? labels.title}
      isOpen={isOpen}
      onClose={onClose}
      isDismissable={false}
      size="large"
      actions={
        <>
          <span className={styles.chosenJump}>
            <Button variant="secondary" onPress={showChosen}>
              {labels.selectedCount(format.number(props.selected.length))}
            </Button>
          </span>
          <Button onPress={onClose}>{labels.done}</Button>
        </>
      }
    >
      {/* Mounted while open only: each opening starts at the member's own cluster and division. */}
      <PickerBody {...props} chosenId={chosenId} />
    </Modal>
  );
}

type PickerBodyProps = Omit<MemberPickerProps, 'isOpen' | 'onClose' | 'title'> & {
  /** The id of the chosen list's section, which the count beside Done scrolls to. */
  chosenId: string;
};

function PickerBody({
  countries,
  divisions,
  defaultCountryCode,
  defaultDivisionCode,
  onQueryChange,
  results,
  isLoading = false,
  errorMessage,
  selected,
  onSelectedChange,
  allowWholeDivision = false,
  singleSelect = false,
  chosenId,
}: PickerBodyProps) {
  const labels = useBrandContent().picker;
  const resultsHeadingId = useId();
  const selectedHeadingId = useId();
  const [countryCode, setCountryCode] = useState(defaultCountryCode);
  const [divisionCode, setDivisionCode] = useState(defaultDivisionCode);
  const [search, setSearch] = useState('');
  const [refusal, setRefusal] = useState<{ text: string; count: number } | undefined>();
  const [initialQuery] = useState(() => memberQuery(defaultDivisionCode, ''));

  const queryListener = useRef(onQueryChange);
  useEffect(() => {
    queryListener.current = onQueryChange;
  });
  const lastReported = useRef<string | undefined>(undefined);
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const report = useCallback((query: MemberQuery | null) => {
    clearTimeout(pendingSearch.current);
    const id = queryId(query);
    if (id === lastReported.current) return;
    lastReported.current = id;
    queryListener.current(query);
  }, []);

  useEffect(() => {
    report(initialQuery);
    return () => clearTimeout(pendingSearch.current);
  }, [report, initialQuery]);

  const changeSearch = (text: string) => {
    setSearch(text);
    const query = memberQuery(divisionCode, text);
    if (!isDebounced(query)) {
      report(query);
      return;
    }
    clearTimeout(pendingSearch.current);
    pendingSearch.current = setTimeout(() => report(query), memberSearchDelayMs);
  };

  const changeDivision = (code: string) => {
    setDivisionCode(code);
    report(memberQuery(code, search));
  };

  const changeCountry = (code: string) => {
    if (code === countryCode) return;
    setCountryCode(code);
    changeDivision('');
  };

  const apply = (actions: readonly RecipientAction[]) => {
    let next = [...selected];
    let refused: string | undefined;
    for (const action of actions) {
      const result = selectRecipient(next, action, { allowWholeDivision, singleSelect });
      next = result.selected;
      refused ??= result.refusal;
    }
    setRefusal(
      refused === undefined ? undefined : { text: refused, count: (refusal?.count ?? 0) + 1 },
    );
    if (next.length !== selected.length || next.some((row, i) => row !== selected[i])) {
      onSelectedChange(next);
    }
  };

  const chosenDivision = divisions.find((d) => d.divisionCode === divisionCode);
  const rows: ResultRow[] = [
    ...(chosenDivision
      ? [
          {
            id: `div:${chosenDivision.divisionCode}`,
            kind: 'division' as const,
            divisionCode: chosenDivision.divisionCode,
            division: chosenDivision.division,
          },
        ]
      : []),
    ...(results ?? []).map((member) => ({ id: member.memberId, kind: 'member' as const, member })),
  ];
  const chosenKeys = new Set(selected.map(selectionKey));
  const selectedKeys = rows.filter((row) => chosenKeys.has(row.id)).map((row) => row.id);

  // Every press on a row asks to add it: a row already added is asked again, and the rules refuse it.
  const pressRows = (keys: Selection) => {
    if (keys === 'all') return;
    const before = new Set(selectedKeys);
    const pressed = rows.filter((row) => keys.has(row.id) !== before.has(row.id));
    apply(
      pressed.map((row): RecipientAction =>
        row.kind === 'division'
          ? { type: 'addDivision', divisionCode: row.divisionCode, division: row.division }
          : { type: 'addMember', member: row.member },
      ),
    );
  };

  const divisionOptions = [
    { value: anyDivision, label: labels.allDivisions },
    ...divisions
      .filter((d) => d.countryCode === countryCode)
      .map((d) => ({ value: d.divisionCode, label: d.division })),
  ];

  const found = (): ReactNode => {
    if (isLoading) return <Loading />;
    if (errorMessage) return <Alert>{errorMessage}</Alert>;
    if (rows.length === 0 && results === undefined) {
      return <p className={styles.hint}>{labels.hint}</p>;
    }
    return (
      <>
        {rows.length > 0 && (
          <ListBox
            aria-labelledby={resultsHeadingId}
            items={rows}
            selectionMode="multiple"
            selectedKeys={selectedKeys}
            onSelectionChange={pressRows}
            escapeKeyBehavior="none"
            className={styles.results}
          >
            {(row) => <ResultOption row={row} />}
          </ListBox>
        )}
        {results?.length === 0 && <p className={styles.hint}>{labels.noMembersFound}</p>}
      </>
    );
  };

  return (
    <div className={styles.body}>
      <div className={styles.columns}>
        <div className={styles.find}>
          <div className={styles.filters}>
            <Select
              label={labels.country}
              options={countries.map((c) => ({ value: c.countryCode, label: c.country }))}
              value={countryCode === '' ? null : countryCode}
              onChange={changeCountry}
              className={styles.filter}
            />
            <Select
              label={labels.division}
              options={divisionOptions}
              value={divisionCode === '' ? anyDivision : divisionCode}
              onChange={(value) => changeDivision(value === anyDivision ? '' : value)}
              className={styles.filter}
            />
            <TextField
              label={labels.search}
              // The picker is a dialog opened for a search: as WAI-ARIA's dialog pattern allows, the
              // focus starts in the field it is for, so what is typed goes straight into it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              type="search"
              value={search}
              onChange={changeSearch}
              onKeyDown={(event) => {
                if (event.key === 'Enter') report(memberQuery(divisionCode, search));
              }}
              maxLength={fieldLimits.memberSearch}
              autoComplete="off"
              className={styles.filter}
            />
          </div>
          {refusal && (
            <Alert key={refusal.count} onDismiss={() => setRefusal(undefined)}>
              {refusal.text}
            </Alert>
          )}
          <h3 id={resultsHeadingId} className={styles.subheading}>
            {labels.members}
          </h3>
          {found()}
        </div>
        <section
          id={chosenId}
          tabIndex={-1}
          aria-labelledby={selectedHeadingId}
          className={styles.chosen}
        >
          <h3 id={selectedHeadingId} className={styles.subheading}>
            {labels.selected}
          </h3>
          <RecipientRows
            selected={selected}
            labelledBy={selectedHeadingId}
            onRemove={(key) => apply([{ type: 'remove', key }])}
          />
        </section>
      </div>
    </div>
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
      ✓ {labels.added}
    </span>
  );
}
