CREATE TABLE "member_name_keys" (
	"name_prefix" text NOT NULL,
	"surname" text NOT NULL,
	"firstname" text NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "member_name_keys_name_prefix_surname_firstname_member_id_pk" PRIMARY KEY("name_prefix","surname","firstname","member_id")
);
--> statement-breakpoint
DROP INDEX "members_name_keys_idx";--> statement-breakpoint
-- Hand-written: the name search's table follows members.name_keys in the same transaction as every write.
-- An update that leaves both names as they were (a profile save) changes nothing here.
CREATE FUNCTION plaudit_member_name_keys_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.firstname = OLD.firstname AND NEW.surname = OLD.surname THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM member_name_keys
     WHERE name_prefix = ANY (OLD.name_keys) AND surname = OLD.surname AND firstname = OLD.firstname
       AND member_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO member_name_keys (name_prefix, surname, firstname, member_id)
    SELECT key, NEW.surname, NEW.firstname, NEW.id FROM unnest(NEW.name_keys) AS key;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_name_keys_sync AFTER INSERT OR UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION plaudit_member_name_keys_sync();--> statement-breakpoint
-- Statement-level TRUNCATE of members empties the search table too (row triggers do not fire on it).
CREATE FUNCTION plaudit_member_name_keys_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE member_name_keys;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_name_keys_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION plaudit_member_name_keys_truncate();--> statement-breakpoint
INSERT INTO member_name_keys (name_prefix, surname, firstname, member_id)
SELECT key, m.surname, m.firstname, m.id FROM members AS m CROSS JOIN LATERAL unnest(m.name_keys) AS key;
--> statement-breakpoint
-- The name search: the first `lim` members, in surname order, whose name keys hold every one of `words`
-- (at least one; the most selective first). It walks the first word's entries of member_name_keys along the
-- primary key, merged with the second word's (or its own again), checks any further words, and stops at
-- `lim` rows. The planner settings pin that walk: with a common word's rows underestimated the planner would
-- rather fetch every match and sort them. (PL/pgSQL keeps the plan from call to call on a connection.)
CREATE FUNCTION plaudit_search_members(words text[], division integer, excluded integer, lim integer)
RETURNS TABLE (member_id integer) LANGUAGE plpgsql STABLE
SET enable_sort = off SET enable_bitmapscan = off SET enable_hashjoin = off
AS $$ BEGIN RETURN QUERY
  SELECT k.member_id
  FROM member_name_keys AS k
  JOIN member_name_keys AS s
    ON s.name_prefix = coalesce(words[2], words[1]) AND s.surname = k.surname
   AND s.firstname = k.firstname AND s.member_id = k.member_id
  WHERE k.name_prefix = words[1]
    AND k.member_id IS DISTINCT FROM excluded
    AND NOT EXISTS (
      SELECT FROM unnest(words[3:]) AS w(word)
      WHERE NOT EXISTS (
        SELECT FROM member_name_keys AS o
        WHERE o.name_prefix = w.word AND o.surname = k.surname AND o.firstname = k.firstname
          AND o.member_id = k.member_id))
    AND (division IS NULL
      OR EXISTS (SELECT FROM members AS m WHERE m.id = k.member_id AND m.division_id = division))
  ORDER BY k.surname, k.firstname, k.member_id
  LIMIT lim;
END $$;
