ALTER TABLE "members" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Messages queued before kinds were kept and not sent yet: the pin and the voucher codes, recognised once
-- more by their English words (the last time), so production still blanks them once they are sent.
UPDATE "outbox" SET "kind" = 'pin'
  WHERE "sent_at" IS NULL AND "body" ~ '^Your .+ one-time pin is [0-9]{6}\. ';--> statement-breakpoint
UPDATE "outbox" SET "kind" = 'voucherCodes',
  "reference" = substring("body" from ' order ([A-Z]+(?:-[0-9A-Z]+)+)\. ')
  WHERE "sent_at" IS NULL AND "kind" = 'other' AND "body" ~ ' order [A-Z]+(-[0-9A-Z]+)+\. ';
