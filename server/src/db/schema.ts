import {
  feedReactionEmojis,
  type AdminImportResult,
  type ImportProgressValue,
} from '@plaudit/api/contract';
import type { StatementWording } from '../ledger/wording.ts';
import {
  importJobStates,
  importModes,
  memberBalances,
  messageChannels,
  nominationStatuses,
  type ImportJobState,
  type ImportMode,
  type ImporterName,
  type MemberBalance,
  type MessageChannel,
  type NominationStatus,
} from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A CHECK's list of allowed texts, written from the list the code uses, so the two cannot drift. */
const oneOf = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/** A country of the programme, with the shop currency settings of its members. */
export const clusters = pgTable('clusters', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** ISO 3166 region used to read cell numbers typed in local form. */
  phoneRegion: text('phone_region').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  siteTemplate: text('site_template').notNull().default('default'),
  productCurrency: text('product_currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  currencyDecimalPlaces: integer('currency_decimal_places').notNull().default(2),
  isTruncateCents: boolean('is_truncate_cents').notNull().default(false),
  isCurrencySymbolSuffix: boolean('is_currency_symbol_suffix').notNull().default(false),
  deliveryType: text('delivery_type').notNull().default('Z'),
  /** Points one unit of the currency costs, as a decimal string (for example '10'). */
  currencyRateMoney: text('currency_rate_money').notNull().default('1'),
});

export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id),
  },
  (t) => [index('divisions_cluster_idx').on(t.clusterId)],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    /** The cell number in E.164 form; the login id. */
    cellE164: text('cell_e164').notNull().unique(),
    /** The cell number as the member's country writes it (memberNumber and cellNum on the wire). */
    cellNational: text('cell_national').notNull(),
    firstname: text('firstname').notNull(),
    surname: text('surname').notNull(),
    /**
     * Every prefix (up to 20 letters) of every word of the name, folded to lower-case ASCII. Computed by
     * the database (SQL function plaudit_name_keys, migration 0004), so no code path can forget it; a
     * trigger copies each key into memberNameKeys, which the name search reads.
     */
    nameKeys: text('name_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`plaudit_name_keys(firstname, surname)`),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash'),
    registeredAt: at('registered_at'),
    termsAcceptedAt: at('terms_accepted_at'),
    isManager: boolean('is_manager').notNull().default(false),
    isAdminReports: boolean('is_admin_reports').notNull().default(false),
    postAddr2: text('post_addr2').notNull().default(''),
    picId: text('pic_id'),
    dobDd: text('dob_dd').notNull().default(''),
    dobMm: text('dob_mm').notNull().default(''),
    interest1: text('interest1').notNull().default(''),
    interestOtherDesc: text('interest_other_desc').notNull().default(''),
    otherInfo: text('other_info').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * When an administrator deactivated the member (they left the programme): no login or registration,
     * not listed or accepted as a recipient. Null while active. Their accounts stay as they are.
     */
    deactivatedAt: at('deactivated_at'),
    /**
     * The language the member chose (a BCP 47 code of a shipped language: en, af, zu, xh), in which the
     * portal opens and the server answers and writes to them; null while they chose none (English, or the
     * request's Accept-Language).
     */
    language: text('language'),
    /**
     * The day the member joined the company ('YYYY-MM-DD', from the member import's hireDate): the
     * anniversary job posts a card on the wall each year on that day. Null when not imported.
     */
    hireDate: date('hire_date', { mode: 'string' }),
    /**
     * How the member gets the messages that would go by SMS: 'sms', or 'whatsapp' once they opted in
     * (issue 37). The opt-in's words and when they were given are kept (null once taken back).
     */
    messageChannel: text('message_channel').$type<MessageChannel>().notNull().default('sms'),
    whatsappOptInText: text('whatsapp_opt_in_text'),
    whatsappOptInAt: at('whatsapp_opt_in_at'),
  },
  (t) => [
    index('members_division_idx').on(t.divisionId, t.surname, t.firstname),
    index('members_cluster_idx').on(t.clusterId),
    // A search of two or more words first asks this index for the few members with every key.
    index('members_name_keys_idx').using('gin', t.nameKeys),
    check('members_message_channel_known', sql`${t.messageChannel} in (${oneOf(messageChannels)})`),
    // Home's get-to-know: the few registered members of a division who shared something.
    index('members_get_to_know_idx')
      .on(t.divisionId, t.surname, t.firstname)
      .where(sql`${t.interest1} <> '' and ${t.registeredAt} is not null`),
    // Migration 0027 (the insights' outstanding balance) adds INCLUDE (id, registered_at).
    index('members_division_registered_idx').on(t.divisionId),
    // The member list of a division (getmemberlist without a search): the active members, registered ones
    // first, then by name, so `order by (registered_at is null), surname, firstname, id limit 100` walks it
    // and stops at the limit, and the list's count of the division is an index-only count.
    index('members_list_idx')
      .on(t.divisionId, sql`(${t.registeredAt} is null)`, t.surname, t.firstname, t.id)
      .where(sql`${t.deactivatedAt} is null`),
  ],
);

