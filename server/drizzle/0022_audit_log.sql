CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_member_id" integer,
	"actor_kind" text NOT NULL,
	"action" text NOT NULL,
	"target_member_id" integer,
	"before" jsonb,
	"after" jsonb,
	"reason" text NOT NULL,
	CONSTRAINT "audit_log_actor_kind_known" CHECK ("audit_log"."actor_kind" in ('console', 'cli')),
	CONSTRAINT "audit_log_console_has_actor" CHECK ("audit_log"."actor_kind" <> 'console' or "audit_log"."actor_member_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_member_id_members_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_member_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");