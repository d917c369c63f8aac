-- Hand-written: plaudit_search_members hands out its ids in surname order, on both paths, so the member
-- list can take the ids in that order (WITH ORDINALITY) rather than gather them into a set and sort the
-- rows again by name. The walk (0007) already yields them in that order; the GIN path now
-- sorts the few members it found (at most lim + 1).
CREATE OR REPLACE FUNCTION plaudit_search_members(words text[], division integer, excluded integer, lim integer)
RETURNS TABLE (member_id integer) LANGUAGE plpgsql STABLE
AS $$ DECLARE found integer[]; BEGIN
  IF cardinality(words) > 1 THEN
    SELECT array_agg(m.id ORDER BY m.surname, m.firstname, m.id) INTO found FROM (
      SELECT m.id, m.surname, m.firstname FROM members AS m
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
