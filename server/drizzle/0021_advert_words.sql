ALTER TABLE "adverts" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "body" text;