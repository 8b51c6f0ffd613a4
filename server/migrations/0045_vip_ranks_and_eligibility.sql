CREATE TABLE "vip_birthday_bonuses" (
	"member_id" integer NOT NULL,
	"year" integer NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_id" integer,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_birthday_bonuses_member_id_year_pk" PRIMARY KEY("member_id","year"),
	CONSTRAINT "vip_birthday_bonuses_amount_ck" CHECK ("vip_birthday_bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_rank_ups" (
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"from_level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"bonus_id" integer,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rank_ups_member_id_level_pk" PRIMARY KEY("member_id","level"),
	CONSTRAINT "vip_rank_ups_amount_ck" CHECK ("vip_rank_ups"."amount" >= 0 and "vip_rank_ups"."level" > "vip_rank_ups"."from_level"),
	CONSTRAINT "vip_rank_ups_source_ck" CHECK ("vip_rank_ups"."source" in ('deposit', 'job'))
);
--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD COLUMN "min_vip_level" integer;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD COLUMN "max_vip_level" integer;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD COLUMN "min_deposits" integer;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD COLUMN "max_deposits" integer;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD COLUMN "new_within_days" integer;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD COLUMN "join_code" text;--> statement-breakpoint
ALTER TABLE "vip_birthday_bonuses" ADD CONSTRAINT "vip_birthday_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_birthday_bonuses" ADD CONSTRAINT "vip_birthday_bonuses_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_birthday_bonuses" ADD CONSTRAINT "vip_birthday_bonuses_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rank_ups" ADD CONSTRAINT "vip_rank_ups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rank_ups" ADD CONSTRAINT "vip_rank_ups_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rank_ups" ADD CONSTRAINT "vip_rank_ups_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_birthday_bonuses_created_idx" ON "vip_birthday_bonuses" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_eligibility_ck" CHECK (coalesce("promotion_rules"."min_vip_level", 0) >= 0 and coalesce("promotion_rules"."max_vip_level", "promotion_rules"."min_vip_level", 0) >= coalesce("promotion_rules"."min_vip_level", 0)
          and coalesce("promotion_rules"."min_deposits", 0) >= 0 and coalesce("promotion_rules"."max_deposits", "promotion_rules"."min_deposits", 0) >= coalesce("promotion_rules"."min_deposits", 0)
          and coalesce("promotion_rules"."new_within_days", 1) >= 1);--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_code_ck" CHECK ("promotion_rules"."join_mode" <> 'code' or "promotion_rules"."join_code" is not null);
--> statement-breakpoint
-- every level of a brand's ladder gets a club label (what a member's rank is stored as), made from the ladder where the brand has none
INSERT INTO "club_labels" ("code", "merchant_code", "label_name", "color", "color2", "rank_level")
SELECT lower(v."merchant_code") || '-vip' || v."level", v."merchant_code", v."name", v."color", v."color2", v."level"
FROM "vip_levels" v
WHERE NOT EXISTS (SELECT 1 FROM "club_labels" c WHERE c."merchant_code" = v."merchant_code" AND c."rank_level" = v."level")
ON CONFLICT ("code") DO NOTHING;
