import {
  useFeedAddPointsMutation,
  useFeedListInfiniteQuery,
  useGetMemberDataQuery,
} from '@plaudit/api';
import { canAccess } from '@plaudit/domain';
import { loadErrorTextOf } from '@plaudit/portal';
import {
  AddPointsDialog,
  RecognitionWall,
  wallMessages,
  type FeedItem,
  type WallFilter,
} from '@plaudit/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useSubmissionKey } from '../submissionKey';
import { feedItemsOf, outcomeOf, wallValues, wireFilterOf } from './feed';
import { WallCard } from './WallCard';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The wall's cards for one filter, and what a card needs to draw itself wired to the calls: the member's
 * roles, and one add-points dialog (budget for a manager, Pay It Forward allowance for a member) with an
 * Idempotency-Key made afresh each time it opens. The cards' headings are at `headingLevel`.
 */
export function useWall(filter: WallFilter, headingLevel: 2 | 3) {
  const query = useFeedListInfiniteQuery(wireFilterOf(filter));
  const { data: member } = useGetMemberDataQuery(undefined);
  const memberData = member?.memberData;
  const { items, mayAddPoints } = useMemo(() => feedItemsOf(query.data?.pages ?? []), [query.data]);
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const [adding, setAdding] = useState<FeedItem | null>(null);
  const keys = useSubmissionKey();
  const [addPoints] = useFeedAddPointsMutation();
  const isManager = memberData?.isManager === true;
  const mayGive = memberData !== undefined && (isManager || canAccess('payItForward', memberData));
  const renderItem = (item: FeedItem): ReactNode => (
    <WallCard
      item={item}
      timeZone={timeZone}
      headingLevel={headingLevel}
      isAdmin={memberData?.isAdminReports === true}
      onAddPoints={
        mayGive && mayAddPoints.has(item.id)
          ? () => {
              keys.reset();
              setAdding(item);
            }
          : undefined
      }
    />
  );
  const dialog = memberData && adding && (
    <AddPointsDialog
      isOpen
      onClose={() => setAdding(null)}
      recipientNames={adding.recipients.map((r) => r.name)}
      source={isManager ? 'budget' : 'allowance'}
      left={isManager ? memberData.awardsPointsAvailableMng : memberData.awardsPointsAvailable1}
      onAddPoints={async (points) => {
        const body = { id: Number(adding.id), points };
        const result = await addPoints({ body, idempotencyKey: keys.keyFor(body) });
        return outcomeOf(result, wallMessages.addFailed, (data) => data.message);
      }}
    />
  );
  return {
    items: query.isError ? [] : query.data ? items : undefined,
    error: query.isError ? loadErrorTextOf(query.error, wallMessages.loadFailed) : undefined,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    renderItem,
    dialog,
  };
}

/** The whole wall: the filter, the cards newest first, 'Load more', and the add-points dialog. */
export function Wall() {
  const [filter, setFilter] = useState<WallFilter>({ kind: 'everyone' });
  const wall = useWall(filter, 2);
  return (
    <>
      <RecognitionWall
        items={wall.items}
        renderItem={wall.renderItem}
        filter={filter}
        onFilterChange={setFilter}
        values={wallValues}
        hasMore={wall.hasMore}
        isLoadingMore={wall.isLoadingMore}
        onLoadMore={wall.loadMore}
        error={wall.error}
        onRetry={wall.retry}
      />
      {wall.dialog}
    </>
  );
}
