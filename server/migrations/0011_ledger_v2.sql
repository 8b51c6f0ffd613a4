-- Ledger v2 (docs/money.md): member accounts of three kinds (main, hold,
-- vendor), house accounts per merchant and purpose without a cached balance,
-- and transactions of two or more postings with the member they concern and
-- a reference. Existing rows move forward: member wallets become `main`,
-- house accounts take their purpose from their code and drop their cached
-- balance, postings learn their account's kind, transactions their member.
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_member_id_unique";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_code_unique";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_amount_ck";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_accounts_ck";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind_ck";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_owner_ck";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_member_balance_ck";--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_wallet_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_from_account_id_wallet_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_to_account_id_wallet_accounts_id_fk";--> statement-breakpoint
DROP INDEX "ledger_transactions_from_idx";--> statement-breakpoint
DROP INDEX "ledger_transactions_to_idx";--> statement-breakpoint
ALTER TABLE "ledger_postings" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ALTER COLUMN "balance" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "account_kind" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "ref_type" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "ref_id" text;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "vendor_code" text;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "purpose" text;--> statement-breakpoint
UPDATE "wallet_accounts" SET "kind" = 'main' WHERE "kind" = 'member';--> statement-breakpoint
UPDATE "wallet_accounts" SET "purpose" = lower(split_part("code", ':', 3)), "balance" = NULL WHERE "kind" = 'house';--> statement-breakpoint
-- history is append-only (0001); this one rewrite of its shape happens with the guards lifted
ALTER TABLE "ledger_postings" DISABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DISABLE TRIGGER "ledger_transactions_append_only";--> statement-breakpoint
UPDATE "ledger_postings" p
  SET "account_kind" = a."kind",
      "balance_after" = CASE WHEN a."kind" = 'house' THEN NULL ELSE p."balance_after" END
  FROM "wallet_accounts" a WHERE a."id" = p."account_id";--> statement-breakpoint
-- the member a movement concerns: the payer's when both sides were members
UPDATE "ledger_transactions" t
  SET "member_id" = coalesce(
    (SELECT a."member_id" FROM "wallet_accounts" a WHERE a."id" = t."from_account_id"),
    (SELECT a."member_id" FROM "wallet_accounts" a WHERE a."id" = t."to_account_id"));--> statement-breakpoint
ALTER TABLE "ledger_postings" ENABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ENABLE TRIGGER "ledger_transactions_append_only";--> statement-breakpoint
ALTER TABLE "ledger_postings" ALTER COLUMN "account_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_id_kind_uq" UNIQUE("id","kind");--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_fk" FOREIGN KEY ("account_id","account_kind") REFERENCES "public"."wallet_accounts"("id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_idx" ON "ledger_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_ref_idx" ON "ledger_transactions" USING btree ("ref_type","ref_id") WHERE "ledger_transactions"."ref_type" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_member_uq" ON "wallet_accounts" USING btree ("member_id","kind",coalesce("vendor_code", '')) WHERE "wallet_accounts"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_house_uq" ON "wallet_accounts" USING btree ("merchant_code","purpose") WHERE "wallet_accounts"."kind" = 'house';--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP COLUMN "from_account_id";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP COLUMN "to_account_id";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_balance_after_ck" CHECK (("ledger_postings"."account_kind" = 'house') = ("ledger_postings"."balance_after" is null));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_ref_ck" CHECK (("ledger_transactions"."ref_type" is null) = ("ledger_transactions"."ref_id" is null));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_kind_ck" CHECK ("wallet_accounts"."kind" in ('main', 'hold', 'vendor', 'house'));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_owner_ck" CHECK (("wallet_accounts"."kind" in ('main', 'hold') and "wallet_accounts"."member_id" is not null and "wallet_accounts"."vendor_code" is null and "wallet_accounts"."purpose" is null)
        or ("wallet_accounts"."kind" = 'vendor' and "wallet_accounts"."member_id" is not null and "wallet_accounts"."vendor_code" is not null and "wallet_accounts"."purpose" is null)
        or ("wallet_accounts"."kind" = 'house' and "wallet_accounts"."member_id" is null and "wallet_accounts"."vendor_code" is null and "wallet_accounts"."purpose" is not null));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_balance_ck" CHECK (("wallet_accounts"."kind" = 'house' and "wallet_accounts"."balance" is null) or ("wallet_accounts"."kind" <> 'house' and "wallet_accounts"."balance" >= 0));--> statement-breakpoint
-- Double entry with N postings: at commit, the postings of every ledger
-- transaction sum to zero and there are at least two of them.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  postings integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, postings FROM ledger_postings WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 OR postings < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (% postings, sum %)', NEW.transaction_id, postings, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A transaction without postings would escape the check above, which runs per
-- posting: the transaction row checks its own postings at commit too.
CREATE OR REPLACE FUNCTION ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  postings integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, postings FROM ledger_postings WHERE transaction_id = NEW.id;
  IF total <> 0 OR postings < 2 THEN
    RAISE EXCEPTION 'ledger transaction % has % postings summing to %', NEW.id, postings, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced
  AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();
