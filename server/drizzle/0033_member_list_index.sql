-- The member list of a division (getmemberlist without a search, and its count): active members, the
-- registered ones first, then by name. 3,000 imported members in a division, not yet registered, no longer
-- hide its registered members behind the first 100 names.
CREATE INDEX "members_list_idx" ON "members" USING btree ("division_id",("registered_at" is null),"surname","firstname","id") WHERE "members"."deactivated_at" is null;
