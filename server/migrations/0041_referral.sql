ALTER TABLE "promotion_rules" DROP CONSTRAINT "promotion_rules_kind_ck";--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD COLUMN "referred_member_id" integer;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_referred_member_id_members_id_fk" FOREIGN KEY ("referred_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_id");--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_kind_ck" CHECK ("promotion_rules"."kind" in ('registration_gift', 'first_deposit', 'application', 'cashback', 'deposit_streak', 'referral'));