CREATE TABLE "promotion_draws" (
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"entries" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_draws_promotion_id_period_key_pk" PRIMARY KEY("promotion_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "promotion_prizes" (
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"place" integer NOT NULL,
	"member_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone,
	"ticket" integer,
	"amount" bigint NOT NULL,
	"reward_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_prizes_promotion_id_period_key_place_pk" PRIMARY KEY("promotion_id","period_key","place"),
	CONSTRAINT "promotion_prizes_ck" CHECK ("promotion_prizes"."place" >= 1 and "promotion_prizes"."amount" > 0 and "promotion_prizes"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_rules" DROP CONSTRAINT "promotion_rules_kind_ck";--> statement-breakpoint
ALTER TABLE "promotion_draws" ADD CONSTRAINT "promotion_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_prizes" ADD CONSTRAINT "promotion_prizes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_prizes" ADD CONSTRAINT "promotion_prizes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_prizes" ADD CONSTRAINT "promotion_prizes_reward_id_promotion_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."promotion_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_prizes_member_uq" ON "promotion_prizes" USING btree ("promotion_id","period_key","member_id");--> statement-breakpoint
CREATE INDEX "promotion_prizes_recent_idx" ON "promotion_prizes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_kind_ck" CHECK ("promotion_rules"."kind" in ('registration_gift', 'first_deposit', 'reload', 'application', 'cashback', 'deposit_streak', 'referral', 'leaderboard', 'raffle', 'app_download'));