/**
 * The name search's index: one row per name key of a member (members.name_keys), with the member's
 * surname and first name, so that `where name_prefix = $word order by surname, firstname, member_id
 * limit 100` is a walk of the primary key that stops at the limit, however many members match.
 * Kept in step with members by the database (trigger members_name_keys_sync, migration 0005), in the
 * same transaction as the write. No foreign key: the trigger also removes a deleted member's rows.
 */
export const memberNameKeys = pgTable(
  'member_name_keys',
  {
    namePrefix: text('name_prefix').notNull(),
    surname: text('surname').notNull(),
    firstname: text('firstname').notNull(),
    memberId: integer('member_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.namePrefix, t.surname, t.firstname, t.memberId] })],
);

export const profilePictures = pgTable(
  'profile_pictures',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('profile_pictures_member_idx').on(t.memberId)],
);

/** A member's three balances (DESIGN.md "Points and balances"), listed once in @plaudit/domain. */
export const memberAccountKinds = memberBalances;
export type MemberAccountKind = MemberBalance;
/**
 * The programme's side of every transfer: `funding` issues points (its balance goes negative by the
 * points the programme has issued), `redemptions` takes points spent in the shop, `expired` takes
 * allowance not given in time.
 */
export const programmeAccountKinds = [
  'funding',
  'redemptions',
  'expired',
  // Migration 0016: the redemptions side in eight parts, so orders do not queue on one row.
  'redemptions.1',
  'redemptions.2',
  'redemptions.3',
  'redemptions.4',
  'redemptions.5',
  'redemptions.6',
  'redemptions.7',
] as const;
export type ProgrammeAccountKind = (typeof programmeAccountKinds)[number];
export type AccountKind = MemberAccountKind | ProgrammeAccountKind;

/**
 * Each account kind by name, so SQL and postings name a kind through the schema
 * (`a.kind = ${accountKind.redeemable}`, `{ memberId, kind: accountKind.redeemable }`).
 */
export const accountKind = {
  redeemable: 'redeemable',
  payItForward: 'payItForward',
  management: 'management',
  funding: 'funding',
  redemptions: 'redemptions',
  expired: 'expired',
} as const satisfies { [K in MemberAccountKind | 'funding' | 'redemptions' | 'expired']: K };

/**
 * A balance: one of a member's three, or one of the programme's (memberId null). Written only by the
 * ledger module (server/src/ledger). The database refuses a negative member balance.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').$type<AccountKind>().notNull(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    uniqueIndex('accounts_member_kind_idx').on(t.memberId, t.kind),
    uniqueIndex('accounts_programme_kind_idx')
      .on(t.kind)
      .where(sql`${t.memberId} is null`),
    check('accounts_member_balance_not_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
    check(
      'accounts_kind_known',
      sql`(${t.memberId} is not null and ${t.kind} in (${oneOf(memberAccountKinds)})) or (${t.memberId} is null and ${t.kind} in (${oneOf(programmeAccountKinds)}))`,
    ),
  ],
);

export const transferKinds = [
  'award',
  'grant',
  'allowance',
  'expiry',
  'order',
  'refund',
  'recommendation',
  'adjustment',
] as const;
export type TransferKind = (typeof transferKinds)[number];

/** One business event that moves points; its entries sum to zero. */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<TransferKind>().notNull(),
    /** Who caused it (the giver of an award, the member who ordered); null for the programme's own jobs. */
    memberId: integer('member_id').references(() => members.id),
    /** What it is about, unique per kind where given ('allowance:2026-11', an import row, an order number). */
    reference: text('reference'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('transfers_kind_reference_idx')
      .on(t.kind, t.reference)
      .where(sql`${t.reference} is not null`),
    index('transfers_member_idx').on(t.memberId, t.createdAt),
    // Insights' adjustments by administrator: a range's few adjustments without reading every transfer.
    index('transfers_adjustments_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'adjustment'`),
    check('transfers_kind_known', sql`${t.kind} in (${oneOf(transferKinds)})`),
  ],
);

/** One side of a transfer on one account; an account's balance is the sum of its entries. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: integer('amount').notNull(),
    /** What the entry means to the account's owner, as the statements show it. */
    description: text('description').notNull(),
    /** What the line says as a kind and values, worded when read, in the reader's language (ledger/wording.ts). */
    wording: jsonb('wording').$type<StatementWording>(),
    /** For awards: who gave (on the recipient's entry) or received (on the giver's entry). */
    counterpartyMemberId: integer('counterparty_member_id').references(() => members.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Migration 0024 adds INCLUDE (amount, counterparty_member_id, transfer_id).
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transfer_idx').on(t.transferId),
    // Migration 0027 adds INCLUDE (account_id, amount, counterparty_member_id, transfer_id).
    index('ledger_entries_created_idx').on(t.createdAt),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** The award types; 'nomination' is an approved nomination's award from the programme's funding (0025). */
/** The programme's milestone cards on the wall (issue 38). */
export const milestones = ['anniversary', 'birthday', 'welcome'] as const;
export type Milestone = (typeof milestones)[number];

export const awardTypes = ['reward', 'adhoc', 'payitforward', 'thankyou', 'nomination'] as const;
export type StoredAwardType = (typeof awardTypes)[number];

/** An award as given: Shout Out, Recognise, adhoc or Pay It Forward, with its transfer when it moved points. */
export const awards = pgTable(
  'awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<(typeof awardTypes)[number]>().notNull(),
    /** Null for a Shout Out from the programme itself (a birthday, migration 0014). */
    giverMemberId: integer('giver_member_id').references(() => members.id),
    /** The giver's division when they gave it (the reports show it); null when the programme gave it. */
    giverDivisionId: integer('giver_division_id').references(() => divisions.id),
    /** The award's value (SPEC §9), the wire's `reason`. */
    value: text('value').notNull(),
    /** Points to each recipient; 0 for a Shout Out. */
    points: integer('points').notNull(),
    message: text('message').notNull(),
    sendBy: text('send_by').notNull(),
    /** The whole divisions chosen ('div:{code}' on the wire), kept as chosen. */
    divisionCodes: text('division_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => transfers.id),
    createdAt: at('created_at').notNull(),
    /**
     * A private thanks (issue 38): on the wall only for the giver, the recipients, their managers and
     * administrators; reports and statements list it as any other.
     */
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * A milestone card from the programme (issue 38): a work anniversary, a birthday or a new member's
     * welcome; null for a recognition someone gave. Only the programme gives them (giver null).
     */
    milestone: text('milestone').$type<Milestone>(),
    /** The years a work anniversary celebrates; null for any other card. */
    milestoneYears: integer('milestone_years'),
    /**
     * What makes a milestone once only ('anniversary:2026:17', 'birthday:2026:17', 'welcome:17'): a second
     * run of a job, or two at once, cannot post the same card twice.
     */
    milestoneKey: text('milestone_key'),
  },
  (t) => [
    // The wall's keyset pages, newest first (feed/list.ts).
    index('awards_feed_idx').on(t.createdAt.desc(), t.id.desc()),
    index('awards_giver_idx').on(t.giverMemberId, t.type, t.createdAt),
    // Migration 0024 (the insights) adds INCLUDE (type, giver_member_id, giver_division_id, value).
    index('awards_created_idx').on(t.createdAt),
    check('awards_type_known', sql`${t.type} in (${oneOf(awardTypes)})`),
    check('awards_points_not_negative', sql`${t.points} >= 0`),
    // Migration 0014: the programme gives Shout Outs only; the report's Current reads these.
    check(
      'awards_programme_gives_shout_outs',
      sql`${t.giverMemberId} is not null or (${t.type} = 'thankyou' and ${t.giverDivisionId} is null)`,
    ),
    index('awards_giver_division_idx').on(t.giverDivisionId, t.createdAt),
    uniqueIndex('awards_milestone_key_idx')
      .on(t.milestoneKey)
      .where(sql`${t.milestoneKey} is not null`),
    check(
      'awards_milestone_from_programme',
      sql`${t.milestone} is null or (${t.milestone} in (${oneOf(milestones)}) and ${t.giverMemberId} is null and ${t.milestoneKey} is not null)`,
    ),
  ],
);

/** Each recipient of an award, with their division at the time. */
export const awardRecipients = pgTable(
  'award_recipients',
  {
    awardId: bigint('award_id', { mode: 'number' })
      .notNull()
      .references(() => awards.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.awardId, t.memberId] }),
    // Migration 0024 adds INCLUDE (member_id, division_id).
    index('award_recipients_created_idx').on(t.createdAt),
    index('award_recipients_member_idx').on(t.memberId, t.createdAt),
    // Migration 0014: the management report's Current, awards received in a division.
    index('award_recipients_division_idx').on(t.divisionId, t.createdAt),
  ],
);

