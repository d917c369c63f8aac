import {
  awardRefusals,
  isRegistered,
  memberIdNumber,
  memberName,
  messages,
  parseRecipients,
  refuseAwardRecipients,
  refuseRecipientCount,
  type AwardRecipientCaps,
  type AwardType,
} from '@plaudit/domain';
import { divisions, memberList } from './fixtures';

export interface ReachOptions {
  /** The member asking: refused by id with `refusal`, and left out of whole divisions. */
  self?: { id: string | undefined; refusal: string };
  emptyDivision: (division: string) => string;
  /** An award's rules of whole divisions and caps, as the server applies them. */
  award?: { type: AwardType; caps: AwardRecipientCaps; countryCode: string };
}

/**
 * The member ids a recipient list reaches, read by the domain's one parser as the server reads it, or
 * the refusal of the first entry that cannot be given to.
 */
export function reach(
  wire: readonly string[],
  options: ReachOptions,
): { reached: Set<string> } | { refusal: string } {
  const parsed = parseRecipients(wire);
  if (!parsed.ok) return { refusal: parsed.refusal };
  const { award, self } = options;
  if (parsed.recipients.allShops) return { refusal: awardRefusals.allShops };
  if (award) {
    const refusal = refuseAwardRecipients(award.type, parsed.recipients, award.caps);
    if (refusal !== undefined) return { refusal };
  }
  const chosen = new Set<string>();
  for (const id of parsed.recipients.memberIds) {
    if (self?.id !== undefined && memberIdNumber(self.id) === id) return { refusal: self.refusal };
    const member = memberList.find((m) => memberIdNumber(m.memberId) === id);
    if (!member) return { refusal: awardRefusals.unknownRecipient };
    if (!isRegistered(member.memberId))
      return { refusal: messages.unregisteredMember(memberName(member)) };
    chosen.add(member.memberId);
  }
  for (const code of parsed.recipients.divisionCodes) {
    const division = divisions.find((d) => d.divisionCode === code);
    if (!division) return { refusal: awardRefusals.unknownDivision(code) };
    if (award && division.countryCode !== award.countryCode)
      return { refusal: awardRefusals.divisionOutsideCluster(division.division) };
    const team = memberList.filter(
      (m) =>
        m.division === division.division && isRegistered(m.memberId) && m.memberId !== self?.id,
    );
    if (team.length === 0) return { refusal: options.emptyDivision(division.division) };
    team.forEach((m) => chosen.add(m.memberId));
  }
  if (chosen.size === 0) return { refusal: messages.recipientsRequired };
  if (award) {
    const refusal = refuseRecipientCount(award.type, chosen.size, award.caps);
    if (refusal !== undefined) return { refusal };
  }
  return { reached: chosen };
}
