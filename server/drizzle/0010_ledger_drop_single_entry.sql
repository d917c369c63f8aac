DROP INDEX "ledger_entries_created_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "entry_type";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "award_type";