/**
 * A request sent with an Idempotency-Key header: the key (per member and call), a hash of its body and the
 * answer it got, written in the same transaction as the change, so a retry returns the first answer.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    call: text('call').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: text('response').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.call, t.key] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const otpPurposes = ['register', 'reset', 'change'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** A one-time pin sent by SMS; step 2 names it by the auth token handed out in step 1. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    authHash: text('auth_hash').notNull().unique(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    cellE164: text('cell_e164').notNull(),
    codeHash: text('code_hash').notNull(),
    postAddr2: text('post_addr2').notNull().default(''),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('otp_challenges_cell_idx').on(t.cellE164, t.createdAt),
    check('otp_challenges_purpose_known', sql`${t.purpose} in ('register', 'reset', 'change')`),
  ],
);

/**
 * Counters of the login and message limits, in the database so that every server process
 * counts against one limit. A counter holds its hits until `resets_at`; expired ones are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: at('resets_at').notNull(),
  },
  (t) => [index('rate_limits_resets_idx').on(t.resetsAt)],
);

export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').references(() => members.id),
  contactName: text('contact_name').notNull(),
  emailAddress: text('email_address').notNull(),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull(),
});

export const adverts = pgTable('adverts', {
  id: serial('id').primaryKey(),
  what: text('what').notNull(),
  img: text('img').notNull(),
  href: text('href').notNull(),
  /** The advert's words, drawn as text over the picture (the picture carries none). */
  title: text('title'),
  body: text('body'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const outboxChannels = ['sms', 'email', 'whatsapp', 'push'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/**
 * What an outbox message is, stored with it: the code that treats some messages apart (the pin and the
 * voucher codes, whose text is a secret once delivered) keys on it, never on the message's words, which
 * are in its recipient's language. 'other' is a row queued before kinds were kept (migration 0035).
 */
export const outboxKinds = [
  'pin',
  'welcome',
  'passwordChanged',
  'contact',
  'award',
  'birthday',
  'sendToAll',
  'nomination',
  'nominationReview',
  'voucherCodes',
  'orderPlaced',
  'refund',
  'feedComment',
  'commentHidden',
  /** WhatsApp's automatic answer to a member's message (reference: 'wa-in:' and the message's id). */
  'whatsappReply',
  'other',
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/** A WhatsApp template message: which approved template, in which language, with which parameters. */
export interface OutboxTemplate {
  name: string;
  /** Meta's language code of the template sent (English when WhatsApp offers none for the member's). */
  language: string;
  /** The body's numbered parameters, {{1}} first. */
  parameters: string[];
}

/**
 * Messages to send, written in the same transaction as the change that causes them. A 'push' message's
 * recipient is a push subscription's id (outboxInsert fans a member's push out to each of their
 * subscriptions), its subject the notification's title.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** What the message is (outboxKinds). */
    kind: text('kind').$type<OutboxKind>().notNull().default('other'),
    /** What it is about, kept when its text is blanked once sent: the order number of voucher codes. */
    reference: text('reference').notNull().default(''),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Until when a dispatcher pass has claimed the message (another pass leaves it alone until then). */
    claimedUntil: at('claimed_until'),
    // WhatsApp (migration 0038, issue 37).
    /** A WhatsApp message's template: its name, language and numbered parameters (null for SMS and email). */
    template: jsonb('template').$type<OutboxTemplate>(),
    /** The id the WhatsApp Cloud API gave the message (its statuses name it). */
    providerMessageId: text('provider_message_id'),
    /** The last delivery status the Cloud API reported: sent, delivered, read or failed. */
    deliveryStatus: text('delivery_status'),
    deliveryStatusAt: at('delivery_status_at'),
    /**
     * When the message was queued once more by SMS (a failed status, a refusal or no delivery in time):
     * set once, so a status Meta repeats sends no second SMS.
     */
    fellBackAt: at('fell_back_at'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
    uniqueIndex('outbox_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    // A member's last messages on their console page (issue 37).
    index('outbox_recipient_idx').on(t.recipient, t.id),
    // The WhatsApp pins the server's 5-second sweep may still send by SMS (issue 37): without it, each
    // sweep would read the whole outbox.
    index('outbox_whatsapp_pin_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'pin' and ${t.channel} = 'whatsapp' and ${t.fellBackAt} is null`),
    check('outbox_channel_known', sql`${t.channel} in ('sms', 'email', 'whatsapp', 'push')`),
  ],
);

// Nominations and Send To All (migration 0012)

/**
 * A nomination (SPEC §3): the nominator and their division then, the value (nomCat) and the reason, and the
 * whole divisions chosen ('div:{code}'), kept as chosen. The management report lists it (0 points).
 */
export const nominations = pgTable(
  'nominations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nominatorMemberId: integer('nominator_member_id')
      .notNull()
      .references(() => members.id),
    nominatorDivisionId: integer('nominator_division_id')
      .notNull()
      .references(() => divisions.id),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    divisionCodes: text('division_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
    // The review (migration 0025): once, by an administrator; approved nominations became an award.
    status: text('status').$type<NominationStatus>().notNull().default('waiting'),
    reviewedAt: at('reviewed_at'),
    reviewedByMemberId: integer('reviewed_by_member_id').references(() => members.id),
    /** Points to each nominee when approved; 0 otherwise. */
    reviewPoints: integer('review_points').notNull().default(0),
    /** The message to the nominees (approved) or the note to the nominator (declined). */
    reviewNote: text('review_note').notNull().default(''),
    awardId: bigint('award_id', { mode: 'number' }).references(() => awards.id),
  },
  (t) => [
    index('nominations_created_idx').on(t.createdAt),
    index('nominations_nominator_idx').on(t.nominatorMemberId, t.createdAt),
    index('nominations_status_idx').on(t.status, t.createdAt),
    uniqueIndex('nominations_award_idx')
      .on(t.awardId)
      .where(sql`${t.awardId} is not null`),
    check('nominations_status_known', sql`${t.status} in (${oneOf(nominationStatuses)})`),
    check(
      'nominations_reviewed_once',
      sql`(${t.status} = 'waiting') = (${t.reviewedAt} is null) and (${t.status} = 'approved') = (${t.awardId} is not null)`,
    ),
  ],
);

/**
 * Each nominee, with their division at the time; a member named through a whole division keeps its code
 * (`viaDivisionCode`), one named by id has none.
 */
export const nominationNominees = pgTable(
  'nomination_nominees',
  {
    nominationId: bigint('nomination_id', { mode: 'number' })
      .notNull()
      .references(() => nominations.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    viaDivisionCode: text('via_division_code'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nominationId, t.memberId] }),
    index('nomination_nominees_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A Send To All as an administrator sent it, and how many messages it queued. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderMemberId: integer('sender_member_id')
      .notNull()
      .references(() => members.id),
    isAllShops: boolean('is_all_shops').notNull(),
    /** The picked recipients as sent (member ids and 'div:{code}'); empty for all stores. */
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sendBy: text('send_by').$type<OutboxChannel>().notNull(),
    message: text('message').notNull(),
    sentCount: integer('sent_count').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('broadcasts_created_idx').on(t.createdAt),
    check('broadcasts_send_by_known', sql`${t.sendBy} in ('email', 'sms')`),
  ],
);

// The rewards shop (migration 0013).

/** A leaf of a cluster's three-level shop category tree; its id is the wire's prodCat3Id. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id),
    cat1: text('cat1').notNull(),
    cat2: text('cat2').notNull(),
    cat3: text('cat3').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('shop_categories_cluster_idx').on(t.clusterId, t.sortOrder),
    uniqueIndex('shop_categories_names_idx').on(t.clusterId, t.cat1, t.cat2, t.cat3),
  ],
);

/** A product of a cluster's shop; price in the cluster's shop currency's minor units. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id),
    /** The product code orders show (an import's natural key, per cluster). */
    code: text('code').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    /** HTML with '~(' and '~)' for angle brackets, as the wire's fAB. */
    fab: text('fab').notNull().default(''),
    price: integer('price').notNull(),
    priceDescription: text('price_description').notNull().default(''),
    /** 'N': ordered by phone only. */
    noBasket: text('no_basket').$type<'Y' | 'N'>().notNull().default('Y'),
    /** A file name under the product image path, or a full URL (a content delivery host). */
    imageFile: text('image_file').notNull(),
    /** An inactive product is no longer sold: basket lines of it are reported DELETED. */
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.sortOrder),
    uniqueIndex('products_cluster_code_idx').on(t.clusterId, t.code),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_no_basket_known', sql`${t.noBasket} in ('Y', 'N')`),
  ],
);

/** A line of a member's basket: the price it was added at is kept to compare with today's. */
export const basketLines = pgTable(
  'basket_lines',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    basketPrice: integer('basket_price').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('basket_lines_member_product_idx').on(t.memberId, t.productId),
    check('basket_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

export const promoKinds = ['percent', 'fixed'] as const;
export type PromoKind = (typeof promoKinds)[number];

/** A promo code: a percentage or a fixed amount (minor units) off, in a validity window, with use limits. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** The cluster whose shop takes it; null: every cluster (a fixed amount then means each one's minor units). */
    clusterId: integer('cluster_id').references(() => clusters.id),
    /** Upper case; members may type it in any case. */
    code: text('code').notNull(),
    kind: text('kind').$type<PromoKind>().notNull(),
    /** Percent (1-100) or minor units. */
    amount: integer('amount').notNull(),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    totalLimit: integer('total_limit'),
    perMemberLimit: integer('per_member_limit'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    check('promo_codes_kind_known', sql`${t.kind} in (${oneOf(promoKinds)})`),
    check('promo_codes_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** An order: its totals in the shop currency's minor units and the points its transfer debited. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNum: text('order_num').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id),
    /** 'major.minor': 20 processing (a line is pending), 30 complete, 90 cancelled (every line refunded). */
    statusId: text('status_id').notNull(),
    /** The basket's total before the discount. */
    totalGrandTotal: integer('total_grand_total').notNull(),
    totalDiscount: integer('total_discount').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code').notNull().default(''),
    totalDue: integer('total_due').notNull(),
    itemCount: integer('item_count').notNull(),
    points: integer('points').notNull(),
    /** The number the voucher codes are sent to by SMS (E.164). */
    deliveryCell: text('delivery_cell').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => transfers.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('orders_member_idx').on(t.memberId, t.createdAt)],
);

/** dispatchStatus: 1 pending (no code yet), 4 dispatched (codes sent), 9 refunded. */
export const dispatchStatuses = { pending: 1, dispatched: 4, refunded: 9 } as const;

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productCode: text('product_code').notNull(),
    description: text('description').notNull(),
    qty: integer('qty').notNull(),
    price: integer('price').notNull(),
    total: integer('total').notNull(),
    /** The points of this line's share of the order's debit (what a refund returns). */
    points: integer('points').notNull(),
    dispatchStatus: integer('dispatch_status').notNull(),
    refundTransferId: bigint('refund_transfer_id', { mode: 'number' }).references(
      () => transfers.id,
    ),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Migration 0024 (the insights' shop) adds INCLUDE (order_id, product_id, qty, points, dispatch_status).
    index('order_lines_created_idx').on(t.createdAt),
    index('order_lines_pending_idx')
      .on(t.productId, t.id)
      .where(sql`${t.dispatchStatus} = 1`),
    check('order_lines_dispatch_known', sql`${t.dispatchStatus} in (1, 4, 9)`),
  ],
);

/** A product's pool of voucher codes; a code belongs to at most one order line, ever. */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    importedAt: at('imported_at').notNull(),
    allocatedAt: at('allocated_at'),
  },
  (t) => [
    uniqueIndex('voucher_codes_product_code_idx').on(t.productId, t.code),
    index('voucher_codes_free_idx')
      .on(t.productId, t.id)
      .where(sql`${t.orderLineId} is null`),
    index('voucher_codes_line_idx').on(t.orderLineId),
  ],
);

