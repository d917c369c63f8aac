import {
  useFeedAddPointsMutation,
  useFeedListInfiniteQuery,
  useGetMemberDataQuery,
} from '@plaudit/api';
import { awardPoints, canAccess } from '@plaudit/domain';
import { loadErrorTextOf } from '@plaudit/portal';
import {
  AddPointsDialog,
  Alert,
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
 * Idempotency-Key made afresh each time it opens; once points are added, the server's words under that
 * card. The cards' headings are at `headingLevel`.
 */
export function useWall(filter: WallFilter, headingLevel: 2 | 3) {
  const query = useFeedListInfiniteQuery(wireFilterOf(filter));
  const { data: member } = useGetMemberDataQuery(undefined);
  const memberData = member?.memberData;
  const { items, mayAddPoints } = useMemo(() => feedItemsOf(query.data?.pages ?? []), [query.data]);
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const [adding, setAdding] = useState<FeedItem | null>(null);
  const [added, setAdded] = useState<{ id: string; message: string } | null>(null);
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
      notice={
        added?.id === item.id ? (
          <Alert variant="success" onDismiss={() => setAdded(null)}>
            {added.message}
          </Alert>
        ) : undefined
      }
      onAddPoints={
        mayGive && mayAddPoints.has(item.id)
          ? () => {
              keys.reset();
              setAdded(null);
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
      choices={awardPoints(isManager ? 'reward' : 'payitforward')}
      onAddPoints={async (points) => {
        const body = { id: Number(adding.id), points };
        const result = await addPoints({ body, idempotencyKey: keys.keyFor(body) });
        const outcome = outcomeOf(result, wallMessages.addFailed, (data) => data.message);
        if (outcome.ok && outcome.message !== undefined)
          setAdded({ id: adding.id, message: outcome.message });
        return outcome;
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
