ALTER TABLE "awards" ADD COLUMN "milestone" text;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "milestone_years" integer;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "milestone_key" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "hire_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "awards_milestone_key_idx" ON "awards" USING btree ("milestone_key") WHERE "awards"."milestone_key" is not null;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_milestone_from_programme" CHECK ("awards"."milestone" is null or ("awards"."milestone" in ('anniversary', 'birthday', 'welcome') and "awards"."giver_member_id" is null and "awards"."milestone_key" is not null));--> statement-breakpoint
-- Every Shout Out the programme gave before now was a birthday's (migration 0014): the wall shows them as birthday cards.
UPDATE "awards" SET "milestone" = 'birthday', "milestone_key" = 'birthday:before:' || "id" WHERE "giver_member_id" IS NULL;
