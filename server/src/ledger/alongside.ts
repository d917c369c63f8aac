import { sql, type SQL } from 'drizzle-orm';
import {
  awardRecipients,
  awards,
  basketLines,
  feedAdditions,
  orders,
  promoCodes,
} from '../db/schema.ts';
import { outboxInsert, type OutgoingMessage, type Queueing } from '../outbox/queue.ts';

/**
 * What is written with a transfer, in the transfer's own statement and exactly when it is written: typed
 * descriptions that only the ledger turns into SQL (callers never hand it statements to splice).
 */
export type Alongside =
  /** An award (its `transferId` is the transfer's) and one row per recipient. */
  | {
      readonly kind: 'award';
      readonly award: AwardRow;
      readonly recipients: readonly { readonly memberId: number; readonly divisionId: number }[];
    }
  /** Messages for the outbox, each counted against the budget given (see outboxInsert). */
  | {
      readonly kind: 'messages';
      readonly queueing: Queueing;
      readonly messages: readonly OutgoingMessage[];
    }
  /** An order paid by the transfer: its `transferId` and its status. */
  | { readonly kind: 'orderSettled'; readonly orderId: number; readonly statusId: string }
  /** A member's basket, ordered. */
  | { readonly kind: 'basketEmptied'; readonly memberId: number }
  /** One more use of a promo code. */
  | { readonly kind: 'promoUsed'; readonly promoCodeId: number }
  /** Points a colleague added to a recognition on the wall, paid by the transfer. */
  | { readonly kind: 'feedAddition'; readonly addition: FeedAdditionRow };

/** A wall addition's row as written (its id and transfer are the statement's). */
export type FeedAdditionRow = Pick<
  typeof feedAdditions.$inferSelect,
  'awardId' | 'giverMemberId' | 'points' | 'paidFrom' | 'createdAt'
>;

/** An award's row as written (its id and transfer are the statement's). */
export type AwardRow = Pick<
  typeof awards.$inferSelect,
  | 'type'
  | 'giverMemberId'
  | 'giverDivisionId'
  | 'value'
  | 'points'
  | 'message'
  | 'sendBy'
  | 'divisionCodes'
  | 'createdAt'
  | 'isPrivate'
>;

/** A data-modifying part of the statement's `with` list: it selects from `transfer` and returns what it wrote. */
export interface Part {
  readonly name: string;
  readonly statement: SQL;
}

/**
 * The statement parts of what is written alongside, in order. Each selects `from transfer` (the new
 * transfer's id, or one null row when the caller writes rows without a transfer), so it is written exactly
 * when the transfer is; each returns what it wrote, so the statement's answer can read it before it locks
 * the balances.
 */
export function alongsideParts(alongside: readonly Alongside[]): Part[] {
  return alongside.flatMap((item, i): Part[] => {
    switch (item.kind) {
      case 'award': {
        const { award: a, recipients } = item;
        const award = `award_${i}`;
        return [
          {
            name: award,
            statement: sql`insert into ${awards} (type, giver_member_id, giver_division_id, value, points,
                message, send_by, division_codes, transfer_id, created_at, is_private)
              select ${a.type}, ${a.giverMemberId}::integer, ${a.giverDivisionId}::integer, ${a.value},
                ${a.points}::integer, ${a.message}, ${a.sendBy}, ${sql.param(a.divisionCodes)}::text[],
                transfer.id, ${a.createdAt}, ${a.isPrivate}::boolean from transfer
              returning id`,
          },
          {
            name: `award_recipient_${i}`,
            statement: sql`insert into ${awardRecipients} (award_id, member_id, division_id, created_at)
              select a.id, r.member_id, r.division_id, ${a.createdAt} from ${sql.identifier(award)} a,
                unnest(${sql.param(recipients.map((r) => r.memberId))}::integer[],
                       ${sql.param(recipients.map((r) => r.divisionId))}::integer[])
                  as r(member_id, division_id)
              returning award_id`,
          },
        ];
      }
      case 'messages':
        return [
          {
            name: `message_${i}`,
            statement: sql`${outboxInsert(item.queueing, item.messages)}
              where exists (select 1 from transfer) returning id`,
          },
        ];
      case 'orderSettled':
        return [
          {
            name: `order_settled_${i}`,
            statement: sql`update ${orders} set transfer_id = transfer.id, status_id = ${item.statusId}
              from transfer where ${orders}.id = ${item.orderId}::integer returning ${orders}.id`,
          },
        ];
      case 'basketEmptied':
        return [
          {
            name: `basket_emptied_${i}`,
            statement: sql`delete from ${basketLines} where member_id = ${item.memberId}::integer
              and exists (select 1 from transfer) returning 1`,
          },
        ];
      case 'feedAddition': {
        const { addition: a } = item;
        return [
          {
            name: `feed_addition_${i}`,
            statement: sql`insert into ${feedAdditions}
                (award_id, giver_member_id, points, paid_from, transfer_id, created_at)
              select ${a.awardId}::bigint, ${a.giverMemberId}::integer, ${a.points}::integer,
                ${a.paidFrom}, transfer.id, ${a.createdAt} from transfer
              returning id`,
          },
        ];
      }
      case 'promoUsed':
        return [
          {
            name: `promo_used_${i}`,
            statement: sql`update ${promoCodes} set used_count = ${promoCodes}.used_count + 1
              from transfer where ${promoCodes}.id = ${item.promoCodeId}::integer returning 1`,
          },
        ];
    }
  });
}
