CREATE TABLE "mission_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"period_key" text NOT NULL,
	"week_key" text NOT NULL,
	"progress" bigint NOT NULL,
	"reward_type" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"bonus_id" integer,
	"transaction_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target" bigint NOT NULL,
	"reward_type" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"titles" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_period_ck" CHECK ("missions"."period" in ('D', 'W')),
	CONSTRAINT "missions_metric_ck" CHECK ("missions"."metric" in ('rounds', 'turnover', 'wins', 'deposits')),
	CONSTRAINT "missions_reward_ck" CHECK ("missions"."reward_type" in ('cash', 'bonus', 'points') and "missions"."reward_amount" > 0 and "missions"."target" > 0 and "missions"."turnover_multiple" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once_uq" ON "mission_claims" USING btree ("mission_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_claims_week_idx" ON "mission_claims" USING btree ("merchant_code","week_key");--> statement-breakpoint
CREATE INDEX "mission_claims_member_idx" ON "mission_claims" USING btree ("member_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_merchant_code_uq" ON "missions" USING btree ("merchant_code","code");