// Migration 0014: recommendation transactions and the periodic jobs' record.

/**
 * Points earned from a product recommendation at a clinic, imported from CSV (its natural key is the
 * clinic system's transaction id); the points reached the member through the ledger transfer named here.
 */
export const recommendationTransactions = pgTable(
  'recommendation_transactions',
  {
    transId: bigint('trans_id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    clinicId: text('clinic_id').notNull(),
    description: text('description').notNull(),
    points: integer('points').notNull(),
    transDate: at('trans_date').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id),
    importedAt: at('imported_at').notNull(),
  },
  (t) => [
    index('recommendation_transactions_date_idx').on(t.transDate),
    check('recommendation_transactions_points_positive', sql`${t.points} > 0`),
  ],
);

/** A periodic job done for a period ('allowance', '2026-11'): a second run of the period does nothing. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    ranAt: at('ran_at').notNull(),
    summary: text('summary').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

// Migration 0015: product images imported from a folder.

/**
 * A product image from `npm run admin -- import-products --images <folder>`, made 100 × 100 (SPEC §9) and
 * served by the portal under its file name (products.imageFile); the name carries a digest of the bytes.
 */
export const productImages = pgTable('product_images', {
  file: text('file').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  importedAt: at('imported_at').notNull(),
});

// The operator console (migration 0022): every operator action, from the console or the command line.

