ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_kind_known";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel_known";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "message_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "whatsapp_opt_in_text" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fell_back_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_message_idx" ON "outbox" USING btree ("provider_message_id") WHERE "outbox"."provider_message_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_kind_known" CHECK ("audit_log"."actor_kind" in ('console', 'cli', 'member'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_message_channel_known" CHECK ("members"."message_channel" in ('sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_known" CHECK ("outbox"."channel" in ('sms', 'email', 'whatsapp'));