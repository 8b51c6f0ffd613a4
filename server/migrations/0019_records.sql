CREATE TABLE "bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"turnover_required" bigint NOT NULL,
	"grant_key" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_amounts_ck" CHECK ("bonuses"."amount" > 0 and "bonuses"."turnover_multiple" >= 0 and "bonuses"."turnover_required" >= 0)
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "single_wallet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "transfer_wallet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_grant_key_uq" ON "bonuses" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "bonuses_member_idx" ON "bonuses" USING btree ("member_id","created_at");--> statement-breakpoint
-- hand-written below
-- The reference brand's transfer-wallet vendors: the seed marks them on a
-- new database; this marks them on a database seeded before the column.
UPDATE "game_vendors" SET "transfer_wallet" = true WHERE "merchant_code" = 'LOTUS' AND "code" IN ('RYL', 'LSP', 'JDS', 'TLC', 'IMES');
