CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_resets_idx" ON "rate_limits" USING btree ("resets_at");--> statement-breakpoint
-- Counts one message against a sender's budget and answers `at`: the outbox inserts of a call that sends
-- messages call it for each row (as the row's created_at), so the budget counts messages queued, in the
-- transaction that queues them. Past the budget it raises PL429 with the time the window ends (epoch
-- seconds) as its detail, and the whole insert, with the change around it, rolls back.
CREATE FUNCTION plaudit_count_message(budget text, most integer, window_ms integer, at timestamptz)
RETURNS timestamptz LANGUAGE plpgsql AS $$
DECLARE
  counted integer;
  ends timestamptz;
BEGIN
  INSERT INTO rate_limits AS r (key, hits, resets_at)
    VALUES (budget, 1, at + window_ms * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.resets_at <= at THEN 1 ELSE r.hits + 1 END,
    resets_at = CASE WHEN r.resets_at <= at THEN excluded.resets_at ELSE r.resets_at END
  RETURNING hits, resets_at INTO counted, ends;
  IF counted > most THEN
    RAISE EXCEPTION 'message budget spent' USING ERRCODE = 'PL429',
      DETAIL = extract(epoch FROM ends)::text;
  END IF;
  RETURN at;
END $$;