/**
 * Who did an operator action: an administrator in the console, or the command line (no member); or a
 * member whose own change the log keeps (their WhatsApp STOP, issue 37).
 */
export const auditActorKinds = ['console', 'cli', 'member'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

/**
 * One operator action (DESIGN.md "Operating the programme"): who, when, what, on whom, before and after,
 * and why. Written in the transaction of the change it records, so it exists exactly when the change does.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    /** The administrator who acted in the console; null for the command line. */
    actorMemberId: integer('actor_member_id').references(() => members.id),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** What was done, 'area.verb' ('member.adjust'). */
    action: text('action').notNull(),
    targetMemberId: integer('target_member_id').references(() => members.id),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetMemberId, t.at),
    index('audit_log_at_idx').on(t.at),
    // The action filter and the list of actions held (a loose index scan, console/audit.ts).
    index('audit_log_action_idx').on(t.action, t.at),
    check('audit_log_actor_kind_known', sql`${t.actorKind} in (${oneOf(auditActorKinds)})`),
    check(
      'audit_log_console_has_actor',
      sql`${t.actorKind} <> 'console' or ${t.actorMemberId} is not null`,
    ),
  ],
);

/**
 * A CSV import of the console run as a job: the upload starts it and the console follows it, so
 * a closed tab loses nothing. Its process beats `heartbeat_at` (the database's clock) while it runs; a
 * running job whose heartbeat has stopped belonged to a process that died, and is failed when read. An
 * administrator runs one import at a time.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    startedBy: integer('started_by')
      .notNull()
      .references(() => members.id),
    importer: text('importer').$type<ImporterName>().notNull(),
    fileName: text('file_name').notNull(),
    mode: text('mode').$type<ImportMode>().notNull(),
    state: text('state').$type<ImportJobState>().notNull(),
    progress: jsonb('progress').$type<ImportProgressValue>().notNull(),
    /** Why a failed job failed. */
    message: text('message').notNull().default(''),
    /** The report, once done. */
    report: jsonb('report').$type<AdminImportResult>(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    heartbeatAt: at('heartbeat_at').notNull(),
  },
  (t) => [
    index('import_jobs_started_by_idx').on(t.startedBy, t.id),
    uniqueIndex('import_jobs_one_running_idx')
      .on(t.startedBy)
      .where(sql`${t.state} = 'running'`),
    check('import_jobs_state_known', sql`${t.state} in (${oneOf(importJobStates)})`),
    check('import_jobs_mode_known', sql`${t.mode} in (${oneOf(importModes)})`),
  ],
);

