-- Hand-written: the name search picks its path by what was typed.
--
-- plaudit_walk_members is 0005's ordered walk of member_name_keys, with one change: a one-word search (the
-- commonest) walks that word's entries alone, where 0005 joined them with themselves as the "second word"
-- and so read the index twice (about 2.5 times the time).
CREATE FUNCTION plaudit_walk_members(words text[], division integer, excluded integer, lim integer)
RETURNS TABLE (member_id integer) LANGUAGE plpgsql STABLE
SET enable_sort = off SET enable_bitmapscan = off SET enable_hashjoin = off
AS $$ BEGIN
  IF cardinality(words) = 1 THEN
    RETURN QUERY
      SELECT k.member_id
      FROM member_name_keys AS k
      WHERE k.name_prefix = words[1]
        AND k.member_id IS DISTINCT FROM excluded
        AND (division IS NULL
          OR EXISTS (SELECT FROM members AS m WHERE m.id = k.member_id AND m.division_id = division))
      ORDER BY k.surname, k.firstname, k.member_id
      LIMIT lim;
    RETURN;
  END IF;
  RETURN QUERY
    SELECT k.member_id
    FROM member_name_keys AS k
    JOIN member_name_keys AS s
      ON s.name_prefix = words[2] AND s.surname = k.surname
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
--> statement-breakpoint
-- plaudit_search_members: the ids of the first `lim` members, in surname order, whose name keys hold every
-- one of `words` (the caller sorts the rows it shows). Two or more words usually narrow the match to a few
-- members ('zanele mo'): the GIN index of members.name_keys intersects the words' entries without walking
-- them, and when it finds at most `lim` members those are the answer. A wider match ('a m'), and every
-- one-word search, takes the walk, which stops at `lim` however many match.
CREATE OR REPLACE FUNCTION plaudit_search_members(words text[], division integer, excluded integer, lim integer)
RETURNS TABLE (member_id integer) LANGUAGE plpgsql STABLE
AS $$ DECLARE found integer[]; BEGIN
  IF cardinality(words) > 1 THEN
    SELECT array_agg(m.id) INTO found FROM (
      SELECT m.id FROM members AS m
      WHERE m.name_keys @> words AND m.id IS DISTINCT FROM excluded
        AND (division IS NULL OR m.division_id = division)
      LIMIT lim + 1) AS m;
    IF coalesce(cardinality(found), 0) <= lim THEN
      RETURN QUERY SELECT unnest(found);
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT w.member_id FROM plaudit_walk_members(words, division, excluded, lim) AS w;
END $$;
