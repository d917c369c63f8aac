-- The audit log is append-only (issue 34): no statement of the application may change or remove what it
-- recorded. Statement triggers, so an UPDATE or DELETE is refused even when it matches no row, and a
-- TRUNCATE too. Restoring a copy of the database (session_replication_role = replica) is not refused.
CREATE FUNCTION "plaudit_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is refused.', TG_OP USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaudit_audit_log_append_only"();
