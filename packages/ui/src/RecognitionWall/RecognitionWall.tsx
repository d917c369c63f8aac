import { awardValueLabel } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import { useTranslator, useWords } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import type { FeedItem } from '../wall/types.ts';
import styles from './RecognitionWall.module.scss';

/** Which recognition the wall shows. */
export type WallFilterKind = 'everyone' | 'store' | 'country' | 'me' | 'value';

/** The wall's filter: a kind, and the value chosen for 'value'. */
export interface WallFilter {
  kind: WallFilterKind;
  /** The value shown with kind 'value'; '' before one is chosen. */
  value?: string;
}

const filterKinds: readonly WallFilterKind[] = ['everyone', 'store', 'country', 'me', 'value'];

export interface RecognitionWallProps {
  /** The cards loaded so far, newest first; undefined while the first page loads. */
  items: readonly FeedItem[] | undefined;
  /** Draws one card (a RecognitionCard wired to the app's calls). */
  renderItem: (item: FeedItem) => ReactNode;
  /** The filter shown. */
  filter: WallFilter;
  /** Called with the filter chosen. */
  onFilterChange: (filter: WallFilter) => void;
  /** The values the 'By value' filter offers. */
  values: readonly string[];
  /** More cards can be loaded. @default false */
  hasMore?: boolean;
  /** The next page is on its way. @default false */
  isLoadingMore?: boolean;
  /** Loads the next page (the 'Load more' button). */
  onLoadMore?: () => void;
  /** Loading failed: its words, with 'Try again' when onRetry is given. */
  error?: string | undefined;
  /** Loads again after a failure. */
  onRetry?: () => void;
  className?: string;
}

/**
 * The recognition wall: the filter (everyone, my store, my country, about me, by value), the cards newest
 * first, 'Load more' under them (a button, so the keyboard reaches it and the cards already read stay
 * where they are; the focus then moves to the first new card), an empty state, the first page's loading state, and a failure with 'Try again'.
 */
export function RecognitionWall({
  items,
  renderItem,
  filter,
  onFilterChange,
  values,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  error,
  onRetry,
  className,
}: RecognitionWallProps) {
  useTranslator();
  const word = useWords();
  const list = useRef<HTMLUListElement>(null);
  // After 'Load more', the focus goes to the first new card: a keyboard user reads on from there
  // instead of staying on the button, which the new cards push down the page.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items === undefined || items.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus();
  }, [items]);
  const loadMore = () => {
    focusFrom.current = items?.length ?? null;
    onLoadMore?.();
  };
  const chooseFilter = (next: WallFilter) => {
    focusFrom.current = null;
    onFilterChange(next);
  };
  return (
    <section aria-label={wallMessages.wall} className={clsx(styles.root, className)}>
      <div className={styles.filters}>
        <RadioGroup
          label={wallMessages.filter}
          options={filterKinds.map((kind) => ({ value: kind, label: wallMessages.filterBy[kind] }))}
          value={filter.kind}
          onChange={(kind) =>
            chooseFilter(
              kind === 'value'
                ? { kind, value: filter.value ?? values[0] ?? '' }
                : { kind: kind as WallFilterKind },
            )
          }
        />
        {filter.kind === 'value' && (
          <Select
            label={wallMessages.value}
            options={values.map((value) => ({ value, label: awardValueLabel(value) }))}
            value={filter.value ?? null}
            onChange={(value) => chooseFilter({ kind: 'value', value })}
            className={styles.value}
          />
        )}
      </div>
      {error !== undefined ? (
        <div className={styles.failed}>
          <Alert>{error}</Alert>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {word('Try again')}
            </Button>
          )}
        </div>
      ) : items === undefined ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{wallMessages.empty}</p>
      ) : (
        <>
          <ul ref={list} className={styles.cards}>
            {items.map((item) => (
              <li key={item.id} tabIndex={-1} className={styles.card}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
          {hasMore && onLoadMore && (
            <div className={styles.more}>
              <Button variant="secondary" isPending={isLoadingMore} onPress={loadMore}>
                {wallMessages.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