// The insights' roll-ups and snapshot (migrations 0026 and 0027, written by hand for their
// triggers: a write dated in a rolled-up period or before the snapshot drops it in its transaction).

/** What insightsRollups keeps per period (a chart of /admin/insights, or participation's givers). */
export const rollupCharts = [
  'recognition',
  'nominations',
  'values',
  'points',
  'shop',
  'category',
  'participation',
] as const;
export type RollupChart = (typeof rollupCharts)[number];

/**
 * A period whose roll-ups are all stored: a month ('yyyy-MM'), a day ('yyyy-MM-dd'), or participation's
 * part of a month ('yyyy-MM~' and the instant it runs to), in the programme's time zone.
 */
export const insightsRollupPeriods = pgTable(
  'insights_rollup_periods',
  {
    timeZone: text('time_zone').notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    madeAt: at('made_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'insights_rollup_periods_pk', columns: [t.timeZone, t.period] })],
);

/**
 * One figure row of a chart in a period: 'recognition' (key: the award's kind; a: count), 'nominations'
 * (a: count), 'values' (key: the value; a: awards, b: nominations), 'points' (key: the member balance;
 * a: issued, b: used, c: expired), 'shop' (a: orders, b: points), 'category' (key: the top-level category; a: items, b: points),
 * 'participation' (a: members who gave from the division, b: who received in it). Division 0 is the whole
 * programme's figure.
 */
export const insightsRollups = pgTable(
  'insights_rollups',
  {
    timeZone: text('time_zone').notNull(),
    period: text('period').notNull(),
    chart: text('chart').$type<RollupChart>().notNull(),
    key: text('key').notNull(),
    a: doublePrecision('a').notNull().default(0),
    b: doublePrecision('b').notNull().default(0),
    c: doublePrecision('c').notNull().default(0),
    divisionId: integer('division_id').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'insights_rollups_pk',
      columns: [t.timeZone, t.chart, t.period, t.divisionId, t.key],
    }),
    foreignKey({
      name: 'insights_rollups_period_fk',
      columns: [t.timeZone, t.period],
      foreignColumns: [insightsRollupPeriods.timeZone, insightsRollupPeriods.period],
    }).onDelete('cascade'),
    check('insights_rollups_chart_known', sql`${t.chart} in (${oneOf(rollupCharts)})`),
  ],
);

