CREATE TABLE "promotion_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"comment" text NOT NULL,
	"image_ids" text[] NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"amount" bigint,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_applications_state_ck" CHECK ("promotion_applications"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "promotion_applications_comment_ck" CHECK (char_length("promotion_applications"."comment") <= 140 and cardinality("promotion_applications"."image_ids") <= 3)
);
--> statement-breakpoint
CREATE TABLE "promotion_participants" (
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_participants_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_person_keys" (
	"promotion_id" integer NOT NULL,
	"person_key" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_person_keys_promotion_id_person_key_pk" PRIMARY KEY("promotion_id","person_key")
);
--> statement-breakpoint
CREATE TABLE "promotion_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"state" text DEFAULT 'claimable' NOT NULL,
	"amount" bigint NOT NULL,
	"extra_turnover" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"source_ref" text,
	"expires_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"bonus_id" integer,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rewards_state_ck" CHECK ("promotion_rewards"."state" in ('claimable', 'claimed', 'issued', 'expired')),
	CONSTRAINT "promotion_rewards_amount_ck" CHECK ("promotion_rewards"."amount" > 0 and "promotion_rewards"."extra_turnover" >= 0 and "promotion_rewards"."turnover_multiple" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_rules" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"join_mode" text NOT NULL,
	"reward_type" text NOT NULL,
	"period" text DEFAULT 'once' NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"allow_stacking" boolean DEFAULT false NOT NULL,
	"params" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rules_kind_ck" CHECK ("promotion_rules"."kind" in ('registration_gift', 'first_deposit', 'application')),
	CONSTRAINT "promotion_rules_join_ck" CHECK ("promotion_rules"."join_mode" in ('auto', 'button', 'application', 'code')),
	CONSTRAINT "promotion_rules_reward_ck" CHECK ("promotion_rules"."reward_type" in ('cash', 'bonus', 'points', 'raffle')),
	CONSTRAINT "promotion_rules_period_ck" CHECK ("promotion_rules"."period" in ('once', 'D', 'W', 'H', 'M')),
	CONSTRAINT "promotion_rules_params_ck" CHECK (jsonb_typeof("promotion_rules"."params") = 'object' and "promotion_rules"."turnover_multiple" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participants" ADD CONSTRAINT "promotion_participants_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participants" ADD CONSTRAINT "promotion_participants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_person_keys" ADD CONSTRAINT "promotion_person_keys_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_person_keys" ADD CONSTRAINT "promotion_person_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_pending_uq" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "promotion_applications_state_idx" ON "promotion_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rewards_once_uq" ON "promotion_rewards" USING btree ("promotion_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_rewards_member_idx" ON "promotion_rewards" USING btree ("member_id","created_at");