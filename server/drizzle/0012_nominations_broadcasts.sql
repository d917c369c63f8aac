CREATE TABLE "nominations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nominator_member_id" integer NOT NULL,
	"nominator_division_id" integer NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"division_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomination_nominees" (
	"nomination_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"via_division_code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nomination_nominees_nomination_id_member_id_pk" PRIMARY KEY("nomination_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_member_id" integer NOT NULL,
	"is_all_shops" boolean NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"send_by" text NOT NULL,
	"message" text NOT NULL,
	"sent_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_nominator_member_id_members_id_fk" FOREIGN KEY ("nominator_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_nominator_division_id_divisions_id_fk" FOREIGN KEY ("nominator_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_nominees" ADD CONSTRAINT "nomination_nominees_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_nominees" ADD CONSTRAINT "nomination_nominees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_nominees" ADD CONSTRAINT "nomination_nominees_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_sender_member_id_members_id_fk" FOREIGN KEY ("sender_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nominations_created_idx" ON "nominations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "nominations_nominator_idx" ON "nominations" USING btree ("nominator_member_id","created_at");--> statement-breakpoint
CREATE INDEX "nomination_nominees_member_idx" ON "nomination_nominees" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_send_by_known" CHECK ("broadcasts"."send_by" in ('email', 'sms'));