/**
 * The outstanding balance's snapshot: taken of an hour's start (`takenAt`), with each age window's start
 * then and the whole programme's totals of the accounts whose balance was positive (the balance, and the
 * part of it held under one, three, six and twelve months).
 */
export const outstandingSnapshots = pgTable('outstanding_snapshots', {
  takenAt: at('taken_at').primaryKey(),
  from1: at('from1').notNull(),
  from3: at('from3').notNull(),
  from6: at('from6').notNull(),
  from12: at('from12').notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  h1: bigint('h1', { mode: 'number' }).notNull().default(0),
  h3: bigint('h3', { mode: 'number' }).notNull().default(0),
  h6: bigint('h6', { mode: 'number' }).notNull().default(0),
  h12: bigint('h12', { mode: 'number' }).notNull().default(0),
  madeAt: at('made_at').notNull().defaultNow(),
});

/**
 * One member's redeemable account in a snapshot (a positive balance or a credit in the twelve months
 * before it): its balance then, the member's division then, and its credits from each window's start.
 */
export const outstandingSnapshotAccounts = pgTable(
  'outstanding_snapshot_accounts',
  {
    takenAt: at('taken_at').notNull(),
    memberId: integer('member_id').notNull(),
    divisionId: integer('division_id').notNull(),
    balance: integer('balance').notNull(),
    m1: bigint('m1', { mode: 'number' }).notNull(),
    m3: bigint('m3', { mode: 'number' }).notNull(),
    m6: bigint('m6', { mode: 'number' }).notNull(),
    m12: bigint('m12', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'outstanding_snapshot_accounts_pk', columns: [t.takenAt, t.memberId] }),
    foreignKey({
      name: 'outstanding_snapshot_accounts_taken_at_fkey',
      columns: [t.takenAt],
      foreignColumns: [outstandingSnapshots.takenAt],
    }).onDelete('cascade'),
    index('outstanding_snapshot_accounts_division_idx').on(t.takenAt, t.divisionId),
  ],
);

