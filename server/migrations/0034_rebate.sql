CREATE TABLE "rebate_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"until_at" timestamp with time zone NOT NULL,
	"turnover" bigint NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_payouts_ck" CHECK ("rebate_payouts"."amount" > 0 and "rebate_payouts"."turnover" > 0 and "rebate_payouts"."until_at" > "rebate_payouts"."from_at" and "rebate_payouts"."source" in ('auto', 'claim'))
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_merchant_code_category_vip_level_pk" PRIMARY KEY("merchant_code","category","vip_level"),
	CONSTRAINT "rebate_rates_ck" CHECK ("rebate_rates"."rate_percent" >= 0 and "rebate_rates"."rate_percent" <= 100 and "rebate_rates"."vip_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_watermarks" (
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_watermarks_member_id_category_pk" PRIMARY KEY("member_id","category")
);
--> statement-breakpoint
ALTER TABLE "promotion_rules" DROP CONSTRAINT "promotion_rules_kind_ck";--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_watermarks" ADD CONSTRAINT "rebate_watermarks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_payouts_from_uq" ON "rebate_payouts" USING btree ("member_id","category","from_at");--> statement-breakpoint
CREATE INDEX "rebate_payouts_member_idx" ON "rebate_payouts" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_kind_ck" CHECK ("promotion_rules"."kind" in ('registration_gift', 'first_deposit', 'application', 'cashback', 'deposit_streak'));