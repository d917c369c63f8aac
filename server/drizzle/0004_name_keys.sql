-- The name search's keys: every prefix (up to 20 letters) of every word of a name, folded to lower-case
-- ASCII; words are split at spaces, and a word with hyphens, apostrophes or dots counts both whole (without
-- them) and in its parts: 'Mokoena-Smith' gives mokoenasmith, mokoena, smith and their prefixes.
CREATE FUNCTION plaudit_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(t, 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿÑñÇç', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyNnCc'))
$$;--> statement-breakpoint
CREATE FUNCTION plaudit_name_keys(firstname text, surname text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(w.word, n.len)), '{}')
  FROM (
    SELECT regexp_replace(whole, '[-''’.]', '', 'g') AS word
      FROM regexp_split_to_table(plaudit_fold(firstname || ' ' || surname), '\s+') AS whole
    UNION
    SELECT part FROM regexp_split_to_table(plaudit_fold(firstname || ' ' || surname), '[\s''’.-]+') AS part
  ) AS w
  CROSS JOIN LATERAL generate_series(1, least(length(w.word), 20)) AS n(len)
  WHERE w.word <> ''
$$;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "name_keys" text[] GENERATED ALWAYS AS (plaudit_name_keys(firstname, surname)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "members_name_keys_idx" ON "members" USING gin ("name_keys");