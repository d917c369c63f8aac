-- Issue 24: the insights' roll-ups. A month that has ended does not change, nor does a day: the whole
-- programme's figures of each ended month (awards by type, values, points issued/redeemed/expired, the
-- shop by month and by category), and of each ended day of the month still running, are computed once,
-- when first asked, and kept here; today and yesterday are read live. Written by hand (the triggers). A
-- period ('yyyy-MM' or 'yyyy-MM-dd') is in insights_rollup_periods once all its figures are stored.
CREATE TABLE "insights_rollup_periods" (
	"time_zone" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insights_rollup_periods_pk" PRIMARY KEY ("time_zone", "period")
);--> statement-breakpoint
-- One figure row of a chart in a period: chart is 'recognition' (key: the award's kind; a: count), 'nominations' (a: count), 'values' (key:
-- the value; a: awards, b: nominations), 'points' (a: issued, b: redeemed, c: expired), 'shop' (a:
-- orders, b: points) or 'category' (key: the top-level category; a: items, b: points). division_id 0 is
-- the whole programme's figure; another, that division's as the charts count a division (an award given
-- from it or received in it; points and orders by the member's division now).
CREATE TABLE "insights_rollups" (
	"time_zone" text NOT NULL,
	"period" text NOT NULL,
	"chart" text NOT NULL,
	"key" text NOT NULL,
	"a" double precision DEFAULT 0 NOT NULL,
	"b" double precision DEFAULT 0 NOT NULL,
	"c" double precision DEFAULT 0 NOT NULL,
	"division_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_rollups_pk" PRIMARY KEY ("time_zone", "chart", "period", "division_id", "key"),
	CONSTRAINT "insights_rollups_period_fk" FOREIGN KEY ("time_zone", "period")
		REFERENCES "insights_rollup_periods" ("time_zone", "period") ON DELETE CASCADE,
	CONSTRAINT "insights_rollups_chart_known" CHECK ("chart" in ('recognition', 'nominations', 'values', 'points', 'shop', 'category'))
);--> statement-breakpoint
-- Anything that writes, changes or removes a row dated in a rolled-up period (the demo's history, an
-- import of recommendation transactions, a refund of an old order line, the bench's loader) drops that
-- period's roll-ups in the same transaction; the next ask computes them again. A write dated after every
-- rolled-up period (every award, order and allowance of today) only reads the small periods table. A
-- write dated more than 12 hours back takes the roll-ups' lock (shared) so a roll-up being made waits for
-- it to commit and then counts it (insights.ts takes the lock exclusively while it makes one).
CREATE FUNCTION plaudit_insights_rollups_stale() RETURNS trigger LANGUAGE plpgsql AS $$
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
	IF oldest >= now() - interval '12 hours'
		AND oldest >= coalesce((SELECT max(period_end) FROM insights_rollup_periods), '-infinity') THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock_shared(240026);
	IF TG_OP = 'INSERT' THEN
		DELETE FROM insights_rollup_periods m
		WHERE EXISTS (SELECT 1 FROM new_rows r WHERE r.created_at >= m.period_start AND r.created_at < m.period_end);
	ELSIF TG_OP = 'DELETE' THEN
		DELETE FROM insights_rollup_periods m
		WHERE EXISTS (SELECT 1 FROM old_rows r WHERE r.created_at >= m.period_start AND r.created_at < m.period_end);
	ELSE
		DELETE FROM insights_rollup_periods m
		WHERE EXISTS (SELECT 1 FROM old_rows r WHERE r.created_at >= m.period_start AND r.created_at < m.period_end)
			OR EXISTS (SELECT 1 FROM new_rows r WHERE r.created_at >= m.period_start AND r.created_at < m.period_end);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER awards_rollups_insert AFTER INSERT ON awards REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER awards_rollups_update AFTER UPDATE ON awards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER awards_rollups_delete AFTER DELETE ON awards REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER nominations_rollups_insert AFTER INSERT ON nominations REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER nominations_rollups_update AFTER UPDATE ON nominations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER nominations_rollups_delete AFTER DELETE ON nominations REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER ledger_entries_rollups_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER ledger_entries_rollups_update AFTER UPDATE ON ledger_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER ledger_entries_rollups_delete AFTER DELETE ON ledger_entries REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER order_lines_rollups_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER order_lines_rollups_update AFTER UPDATE ON order_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER order_lines_rollups_delete AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER award_recipients_rollups_insert AFTER INSERT ON award_recipients REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER award_recipients_rollups_update AFTER UPDATE ON award_recipients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER award_recipients_rollups_delete AFTER DELETE ON award_recipients REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER nomination_nominees_rollups_insert AFTER INSERT ON nomination_nominees REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER nomination_nominees_rollups_update AFTER UPDATE ON nomination_nominees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
CREATE TRIGGER nomination_nominees_rollups_delete AFTER DELETE ON nomination_nominees REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_stale();--> statement-breakpoint
-- A product moved to another category, a category renamed, or a member moved to another division (points
-- and orders count by the member's division now) changes every period's figures.
CREATE FUNCTION plaudit_insights_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM insights_rollup_periods) THEN
		PERFORM pg_advisory_xact_lock_shared(240026);
		DELETE FROM insights_rollup_periods;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_rollups_category AFTER UPDATE OF category_id ON products
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_clear();--> statement-breakpoint
CREATE TRIGGER shop_categories_rollups_name AFTER UPDATE OF cat1 ON shop_categories
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_clear();--> statement-breakpoint
CREATE TRIGGER accounts_rollups_kind AFTER UPDATE OF kind, member_id ON accounts
	FOR EACH STATEMENT EXECUTE FUNCTION plaudit_insights_rollups_clear();--> statement-breakpoint
CREATE TRIGGER members_rollups_division AFTER UPDATE OF division_id ON members
	FOR EACH ROW WHEN (OLD.division_id IS DISTINCT FROM NEW.division_id)
	EXECUTE FUNCTION plaudit_insights_rollups_clear();
