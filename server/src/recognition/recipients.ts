import { awardRefusals, memberName, messages, parseRecipients } from '@plaudit/domain';
import { and, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { divisions, members } from '../db/schema.ts';
import { badRequest, type Refusal } from '../refusals.ts';

/** A recipient list read from the wire: member ids and whole divisions, checked against the database. */
export interface WireRecipients {
  memberIds: number[];
  divisions: { id: number; code: string; name: string; clusterId: number }[];
}

export interface ReadRecipientsOptions {
  /** The formErrors field the refusals go under ('members' for a nomination, 'recipients' otherwise). */
  field: string;
  /** The member asking; refused by id with `yourselfRefusal` when given. */
  self?: { id: number; refusal: string };
  /** The refusal of a division without anyone to reach. */
  emptyDivision: (division: string) => string;
  /** Whole divisions leave out this member (the nominator), if given. */
  divisionsExclude?: number;
}

/**
 * Reads 'member id' and 'div:{code}' entries: unknown members and divisions, members not registered yet,
 * the member asking, 'all_shops:' and a division with nobody registered (but the excluded member) are
 * refused under the field; duplicates count once.
 */
export async function readRecipients(
  tx: Tx,
  wire: readonly string[],
  options: ReadRecipientsOptions,
): Promise<WireRecipients> {
  const refuse = (text: string): Refusal => badRequest({ [options.field]: text }, text);
  const parsed = parseRecipients(wire);
  if (!parsed.ok) throw refuse(parsed.refusal);
  // Send To All reads 'all_shops:' itself, before it gets here: anywhere else it is refused.
  if (parsed.recipients.allShops) throw refuse(awardRefusals.allShops);
  const ids = new Set(parsed.recipients.memberIds);
  const codes = new Set(parsed.recipients.divisionCodes);
  if (options.self && ids.has(options.self.id)) throw refuse(options.self.refusal);
  if (ids.size > 0) {
    const rows = await tx
      .select({
        id: members.id,
        firstname: members.firstname,
        surname: members.surname,
        registeredAt: members.registeredAt,
        deactivatedAt: members.deactivatedAt,
      })
      .from(members)
      .where(inArray(members.id, [...ids]));
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      // A deactivated member (they left) cannot be chosen: as if they were not on the programme.
      if (!row || row.deactivatedAt !== null) throw refuse(awardRefusals.unknownRecipient);
      if (row.registeredAt === null) throw refuse(messages.unregisteredMember(memberName(row)));
    }
  }
  const found =
    codes.size === 0
      ? []
      : await tx
          .select({
            id: divisions.id,
            code: divisions.code,
            name: divisions.name,
            clusterId: divisions.clusterId,
          })
          .from(divisions)
          .where(inArray(divisions.code, [...codes]));
  for (const code of codes) {
    if (!found.some((d) => d.code === code)) throw refuse(awardRefusals.unknownDivision(code));
  }
  if (found.length > 0) {
    const reached = await tx
      .selectDistinct({ divisionId: members.divisionId })
      .from(members)
      .where(
        and(
          inArray(
            members.divisionId,
            found.map((d) => d.id),
          ),
          isNotNull(members.registeredAt),
          isNull(members.deactivatedAt),
          options.divisionsExclude === undefined
            ? undefined
            : ne(members.id, options.divisionsExclude),
        ),
      );
    for (const division of found) {
      if (!reached.some((r) => r.divisionId === division.id))
        throw refuse(options.emptyDivision(division.name));
    }
  }
  if (ids.size === 0 && found.length === 0) throw refuse(messages.recipientsRequired);
  return { memberIds: [...ids].sort((a, b) => a - b), divisions: found };
}
