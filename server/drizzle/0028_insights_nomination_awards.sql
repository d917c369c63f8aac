-- Issue 24: an approved nomination's award is no longer counted among the recognition chart's awards nor
-- the values' (its nomination is). Roll-ups made before counted it; drop them all, and the next ask makes
-- them again (insights.ts), as a back-dated write would. Written by hand.
DELETE FROM "insights_rollup_periods";
