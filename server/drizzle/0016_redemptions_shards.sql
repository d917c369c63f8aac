-- Issue 14: the shop's redemptions account in eight parts. Written by hand.
-- Every order credits the programme's redemptions side; with one account every order queued on its row
-- from the ledger's balance update to the commit. An order now credits 'redemptions' or one of
-- 'redemptions.1' … 'redemptions.7' by its number (server/src/shop/checkout.ts), and a refund debits the
-- one its order credited; the redemptions are the sum of the eight. The ledger opens each when first used.
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK (("accounts"."member_id" is not null and "accounts"."kind" in ('redeemable', 'payItForward', 'management')) or ("accounts"."member_id" is null and "accounts"."kind" in ('funding', 'redemptions', 'expired', 'redemptions.1', 'redemptions.2', 'redemptions.3', 'redemptions.4', 'redemptions.5', 'redemptions.6', 'redemptions.7')));
