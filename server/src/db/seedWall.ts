import { feedReactionEmojis } from '@plaudit/api/contract';
import { feedMessages } from '@plaudit/domain';
import { sql } from 'drizzle-orm';
import { post } from '../ledger/ledger.ts';
import type { Tx } from './client.ts';
import { rowsOf } from './rows.ts';
import {
  accounts,
  awardRecipients,
  awards,
  feedComments,
  feedReactions,
  members,
} from './schema.ts';

/**
 * The demo's wall (issue 38): reactions and comments on the recent recognitions, points colleagues added
 * to some, and a few private thanks, so the wall is alive on the first start. Deterministic for a `now`.
 * Added points are given by managers who are not demo logins to colleagues who are not either, so the
 * balances the journeys start from are as the history left them.
 */

const hour = 3_600_000;

/** mulberry32, seeded: the same wall for the same now. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const demoComments = [
  'So well deserved!',
  'Congratulations, you make the whole store better.',
  'Thank you from all of us at the front counter.',
  'The customers noticed too. Well done!',
  'Proud to work with you.',
  'Legend! 🙌',
  'Couldn’t agree more.',
  'This made my day.',
  'Well done, and thank you for the help on Saturday.',
  'Mrs Daniels asked for you by name again this week.',
  'Next coffee is on me ☕',
  'Brilliant work with the new puppy-food display.',
];

interface RecentAward {
  id: number | string;
  type: string;
  value: string;
  giver: number | null;
  created_at: Date | string;
  cluster_id: number;
  recipients: number[];
}

interface Colleague {
  id: number;
  cluster_id: number;
  firstname: string;
  surname: string;
  is_manager: boolean;
}

export async function seedWall(
  tx: Tx,
  { now, demoLoginIds }: { now: Date; demoLoginIds: readonly number[] },
): Promise<void> {
  const random = seededRandom(Math.floor(now.getTime() / hour) ^ 0x3a11);
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const recent = await rowsOf<RecentAward>(
    tx,
    sql`select a.id, a.type, a.value, a.giver_member_id as giver, a.created_at,
        coalesce(g.cluster_id, (select m.cluster_id from ${awardRecipients} r
          join ${members} m on m.id = r.member_id where r.award_id = a.id limit 1)) as cluster_id,
        array(select r.member_id from ${awardRecipients} r where r.award_id = a.id
          order by r.member_id) as recipients
      from ${awards} a left join ${members} g on g.id = a.giver_member_id
      order by a.created_at desc, a.id desc limit 160`,
  );
  const colleagues = await rowsOf<Colleague>(
    tx,
    sql`select id, cluster_id, firstname, surname, is_manager from ${members}
      where registered_at is not null and deactivated_at is null order by id`,
  );
  const inCluster = (clusterId: number) =>
    colleagues.filter((c) => Number(c.cluster_id) === Number(clusterId));

  const reactions: (typeof feedReactions.$inferInsert)[] = [];
  const comments: (typeof feedComments.$inferInsert & { createdAt: Date })[] = [];
  for (const award of recent) {
    const awardId = Number(award.id);
    const given = new Date(award.created_at).getTime();
    const later = () => new Date(Math.min(now.getTime(), given + (1 + random() * 30) * hour));
    const crowd = inCluster(award.cluster_id);
    const reactors = Math.floor(random() * random() * 9);
    for (let i = 0; i < reactors; i += 1) {
      const who = pick(crowd);
      const emoji = random() < 0.5 ? '👏' : pick(feedReactionEmojis);
      if (who && emoji) reactions.push({ awardId, memberId: who.id, emoji, createdAt: later() });
    }
    if (random() < 0.35)
      for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i += 1) {
        const who = pick(crowd);
        const text = pick(demoComments);
        if (who && text)
          comments.push({ awardId, authorMemberId: who.id, text, createdAt: later() });
      }
  }
  for (let i = 0; i < reactions.length; i += 500)
    await tx
      .insert(feedReactions)
      .values(reactions.slice(i, i + 500))
      .onConflictDoNothing();
  // In the order they were written, as a live wall makes them: the console lists the newest (highest id)
  // first.
  comments.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  for (let i = 0; i < comments.length; i += 500)
    await tx.insert(feedComments).values(comments.slice(i, i + 500));

  const demo = new Set(demoLoginIds);
  const outsideDemo = (award: RecentAward) =>
    award.giver !== null &&
    !demo.has(Number(award.giver)) &&
    award.recipients.length > 0 &&
    award.recipients.every((r) => !demo.has(Number(r)));

  // A few private thanks among the Shout Outs: the wall shows them only to those they concern.
  const privately = recent
    .filter((a) => a.type === 'thankyou' && outsideDemo(a))
    .filter(() => random() < 0.2)
    .map((a) => Number(a.id));
  if (privately.length > 0)
    await tx.execute(
      sql`update ${awards} set is_private = true where id = any(${sql.param(privately)}::bigint[])`,
    );

  // Points added by colleagues ("+25 from …"), from managers' budgets.
  const names = new Map(colleagues.map((c) => [Number(c.id), `${c.firstname} ${c.surname}`]));
  const candidates = recent.filter(
    (a) => outsideDemo(a) && !privately.includes(Number(a.id)) && a.recipients.length <= 3,
  );
  for (const award of candidates.slice(0, 40).filter(() => random() < 0.3)) {
    const adder = pick(
      inCluster(award.cluster_id).filter(
        (c) =>
          c.is_manager &&
          !demo.has(Number(c.id)) &&
          Number(c.id) !== Number(award.giver) &&
          !award.recipients.map(Number).includes(Number(c.id)),
      ),
    );
    if (!adder) continue;
    const points = pick([20, 25, 50]) ?? 25;
    const at = new Date(Math.min(now.getTime(), new Date(award.created_at).getTime() + 3 * hour));
    const giver = names.get(Number(adder.id)) ?? '';
    // A budget the history spent already adds nothing (a refused debit would end the seed's transaction).
    const [budget] = await rowsOf<{ balance: number }>(
      tx,
      sql`select balance from ${accounts} where member_id = ${adder.id}::integer
        and kind = 'management'`,
    );
    if ((budget?.balance ?? 0) < points * award.recipients.length) continue;
    await post(tx, {
      transfer: {
        kind: 'award',
        memberId: Number(adder.id),
        createdAt: at,
        postings: [
          ...award.recipients.map((r) => ({
            account: { memberId: Number(adder.id), kind: 'management' } as const,
            amount: -points,
            description: feedMessages.additionGivenEntry({
              recipient: names.get(Number(r)) ?? '',
              value: award.value,
            }),
            counterpartyMemberId: Number(r),
          })),
          ...award.recipients.map((r) => ({
            account: { memberId: Number(r), kind: 'redeemable' } as const,
            amount: points,
            description: feedMessages.additionEntry({ giver, value: award.value }),
            counterpartyMemberId: Number(adder.id),
          })),
        ],
      },
      alongside: [
        {
          kind: 'feedAddition',
          addition: {
            awardId: Number(award.id),
            giverMemberId: Number(adder.id),
            points,
            paidFrom: 'management',
            createdAt: at,
          },
        },
      ],
    });
  }
}
