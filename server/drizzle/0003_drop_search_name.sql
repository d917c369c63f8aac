DROP INDEX "members_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "search_name";