-- Issue 24: the outstanding balance's snapshot, participation's roll-ups and what they read. Written by
-- hand (INCLUDE, the triggers). insights.ts explains how each is read.
--
-- What each member's redeemable account held at an instant ("taken_at": an hour's start, the snapshot made
-- an hour later at the soonest) and what it had received in the twelve, six, three and one months before
-- it: the outstanding balance of any moment in the next day is the snapshot with the few accounts that
-- moved since, or that received something in the sliver of each window that has passed since, read live.
-- One snapshot is kept (the newest), made each hour by the periodic jobs, or when asked if there is none
-- from the last day. Each account's member's division is kept with it (a division's rows read alone); a
-- member moved to another division drops the snapshot (below).
CREATE TABLE "outstanding_snapshots" (
	"taken_at" timestamp with time zone PRIMARY KEY,
	-- "taken_at" less one, three, six and twelve months (the age windows' starts then).
	"from1" timestamp with time zone NOT NULL,
	"from3" timestamp with time zone NOT NULL,
	"from6" timestamp with time zone NOT NULL,
	"from12" timestamp with time zone NOT NULL,
	-- The whole programme's totals of the accounts below whose balance was positive: the balance, and the
	-- part of it held under one, three, six and twelve months (least(balance, received)).
	"balance" bigint DEFAULT 0 NOT NULL,
	"h1" bigint DEFAULT 0 NOT NULL,
	"h3" bigint DEFAULT 0 NOT NULL,
	"h6" bigint DEFAULT 0 NOT NULL,
	"h12" bigint DEFAULT 0 NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One member's redeemable account at "taken_at" (those with a positive balance or a credit in the twelve
-- months before it): its balance then, and its credits from each window's start to "taken_at".
CREATE TABLE "outstanding_snapshot_accounts" (
	"taken_at" timestamp with time zone NOT NULL REFERENCES "outstanding_snapshots" ("taken_at") ON DELETE CASCADE,
	"member_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"balance" integer NOT NULL,
	"m1" bigint NOT NULL,
	"m3" bigint NOT NULL,
	"m6" bigint NOT NULL,
	"m12" bigint NOT NULL,
	CONSTRAINT "outstanding_snapshot_accounts_pk" PRIMARY KEY ("taken_at", "member_id")
);--> statement-breakpoint
CREATE INDEX "outstanding_snapshot_accounts_division_idx" ON "outstanding_snapshot_accounts" USING btree ("taken_at", "division_id");--> statement-breakpoint
-- The ledger in created_at order, read without touching the table: the accounts that moved since a
-- snapshot was taken and the credits of the slivers of the age windows passed since; a scope's points issued,
-- redeemed and expired in the days read live (and in a period being rolled up).
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at") INCLUDE ("account_id", "amount", "counterparty_member_id", "transfer_id");--> statement-breakpoint
-- A division's members for the outstanding balance, without reading the members' rows.
CREATE INDEX "members_division_registered_idx" ON "members" USING btree ("division_id") INCLUDE ("id", "registered_at");--> statement-breakpoint
-- Participation's members registered and only pre-loaded in each division (now), kept as members are
-- added, registered, moved or removed, so a chart need not count 100,000 members at each ask.
CREATE TABLE "division_members" (
	"division_id" integer PRIMARY KEY,
	"registered" integer DEFAULT 0 NOT NULL,
	"preloaded" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "division_members" (division_id, registered, preloaded)
SELECT division_id, count(*) FILTER (WHERE registered_at IS NOT NULL), count(*) FILTER (WHERE registered_at IS NULL)
FROM members GROUP BY division_id;--> statement-breakpoint
-- Each statement adds its rows' counts and takes away the old rows' (an update that changes neither a
-- member's division nor whether they registered changes nothing, and locks nothing).
CREATE FUNCTION plaudit_division_members_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO division_members AS c (division_id, registered, preloaded)
		SELECT division_id, count(*) FILTER (WHERE registered_at IS NOT NULL), count(*) FILTER (WHERE registered_at IS NULL)
		FROM new_rows GROUP BY division_id ORDER BY division_id
		ON CONFLICT (division_id) DO UPDATE
			SET registered = c.registered + excluded.registered, preloaded = c.preloaded + excluded.preloaded;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE division_members c SET registered = c.registered - d.registered, preloaded = c.preloaded - d.preloaded
		FROM (SELECT division_id, count(*) FILTER (WHERE registered_at IS NOT NULL) AS registered,
		             count(*) FILTER (WHERE registered_at IS NULL) AS preloaded
		      FROM old_rows GROUP BY division_id) d
		WHERE c.division_id = d.division_id;
	ELSE
		INSERT INTO division_members AS c (division_id, registered, preloaded)
		SELECT division_id, sum(registered), sum(preloaded) FROM (
			SELECT n.division_id, (n.registered_at IS NOT NULL)::int AS registered, (n.registered_at IS NULL)::int AS preloaded
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE o.division_id <> n.division_id OR (o.registered_at IS NULL) <> (n.registered_at IS NULL)
			UNION ALL
			SELECT o.division_id, -(o.registered_at IS NOT NULL)::int, -(o.registered_at IS NULL)::int
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE o.division_id <> n.division_id OR (o.registered_at IS NULL) <> (n.registered_at IS NULL)) x
		GROUP BY division_id ORDER BY division_id
		ON CONFLICT (division_id) DO UPDATE
			SET registered = c.registered + excluded.registered, preloaded = c.preloaded + excluded.preloaded;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_division_count_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_division_members_count();--> statement-breakpoint
CREATE TRIGGER members_division_count_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_division_members_count();--> statement-breakpoint
CREATE TRIGGER members_division_count_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_division_members_count();--> statement-breakpoint
CREATE FUNCTION plaudit_division_members_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM division_members;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_division_count_truncate AFTER TRUNCATE ON members
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_division_members_truncate();--> statement-breakpoint
-- A ledger entry written, changed or removed dated before a snapshot's instant drops that snapshot in the
-- same transaction (the demo's history, an import, the bench's loader); an entry dated after it (every
-- award, order and allowance of the hour) only reads the newest snapshot's instant. A write dated more than 30
-- minutes before its transaction began takes the snapshot's lock (shared), so a snapshot being made waits
-- for it to commit and counts it (insights.ts takes the lock exclusively, and makes the snapshot of an
-- instant an hour after it at the soonest).
CREATE FUNCTION plaudit_outstanding_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	oldest timestamptz;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT min(created_at) INTO oldest FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT min(created_at) INTO oldest FROM old_rows;
	ELSE
		SELECT least((SELECT min(created_at) FROM old_rows), (SELECT min(created_at) FROM new_rows)) INTO oldest;
	END IF;
	IF oldest IS NULL THEN
		RETURN NULL;
	END IF;
	IF oldest >= now() - interval '30 minutes'
		AND oldest >= coalesce((SELECT max(taken_at) FROM outstanding_snapshots), '-infinity') THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock_shared(240027);
	DELETE FROM outstanding_snapshots WHERE taken_at > oldest;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_outstanding_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_outstanding_stale();--> statement-breakpoint
CREATE TRIGGER ledger_entries_outstanding_update AFTER UPDATE ON ledger_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_outstanding_stale();--> statement-breakpoint
CREATE TRIGGER ledger_entries_outstanding_delete AFTER DELETE ON ledger_entries REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_outstanding_stale();--> statement-breakpoint
-- An account given another kind or member (the snapshot holds members' redeemable accounts), or a member
-- moved to another division, drops it.
CREATE FUNCTION plaudit_outstanding_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM outstanding_snapshots) THEN
		PERFORM pg_advisory_xact_lock_shared(240027);
		DELETE FROM outstanding_snapshots;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_outstanding_kind AFTER UPDATE OF kind, member_id ON accounts
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_outstanding_clear();--> statement-breakpoint
CREATE TRIGGER members_outstanding_division AFTER UPDATE OF division_id ON members
	FOR EACH ROW WHEN (OLD.division_id IS DISTINCT FROM NEW.division_id)
	EXECUTE FUNCTION plaudit_outstanding_clear();--> statement-breakpoint
-- Participation (chart 'participation', key '', per division: a = the members who gave from it, b = who
-- received in it) from a month's start to the start of the hour before the last (or the month's end),
-- under a period of its own, 'yyyy-MM~' and that instant (period_start the month's start, so a write dated
-- anywhere in it drops it, as 0026's triggers do).
ALTER TABLE "insights_rollups" DROP CONSTRAINT "insights_rollups_chart_known";--> statement-breakpoint
ALTER TABLE "insights_rollups" ADD CONSTRAINT "insights_rollups_chart_known" CHECK ("chart" in ('recognition', 'nominations', 'values', 'points', 'shop', 'category', 'participation'));
