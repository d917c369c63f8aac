-- Issue 15: reports, statements, the admin command line and the periodic jobs. Written by hand.
-- A birthday Shout Out comes from the programme: an award without a giving member (a Shout Out only).
ALTER TABLE "awards" ALTER COLUMN "giver_member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "awards" ALTER COLUMN "giver_division_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_programme_gives_shout_outs" CHECK ("awards"."giver_member_id" is not null or ("awards"."type" = 'thankyou' and "awards"."giver_division_id" is null));--> statement-breakpoint
CREATE TABLE "recommendation_transactions" (
	"trans_id" bigint PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"clinic_id" text NOT NULL,
	"description" text NOT NULL,
	"points" integer NOT NULL,
	"trans_date" timestamp with time zone NOT NULL,
	"transfer_id" bigint NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_transactions_points_positive" CHECK ("recommendation_transactions"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "recommendation_transactions" ADD CONSTRAINT "recommendation_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_transactions" ADD CONSTRAINT "recommendation_transactions_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_transactions_date_idx" ON "recommendation_transactions" USING btree ("trans_date");--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
-- The management report's Current: awards given in a division, and awards received in it, in a month.
CREATE INDEX "awards_giver_division_idx" ON "awards" USING btree ("giver_division_id","created_at");--> statement-breakpoint
CREATE INDEX "award_recipients_division_idx" ON "award_recipients" USING btree ("division_id","created_at");