/** Each division's members registered and only pre-loaded now, kept by statement triggers on members. */
export const divisionMembers = pgTable('division_members', {
  divisionId: integer('division_id').primaryKey(),
  registered: integer('registered').notNull().default(0),
  preloaded: integer('preloaded').notNull().default(0),
});

/** A member's reaction to a recognition on the wall (an award); the key makes a reaction sent twice one. */
export const feedReactions = pgTable(
  'feed_reactions',
  {
    awardId: bigint('award_id', { mode: 'number' })
      .notNull()
      .references(() => awards.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    emoji: text('emoji').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.awardId, t.memberId, t.emoji] }),
    index('feed_reactions_member_idx').on(t.memberId, t.createdAt),
    check('feed_reactions_emoji_known', sql`${t.emoji} in (${oneOf(feedReactionEmojis)})`),
  ],
);

/**
 * A comment on a recognition, plain text as written. An administrator hides one with a reason (it leaves
 * the wall, the audit log keeps why); its author deletes it (deletedAt). Neither removes the row.
 */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    awardId: bigint('award_id', { mode: 'number' })
      .notNull()
      .references(() => awards.id),
    authorMemberId: integer('author_member_id')
      .notNull()
      .references(() => members.id),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by').references(() => members.id),
    hiddenAt: at('hidden_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('feed_comments_award_idx').on(t.awardId, t.createdAt, t.id),
    index('feed_comments_author_idx').on(t.authorMemberId, t.createdAt),
  ],
);

/**
 * Points a colleague added to a recognition they neither gave nor received ("+30 from Pieter"): `points` to
 * each recipient, paid by the ledger transfer it names (a manager's budget, a member's allowance).
 */
export const feedAdditions = pgTable(
  'feed_additions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    awardId: bigint('award_id', { mode: 'number' })
      .notNull()
      .references(() => awards.id),
    giverMemberId: integer('giver_member_id')
      .notNull()
      .references(() => members.id),
    /** Points to each recipient of the recognition. */
    points: integer('points').notNull(),
    /** Which balance paid: the giver's management budget or Pay It Forward allowance. */
    paidFrom: text('paid_from').$type<'management' | 'payItForward'>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('feed_additions_award_idx').on(t.awardId, t.createdAt),
    index('feed_additions_giver_idx').on(t.giverMemberId, t.paidFrom, t.createdAt),
    check('feed_additions_points_positive', sql`${t.points} > 0`),
    check('feed_additions_paid_from_known', sql`${t.paidFrom} in ('management', 'payItForward')`),
  ],
);

/**
 * When a member was last told of comments on a recognition (at most one message an hour per recognition
 * per person): the row is claimed by one conditional upsert, so comments at once send one message.
 */
export const feedCommentNotices = pgTable(
  'feed_comment_notices',
  {
    awardId: bigint('award_id', { mode: 'number' })
      .notNull()
      .references(() => awards.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.memberId] })],
);

// Web Push (issue 37, migration 0038)

/**
 * A browser's push subscription (PushSubscription.toJSON()), kept for the member who made it: its push
 * service address (one row per address: the same browser subscribing again replaces its keys) and its
 * keys. A push service's 404 or 410 deletes it (outbox/push.ts).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId),
  ],
);
