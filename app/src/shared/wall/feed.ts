import type {
  FeedComment as WireComment,
  FeedItem as WireItem,
  FeedPerson as WirePerson,
} from '@plaudit/api';
import { nominationValues, recogniseValues, shoutOutValues } from '@plaudit/domain';
import { errorTextOf, formErrorsOf } from '@plaudit/portal';
import type {
  FeedComment,
  FeedItem,
  FeedPerson,
  FeedReaction,
  SubmitOutcome,
  WallFilter,
} from '@plaudit/ui';
import { pictureUrlOf } from '../pictures';

/** A person of the wire as the wall's cards show them (the picture by its address). */
export function toFeedPerson(person: WirePerson): FeedPerson {
  return {
    memberId: String(person.memberId),
    name: person.name,
    division: person.division,
    pictureUrl: person.picId ? pictureUrlOf(person.picId) : undefined,
  };
}

/** A card of `/api/feed/list` as the ui draws it (an approved nomination's award among them). */
export function toFeedItem(item: WireItem): FeedItem {
  return {
    id: String(item.id),
    giver: item.giver ? toFeedPerson(item.giver) : null,
    recipients: item.recipients.map(toFeedPerson),
    type: item.type,
    value: item.value,
    message: item.message,
    points: item.points ?? undefined,
    createdAt: item.createdAt,
    reactions: item.reactions,
    commentCount: item.commentCount,
    private: item.isPrivate,
    // The wire names an addition's giver only: a colleague's name, with no id or store.
    additions: item.additions.map((addition, index) => ({
      id: `${String(item.id)}-${String(index)}`,
      giver: { memberId: '', name: addition.giver, division: '' },
      points: addition.points,
    })),
  };
}

/** The cards of the pages loaded so far, newest first, each once (a card may move between pages). */
export function feedItemsOf(pages: readonly { items: readonly WireItem[] }[]): {
  items: FeedItem[];
  mayAddPoints: ReadonlySet<string>;
} {
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  const mayAddPoints = new Set<string>();
  for (const page of pages)
    for (const wire of page.items) {
      const item = toFeedItem(wire);
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
      if (wire.mayAddPoints) mayAddPoints.add(item.id);
    }
  return { items, mayAddPoints };
}

export function toFeedComment(comment: WireComment): FeedComment {
  return {
    id: String(comment.id),
    author: toFeedPerson(comment.author),
    text: comment.text,
    createdAt: comment.createdAt,
    mine: comment.mine,
  };
}

/** The wall's filter as `/api/feed/list` names it ('value:Client Focus'). */
export function wireFilterOf(filter: WallFilter): string {
  if (filter.kind !== 'value') return filter.kind;
  return filter.value ? `value:${filter.value}` : 'everyone';
}

/** The values the 'By value' filter offers: every award's, each once, in the forms' order. */
export const wallValues: readonly string[] = [
  ...new Set<string>([...recogniseValues, ...nominationValues, ...shoutOutValues]),
];

/** What an RTK Query mutation resolves with. */
export type CallResult<D> = { data: D; error?: undefined } | { data?: undefined; error: unknown };

/**
 * A wall call's outcome for the ui component that waits on it: done with the server's words, or refused
 * with its refusals by field and its words (the component's own words when the server gave none).
 */
export function outcomeOf<D>(
  result: CallResult<D>,
  fallback: string,
  done?: (data: NonNullable<D>) => string | undefined,
): SubmitOutcome {
  if (result.data !== undefined && result.data !== null) {
    const message = done?.(result.data);
    return message === undefined ? { ok: true } : { ok: true, message };
  }
  const formErrors = formErrorsOf(result.error);
  const message = errorTextOf(result.error, fallback);
  return formErrors ? { ok: false, formErrors, message } : { ok: false, message };
}

/** A reaction turned on or off, before the server's count comes back (the bar answers at once). */
export function withReaction(
  reactions: readonly FeedReaction[],
  emoji: string,
  on: boolean,
): FeedReaction[] {
  const found = reactions.find((r) => r.emoji === emoji);
  if (!found) return on ? [...reactions, { emoji, count: 1, mine: true }] : [...reactions];
  if (found.mine === on) return [...reactions];
  return reactions.map((r) =>
    r === found ? { emoji, count: Math.max(0, r.count + (on ? 1 : -1)), mine: on } : r,
  );
}
