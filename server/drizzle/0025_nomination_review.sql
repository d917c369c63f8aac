ALTER TABLE "nominations" ADD COLUMN "status" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "reviewed_by_member_id" integer;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "review_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "award_id" bigint;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_reviewed_by_member_id_members_id_fk" FOREIGN KEY ("reviewed_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_status_known" CHECK ("nominations"."status" in ('waiting', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_reviewed_once" CHECK (("nominations"."status" = 'waiting') = ("nominations"."reviewed_at" is null) and ("nominations"."status" = 'approved') = ("nominations"."award_id" is not null));--> statement-breakpoint
CREATE INDEX "nominations_status_idx" ON "nominations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nominations_award_idx" ON "nominations" USING btree ("award_id") WHERE "nominations"."award_id" is not null;--> statement-breakpoint
ALTER TABLE "awards" DROP CONSTRAINT "awards_type_known";--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_type_known" CHECK ("awards"."type" in ('reward', 'adhoc', 'payitforward', 'thankyou', 'nomination'));
