CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accounts_balance_not_negative" CHECK ("accounts"."balance" >= 0),
	CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" in ('redeemable', 'payItForward', 'management'))
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"what" text NOT NULL,
	"img" text NOT NULL,
	"href" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clusters" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"phone_region" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"site_template" text DEFAULT 'default' NOT NULL,
	"product_currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_decimal_places" integer DEFAULT 2 NOT NULL,
	"is_truncate_cents" boolean DEFAULT false NOT NULL,
	"is_currency_symbol_suffix" boolean DEFAULT false NOT NULL,
	"delivery_type" text DEFAULT 'Z' NOT NULL,
	"currency_rate_money" text DEFAULT '1' NOT NULL,
	CONSTRAINT "clusters_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"contact_name" text NOT NULL,
	"email_address" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"cluster_id" integer NOT NULL,
	CONSTRAINT "divisions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"entry_type" text NOT NULL,
	"description" text NOT NULL,
	"counterparty_member_id" integer,
	"award_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"cell_e164" text NOT NULL,
	"cell_national" text NOT NULL,
	"firstname" text NOT NULL,
	"surname" text NOT NULL,
	"search_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"registered_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"is_manager" boolean DEFAULT false NOT NULL,
	"is_admin_reports" boolean DEFAULT false NOT NULL,
	"post_addr2" text DEFAULT '' NOT NULL,
	"pic_id" text,
	"dob_dd" text DEFAULT '' NOT NULL,
	"dob_mm" text DEFAULT '' NOT NULL,
	"interest1" text DEFAULT '' NOT NULL,
	"interest_other_desc" text DEFAULT '' NOT NULL,
	"other_info" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_cell_e164_unique" UNIQUE("cell_e164")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"auth_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"member_id" integer NOT NULL,
	"cell_e164" text NOT NULL,
	"code_hash" text NOT NULL,
	"post_addr2" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "otp_challenges_auth_hash_unique" UNIQUE("auth_hash"),
	CONSTRAINT "otp_challenges_purpose_known" CHECK ("otp_challenges"."purpose" in ('register', 'reset', 'change'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "outbox_channel_known" CHECK ("outbox"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "profile_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_counterparty_member_id_members_id_fk" FOREIGN KEY ("counterparty_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_member_kind_idx" ON "accounts" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "divisions_cluster_idx" ON "divisions" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_division_idx" ON "members" USING btree ("division_id","surname","firstname");--> statement-breakpoint
CREATE INDEX "members_cluster_idx" ON "members" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "otp_challenges_cell_idx" ON "otp_challenges" USING btree ("cell_e164","created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "profile_pictures_member_idx" ON "profile_pictures" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");