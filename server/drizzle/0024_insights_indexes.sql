-- Issue 24: programme insights (/admin/insights). Written by hand (drizzle cannot write INCLUDE).
-- Each chart reads one of these in created_at order without touching the table (index-only scans):
-- a year of a programme of 100,000 members and 1,000,000 transfers answers each chart within 200 ms.
-- Awards per month by type, participation (who gave) and values: the award's type, giver and value.
DROP INDEX IF EXISTS "awards_created_idx";--> statement-breakpoint
CREATE INDEX "awards_created_idx" ON "awards" USING btree ("created_at") INCLUDE ("type", "giver_member_id", "giver_division_id", "value");--> statement-breakpoint
-- Participation (who received).
DROP INDEX IF EXISTS "award_recipients_created_idx";--> statement-breakpoint
CREATE INDEX "award_recipients_created_idx" ON "award_recipients" USING btree ("created_at") INCLUDE ("member_id", "division_id");--> statement-breakpoint
-- Points per month (the programme's accounts, or a division's members' accounts, in a range) and the
-- outstanding balance's age (a member's credits of the last twelve months); the statements read it too.
DROP INDEX IF EXISTS "ledger_entries_account_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id", "created_at") INCLUDE ("amount", "counterparty_member_id", "transfer_id");--> statement-breakpoint
-- The shop per month and by category.
CREATE INDEX "order_lines_created_idx" ON "order_lines" USING btree ("created_at") INCLUDE ("order_id", "product_id", "qty", "points", "dispatch_status");
