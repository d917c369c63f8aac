import type { AwardType, MemberBalance } from '@plaudit/domain';

/** A member as the operator console lists them (the api's ConsoleMember). */
export interface ConsoleMemberRow {
  memberId: number;
  name: string;
  cellNum: string;
  division: string;
  divisionCode: string;
  cluster: string;
  isManager: boolean;
  isAdmin: boolean;
  isRegistered: boolean;
  /** False once an administrator deactivated them. */
  isActive: boolean;
}

/** The three balances as the member's own member data reports them. */
export interface ConsoleMemberBalances {
  awardsPointsAvailable: number;
  awardsPointsAvailable1: number;
  awardsPointsAvailableMng: number;
}

/** An award given or received, with the colleague on its other side. */
export interface ConsoleAwardRow {
  awardId: number;
  date: Date;
  /** The award's type; 'nomination' for an approved nomination's award from the programme. */
  type: AwardType | 'nomination';
  value: string;
  points: number;
  colleague: string;
}

/** An order of the member. */
export interface ConsoleOrderRow {
  orderNum: string;
  orderDate: Date;
  orderStatusId: string;
  points: number;
  itemCount: number;
}

/** A recent line of one of the member's statements. */
export interface ConsoleStatementLine {
  account: MemberBalance;
  date: Date;
  description: string;
  points: number;
}

/** One member's console page (the api's adminMember answer). */
export interface ConsoleMemberPageData {
  member: ConsoleMemberRow & { email: string; picId: string | null; deactivatedAt: Date | null };
  balances: ConsoleMemberBalances;
  statementLines: readonly ConsoleStatementLine[];
  awardsGiven: readonly ConsoleAwardRow[];
  awardsReceived: readonly ConsoleAwardRow[];
  orders: readonly ConsoleOrderRow[];
  /** (issue 37) How the member gets their messages and their last ones; absent from an older server. */
  messaging?: ConsoleMemberMessaging | undefined;
}

/** A value an audit entry records. */
export type AuditValueText = string | number | boolean | null;

/** One entry of the audit log (the api's AuditEntry). */
export interface AuditLogEntry {
  auditId: number;
  at: Date;
  actorKind: 'console' | 'cli' | 'member';
  actor: string | null;
  action: string;
  memberId: number | null;
  member: string | null;
  /** The member's number, beside their name. */
  memberNumber?: string | null | undefined;
  before: Readonly<Record<string, AuditValueText>> | null;
  after: Readonly<Record<string, AuditValueText>> | null;
  reason: string;
  /** What the values' ids name ('orderLineId': the line's product). */
  names?: Readonly<Record<string, string>> | null | undefined;
}

/** One of a member's messages on their console page (issue 37), without its words. */
export interface ConsoleDelivery {
  id: number;
  channel: 'sms' | 'whatsapp' | 'email' | 'push';
  /** The outbox's kind of message ('pin', 'award', 'voucherCodes', …). */
  kind: string;
  createdAt: Date;
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  /** When the status was reported or the message sent; null while queued. */
  statusAt: Date | null;
  /** A WhatsApp message sent once more by SMS. */
  fellBackToSms: boolean;
}

/** How a member gets their messages (SMS, or WhatsApp since a day) and their last ones, newest first. */
export interface ConsoleMemberMessaging {
  messageChannel: 'sms' | 'whatsapp';
  whatsappSince: Date | null;
  deliveries: readonly ConsoleDelivery[];
}
