CREATE TABLE "award_recipients" (
	"award_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "award_recipients_award_id_member_id_pk" PRIMARY KEY("award_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"giver_member_id" integer NOT NULL,
	"giver_division_id" integer NOT NULL,
	"value" text NOT NULL,
	"points" integer NOT NULL,
	"message" text NOT NULL,
	"send_by" text NOT NULL,
	"division_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "awards_type_known" CHECK ("awards"."type" in ('reward', 'adhoc', 'payitforward', 'thankyou')),
	CONSTRAINT "awards_points_not_negative" CHECK ("awards"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"member_id" integer NOT NULL,
	"call" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_requests_member_id_call_key_pk" PRIMARY KEY("member_id","call","key")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_kind_known" CHECK ("transfers"."kind" in ('award', 'grant', 'allowance', 'expiry', 'order', 'refund', 'recommendation', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_balance_not_negative";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "entry_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_recipients" ADD CONSTRAINT "award_recipients_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_giver_member_id_members_id_fk" FOREIGN KEY ("giver_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_giver_division_id_divisions_id_fk" FOREIGN KEY ("giver_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_recipients_created_idx" ON "award_recipients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "award_recipients_member_idx" ON "award_recipients" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "awards_giver_idx" ON "awards" USING btree ("giver_member_id","type","created_at");--> statement-breakpoint
CREATE INDEX "awards_created_idx" ON "awards" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_kind_reference_idx" ON "transfers" USING btree ("kind","reference") WHERE "transfers"."reference" is not null;--> statement-breakpoint
CREATE INDEX "transfers_member_idx" ON "transfers" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_programme_kind_idx" ON "accounts" USING btree ("kind") WHERE "accounts"."member_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_balance_not_negative" CHECK ("accounts"."member_id" is null or "accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK (("accounts"."member_id" is not null and "accounts"."kind" in ('redeemable', 'payItForward', 'management')) or ("accounts"."member_id" is null and "accounts"."kind" in ('funding', 'redemptions', 'expired')));--> statement-breakpoint
-- Hand-written: the single-entry ledger becomes double-entry. The programme's accounts are created; every
-- existing entry gets a transfer (an award's giver and recipient entries share one); every transfer that does
-- not sum to zero gets its counter-entry on the programme's side (issued points come from funding, redeemed
-- points go to redemptions); the programme balances are set to the sum of their entries; the old awards are
-- written to awards and award_recipients, so reports and recent recognition read one history.
INSERT INTO "accounts" ("member_id", "kind", "balance")
  VALUES (NULL, 'funding', 0), (NULL, 'redemptions', 0), (NULL, 'expired', 0);--> statement-breakpoint
CREATE TABLE "legacy_pairs" AS
  SELECT DISTINCT ON (g.id) g.id AS lead_id, r.id AS other_id
  FROM "ledger_entries" g
  JOIN "accounts" ga ON ga.id = g.account_id
  JOIN "ledger_entries" r ON r.entry_type = 'award' AND r.amount = -g.amount
    AND r.created_at = g.created_at AND r.counterparty_member_id = ga.member_id
  JOIN "accounts" ra ON ra.id = r.account_id AND ra.member_id = g.counterparty_member_id
  WHERE g.entry_type = 'award' AND g.amount < 0
  ORDER BY g.id, r.id;--> statement-breakpoint
CREATE TABLE "legacy_transfers" AS
  SELECT e.id AS entry_id, nextval(pg_get_serial_sequence('transfers', 'id')) AS transfer_id,
    CASE
      WHEN e.entry_type = 'award' THEN 'award'
      WHEN e.entry_type = 'redeem' THEN 'order'
      WHEN e.entry_type = 'refund' THEN 'refund'
      WHEN e.entry_type = 'issue' AND a.kind = 'payItForward' THEN 'allowance'
      WHEN e.entry_type = 'issue' THEN 'grant'
      ELSE 'adjustment'
    END AS kind,
    CASE WHEN e.entry_type IN ('award', 'redeem') THEN a.member_id END AS member_id,
    e.created_at
  FROM "ledger_entries" e JOIN "accounts" a ON a.id = e.account_id
  WHERE e.id NOT IN (SELECT other_id FROM "legacy_pairs");--> statement-breakpoint
INSERT INTO "transfers" ("id", "kind", "member_id", "created_at")
  SELECT transfer_id, kind, member_id, created_at FROM "legacy_transfers";--> statement-breakpoint
UPDATE "ledger_entries" e SET "transfer_id" = t.transfer_id
  FROM "legacy_transfers" t WHERE e.id = t.entry_id;--> statement-breakpoint
UPDATE "ledger_entries" e SET "transfer_id" = t.transfer_id
  FROM "legacy_pairs" p JOIN "legacy_transfers" t ON t.entry_id = p.lead_id WHERE e.id = p.other_id;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transfer_id", "account_id", "amount", "description", "created_at")
  SELECT e.transfer_id,
    (SELECT id FROM "accounts" WHERE member_id IS NULL
      AND kind = CASE WHEN t.kind = 'order' THEN 'redemptions' ELSE 'funding' END),
    -sum(e.amount),
    CASE WHEN t.kind = 'order' THEN 'Points redeemed in the shop' ELSE 'Points issued' END,
    min(e.created_at)
  FROM "ledger_entries" e JOIN "transfers" t ON t.id = e.transfer_id
  GROUP BY e.transfer_id, t.kind HAVING sum(e.amount) <> 0;--> statement-breakpoint
UPDATE "accounts" a SET "balance" = coalesce(
  (SELECT sum(e.amount) FROM "ledger_entries" e WHERE e.account_id = a.id), 0)
  WHERE a.member_id IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "transfer_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "awards" ("type", "giver_member_id", "giver_division_id", "value", "points", "message",
    "send_by", "transfer_id", "created_at")
  SELECT coalesce(g.award_type, 'reward'), ga.member_id, gm.division_id,
    coalesce(substring(g.description from ': (.+) — '), ''), -g.amount, '', 'email', g.transfer_id,
    g.created_at
  FROM "legacy_pairs" p
  JOIN "ledger_entries" g ON g.id = p.lead_id
  JOIN "accounts" ga ON ga.id = g.account_id
  JOIN "members" gm ON gm.id = ga.member_id;--> statement-breakpoint
INSERT INTO "award_recipients" ("award_id", "member_id", "division_id", "created_at")
  SELECT aw.id, ra.member_id, rm.division_id, aw.created_at
  FROM "awards" aw
  JOIN "ledger_entries" r ON r.transfer_id = aw.transfer_id AND r.amount > 0
  JOIN "accounts" ra ON ra.id = r.account_id AND ra.member_id IS NOT NULL
  JOIN "members" rm ON rm.id = ra.member_id;--> statement-breakpoint
DROP TABLE "legacy_pairs";--> statement-breakpoint
DROP TABLE "legacy_transfers";
