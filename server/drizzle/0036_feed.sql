-- Issue 38, the recognition wall: reactions, comments (hidden by an administrator or deleted by their
-- author, never removed), points added to a recognition by a colleague, who was last told of comments, and
-- private thanks. awards_feed_idx serves the wall's keyset pages (created_at desc, id desc).

CREATE TABLE "feed_additions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"award_id" bigint NOT NULL,
	"giver_member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"paid_from" text NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_additions_points_positive" CHECK ("feed_additions"."points" > 0),
	CONSTRAINT "feed_additions_paid_from_known" CHECK ("feed_additions"."paid_from" in ('management', 'payItForward'))
);
--> statement-breakpoint
CREATE TABLE "feed_comment_notices" (
	"award_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_comment_notices_award_id_member_id_pk" PRIMARY KEY("award_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "feed_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"award_id" bigint NOT NULL,
	"author_member_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hidden_reason" text,
	"hidden_by" integer,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feed_reactions" (
	"award_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_reactions_award_id_member_id_emoji_pk" PRIMARY KEY("award_id","member_id","emoji"),
	CONSTRAINT "feed_reactions_emoji_known" CHECK ("feed_reactions"."emoji" in ('👏', '❤️', '🎉', '😂', '🙌'))
);
--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_additions" ADD CONSTRAINT "feed_additions_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_additions" ADD CONSTRAINT "feed_additions_giver_member_id_members_id_fk" FOREIGN KEY ("giver_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_additions" ADD CONSTRAINT "feed_additions_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment_notices" ADD CONSTRAINT "feed_comment_notices_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment_notices" ADD CONSTRAINT "feed_comment_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_hidden_by_members_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reactions" ADD CONSTRAINT "feed_reactions_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reactions" ADD CONSTRAINT "feed_reactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_additions_award_idx" ON "feed_additions" USING btree ("award_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_additions_giver_idx" ON "feed_additions" USING btree ("giver_member_id","paid_from","created_at");--> statement-breakpoint
CREATE INDEX "feed_comments_award_idx" ON "feed_comments" USING btree ("award_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_comments_author_idx" ON "feed_comments" USING btree ("author_member_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_reactions_member_idx" ON "feed_reactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "awards_feed_idx" ON "awards" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);