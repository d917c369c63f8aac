import type { Tx } from './client.ts';
import { awardRecipients, awards, type Milestone } from './schema.ts';

/** An award the demo seed writes, with its recipients (the demo's awards and its history's). */
export interface SeedAward {
  type: (typeof awards.$inferInsert)['type'];
  giverMemberId: number | null;
  giverDivisionId: number | null;
  value: string;
  points: number;
  message: string;
  transferId: number | null;
  createdAt: Date;
  recipients: readonly { memberId: number; divisionId: number }[];
  /** A milestone card from the programme, with its once-only key (issue 38). */
  milestone?: { kind: Milestone; key: string; years?: number } | undefined;
}

/** Writes the awards and their recipients, sent by email as the demo's are; their ids, in order. */
export async function insertSeedAwards(tx: Tx, list: readonly SeedAward[]): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .insert(awards)
    .values(
      list.map(({ recipients: _recipients, milestone, ...award }) => ({
        ...award,
        sendBy: 'email',
        ...(milestone
          ? {
              milestone: milestone.kind,
              milestoneKey: milestone.key,
              milestoneYears: milestone.years ?? null,
            }
          : {}),
      })),
    )
    .returning({ id: awards.id });
  const ids = rows.map((row) => row.id);
  const recipients = list.flatMap((award, i) =>
    award.recipients.map((r) => ({
      awardId: ids[i] ?? 0,
      memberId: r.memberId,
      divisionId: r.divisionId,
      createdAt: award.createdAt,
    })),
  );
  if (recipients.length > 0) await tx.insert(awardRecipients).values(recipients);
  return ids;
}
