-- Issue 39: the points chart counts each member balance apart (spendable points, budgets, allowances), its
-- roll-up rows keyed by the balance, where roll-ups made before held the programme's funding, redemptions
-- and expiry in one row. Drop them all, and the next ask makes them again (rollups.ts), as a back-dated
-- write would. Written by hand.
DELETE FROM "insights_rollup_periods";
