import {
  selectRecipient,
  selectionKey,
  type MemberListItem,
  type RecipientAction,
  type SelectedMember,
} from '@plaudit/domain';
import { useId, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { RecipientRows } from '../RecipientList/RecipientRows.tsx';
import { useBrandContent, useBrandFormat } from '../theme/index.ts';
import { FoundRows, PickerFilters, type ResultRow } from './PickerParts.tsx';
import type { MemberPickerCountry, MemberPickerDivision } from './types.ts';
import type { MemberQuery } from './query.ts';
import { useMemberQuery } from './useMemberQuery.ts';
import styles from './MemberPicker.module.scss';

export type { MemberQuery } from './query.ts';

export type { MemberPickerCountry, MemberPickerDivision } from './types.ts';

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
  /** How many members the latest query matches in all; the results are the first of them, and a cut list says so. @default results.length */
  total?: number;
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
  total,
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
  const query = useMemberQuery(defaultCountryCode, defaultDivisionCode, onQueryChange);
  const chosenDivision = divisions.find((d) => d.divisionCode === query.divisionCode);
  const { rows, selectedKeys, pressRows, remove, refusal, dismissRefusal } = usePickedRows({
    chosenDivision,
    results,
    selected,
    onSelectedChange,
    rules: { allowWholeDivision, singleSelect },
  });

  return (
    <div className={styles.body}>
      <div className={styles.columns}>
        <div className={styles.find}>
          <PickerFilters countries={countries} divisions={divisions} query={query} />
          {refusal && (
            <Alert key={refusal.count} onDismiss={dismissRefusal}>
              {refusal.text}
            </Alert>
          )}
          <h3 id={resultsHeadingId} className={styles.subheading}>
            {labels.members}
          </h3>
          <FoundRows
            rows={rows}
            results={results}
            total={total}
            isSearch={query.search.trim() !== ''}
            isLoading={isLoading}
            errorMessage={errorMessage}
            labelledBy={resultsHeadingId}
            selectedKeys={selectedKeys}
            onPress={pressRows}
          />
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
          <RecipientRows selected={selected} labelledBy={selectedHeadingId} onRemove={remove} />
        </section>
      </div>
    </div>
  );
}

/**
 * The rows found with which of them are chosen, and what a press on a row or a remove asks: every change
 * goes through the domain's selection rules, and a refusal is kept (counted, so the same words show again).
 */
function usePickedRows({
  chosenDivision,
  results,
  selected,
  onSelectedChange,
  rules,
}: {
  chosenDivision: MemberPickerDivision | undefined;
  results: readonly MemberListItem[] | undefined;
  selected: readonly SelectedMember[];
  onSelectedChange: (selected: SelectedMember[]) => void;
  rules: { allowWholeDivision: boolean; singleSelect: boolean };
}) {
  const [refusal, setRefusal] = useState<{ text: string; count: number } | undefined>();
  const apply = (actions: readonly RecipientAction[]) => {
    let next = [...selected];
    let refused: string | undefined;
    for (const action of actions) {
      const result = selectRecipient(next, action, rules);
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

  return {
    rows,
    selectedKeys,
    pressRows,
    remove: (key: string) => apply([{ type: 'remove', key }]),
    refusal,
    dismissRefusal: () => setRefusal(undefined),
  };
}
