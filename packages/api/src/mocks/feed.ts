import {
  awardPoints,
  consoleMessages,
  feedMessages,
  memberName,
  payItForwardPoints,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { Member } from '../entities';
import {
  adminCommentsPageSize,
  feedCommentMax,
  feedHideReasonMax,
  feedPageSize,
  feedReactionEmojis,
  type AdminCommentRow,
  type FeedComment,
  type FeedItem,
} from '../feed';
import { refusal } from './awards';
import {
  adminCommentRowOf,
  adminComments,
  feedCommentsByItem,
  feedItems,
  feedPeople,
} from './fixtures/feed';
import { fixtureNow } from './fixtures/dates';

const status = (code: number, message: string) => HttpResponse.json({ message }, { status: code });

/** Which fixture person a demo login is. */
const personOf = (member: Member) =>
  Object.values(feedPeople).find((p) => p.name === memberName(member)) ?? feedPeople.thandi;

/**
 * The recognition wall as the server answers it (one per createHandlers): reactions toggle per login,
 * comments are added, deleted and hidden, points are added to the cards; refusals use the server's texts.
 * Private thanks are in the fixtures as Thandi (an administrator) sees them.
 */
export class MockFeed {
  readonly #items: FeedItem[] = structuredClone(feedItems);
  readonly #comments = new Map<number, FeedComment[]>(
    Object.entries(structuredClone(feedCommentsByItem)).map(([id, list]) => [Number(id), list]),
  );
  #nextCommentId = 900;
  /** The moderation list's rows of comments hidden since, by comment id. */
  readonly #hidden = new Map<number, AdminCommentRow>(
    adminComments.comments.filter((c) => c.hidden).map((c) => [c.id, c]),
  );

  #item(id: number): FeedItem | Response {
    return this.#items.find((i) => i.id === id) ?? status(404, feedMessages.notFound);
  }

  list(member: Member, { filter, cursor }: RequestOf<'feedList'>): ResponseOf<'feedList'> {
    const me = personOf(member);
    const kept = this.#items.filter((item) => {
      if (filter === 'me')
        return (
          item.giver?.memberId === me.memberId ||
          item.recipients.some((r) => r.memberId === me.memberId)
        );
      if (filter === 'store')
        return [item.giver, ...item.recipients].some((p) => p?.division === me.division);
      if (filter.startsWith('value:')) return item.value === filter.slice('value:'.length);
      return true;
    });
    const start = cursor ? Number(cursor) : 0;
    const page = kept.slice(start, start + feedPageSize).map((item) => ({
      ...item,
      commentCount: this.#comments.get(item.id)?.length ?? 0,
    }));
    return {
      items: page,
      nextCursor: start + feedPageSize < kept.length ? String(start + feedPageSize) : null,
    };
  }

  react({ id, emoji, on }: RequestOf<'feedReact'>): ResponseOf<'feedReact'> | Response {
    if (!(feedReactionEmojis as readonly string[]).includes(emoji)) {
      const text = feedMessages.unknownReaction({ allowed: feedReactionEmojis.join(' ') });
      return refusal({ emoji: text }, text);
    }
    const item = this.#item(id);
    if (item instanceof Response) return item;
    const found = item.reactions.find((r) => r.emoji === emoji);
    const want = on ?? !found?.mine;
    if (found && found.mine !== want) {
      found.count += want ? 1 : -1;
      found.mine = want;
    } else if (!found && want) item.reactions.push({ emoji, count: 1, mine: true });
    item.reactions = item.reactions
      .filter((r) => r.count > 0)
      .sort(
        (a, b) =>
          (feedReactionEmojis as readonly string[]).indexOf(a.emoji) -
          (feedReactionEmojis as readonly string[]).indexOf(b.emoji),
      );
    return { reactions: item.reactions };
  }

  reactors({ id }: RequestOf<'feedReactors'>): ResponseOf<'feedReactors'> | Response {
    const item = this.#item(id);
    if (item instanceof Response) return item;
    const people = Object.values(feedPeople);
    return {
      reactions: item.reactions.map((r) => ({
        emoji: r.emoji,
        people: people.slice(0, r.count).map(({ memberId, name }) => ({ memberId, name })),
      })),
    };
  }

  comments({ id }: RequestOf<'feedComments'>): ResponseOf<'feedComments'> | Response {
    const item = this.#item(id);
    if (item instanceof Response) return item;
    return { comments: this.#comments.get(id) ?? [] };
  }

  comment(
    member: Member,
    { id, text }: RequestOf<'feedComment'>,
  ): ResponseOf<'feedComment'> | Response {
    const item = this.#item(id);
    if (item instanceof Response) return item;
    const written = text.trim();
    if (written === '')
      return refusal({ text: feedMessages.commentRequired }, feedMessages.commentRequired);
    if ([...written].length > feedCommentMax) {
      const tooLong = feedMessages.commentTooLong(feedCommentMax);
      return refusal({ text: tooLong }, tooLong);
    }
    const comment: FeedComment = {
      id: this.#nextCommentId++,
      author: personOf(member),
      text: written,
      createdAt: fixtureNow,
      mine: true,
    };
    const list = [...(this.#comments.get(id) ?? []), comment];
    this.#comments.set(id, list);
    return { comment, commentCount: list.length };
  }

  deleteComment({
    id,
  }: RequestOf<'feedDeleteComment'>): ResponseOf<'feedDeleteComment'> | Response {
    for (const [itemId, list] of this.#comments) {
      const comment = list.find((c) => c.id === id);
      if (!comment) continue;
      if (!comment.mine) return status(403, feedMessages.notYourComment);
      this.#comments.set(
        itemId,
        list.filter((c) => c.id !== id),
      );
      return { message: feedMessages.commentDeleted };
    }
    return status(404, feedMessages.commentNotFound);
  }

  addPoints(
    member: Member,
    { id, points }: RequestOf<'feedAddPoints'>,
  ): ResponseOf<'feedAddPoints'> | Response {
    const item = this.#item(id);
    if (item instanceof Response) return item;
    const me = personOf(member);
    if (
      item.giver?.memberId === me.memberId ||
      item.recipients.some((r) => r.memberId === me.memberId)
    )
      return status(403, feedMessages.ownRecognition);
    const offered = member.isManager ? awardPoints('reward') : payItForwardPoints;
    if (!offered.includes(points)) {
      const text = feedMessages.pointsNotOffered({ points: offered.join(', ') });
      return refusal({ points: text }, text);
    }
    item.additions = [...item.additions, { giver: me.name, points }];
    return {
      message: feedMessages.pointsAdded({ points, count: item.recipients.length }),
      additions: item.additions,
    };
  }

  hideComment(
    member: Member,
    { id, reason }: RequestOf<'adminHideComment'>,
  ): ResponseOf<'adminHideComment'> | Response {
    if (!member.isAdminReports) return status(403, consoleMessages.adminOnly);
    const why = reason.trim();
    if (why === '')
      return refusal({ reason: feedMessages.reasonRequired }, feedMessages.reasonRequired);
    if ([...why].length > feedHideReasonMax) {
      const tooLong = feedMessages.reasonTooLong(feedHideReasonMax);
      return refusal({ reason: tooLong }, tooLong);
    }
    for (const [itemId, list] of this.#comments) {
      const comment = list.find((c) => c.id === id);
      if (!comment) continue;
      this.#hidden.set(
        id,
        adminCommentRowOf(itemId, comment, { at: fixtureNow, by: memberName(member), reason: why }),
      );
      this.#comments.set(
        itemId,
        list.filter((c) => c.id !== id),
      );
      return { message: feedMessages.commentHidden };
    }
    return status(404, feedMessages.commentNotFound);
  }

  /** The console's moderation list: every comment newest first, hidden ones with their reason. */
  adminComments(
    member: Member,
    { before }: RequestOf<'adminComments'>,
  ): ResponseOf<'adminComments'> | Response {
    if (!member.isAdminReports) return status(403, consoleMessages.adminOnly);
    const all = [...this.#comments]
      .flatMap(([itemId, list]) => list.map((c) => adminCommentRowOf(itemId, c)))
      .concat([...this.#hidden.values()])
      .filter((c) => before === undefined || c.id < before)
      .sort((a, b) => b.id - a.id);
    const page = all.slice(0, adminCommentsPageSize);
    return {
      comments: page,
      nextBefore: all.length > adminCommentsPageSize ? (page.at(-1)?.id ?? null) : null,
    };
  }
}
