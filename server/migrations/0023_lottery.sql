CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lottery_code" text NOT NULL,
	"period" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"stations" jsonb NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_state_ck" CHECK ("lottery_draws"."state" in ('open', 'closed', 'drawn', 'settled', 'cancelled')),
	CONSTRAINT "lottery_draws_times_ck" CHECK ("lottery_draws"."open_at" <= "lottery_draws"."close_at" and "lottery_draws"."close_at" <= "lottery_draws"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_settings" (
	"merchant_code" text NOT NULL,
	"lottery_code" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"max_stake_per_draw" bigint NOT NULL,
	"play_types" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_settings_merchant_code_lottery_code_pk" PRIMARY KEY("merchant_code","lottery_code"),
	CONSTRAINT "lottery_settings_amounts_ck" CHECK ("lottery_settings"."unit_price" > 0 and "lottery_settings"."max_stake_per_draw" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"lottery_code" text NOT NULL,
	"game_code" text NOT NULL,
	"play_type" text NOT NULL,
	"numbers" text[] NOT NULL,
	"stations" text[] NOT NULL,
	"position" integer,
	"points" integer NOT NULL,
	"combos" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_tickets_amounts_ck" CHECK ("lottery_tickets"."stake" > 0 and "lottery_tickets"."payout" >= 0 and "lottery_tickets"."points" > 0 and "lottery_tickets"."combos" > 0),
	CONSTRAINT "lottery_tickets_state_ck" CHECK ("lottery_tickets"."state" in ('pending', 'won', 'lost', 'cancelled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "lottery_settings" ADD CONSTRAINT "lottery_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_period_uq" ON "lottery_draws" USING btree ("lottery_code","period");--> statement-breakpoint
CREATE INDEX "lottery_draws_lottery_draw_at_idx" ON "lottery_draws" USING btree ("lottery_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","id");--> statement-breakpoint
-- hand-written below
-- the draws the engine still has work on (close, draw, settle): a small partial index, whatever the history
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("draw_at") WHERE "state" IN ('open', 'closed', 'drawn');
--> statement-breakpoint
-- The Vietnamese lottery's games are its real draws now (modules/lottery/catalogue.ts), and every
-- lottery game launches on a play type of its lottery: a database seeded before gets the new names.
UPDATE "games" AS g SET "name" = v.name, "search_name" = v.search_name
FROM (VALUES
  ('VNL_0001', 'Xổ Số Miền Bắc', 'xo so mien bac'),
  ('VNL_0002', 'Xổ Số Miền Trung', 'xo so mien trung'),
  ('VNL_0003', 'Xổ Số Miền Nam', 'xo so mien nam'),
  ('VNL_0004', 'Miền Bắc 45 giây', 'mien bac 45 giay'),
  ('VNL_0005', 'Miền Bắc 75 giây', 'mien bac 75 giay'),
  ('VNL_0006', 'Miền Bắc 5 phút', 'mien bac 5 phut'),
  ('VNL_0007', 'Miền Trung 45 giây', 'mien trung 45 giay'),
  ('VNL_0008', 'Miền Trung 75 giây', 'mien trung 75 giay'),
  ('VNL_0009', 'Miền Trung 5 phút', 'mien trung 5 phut'),
  ('VNL_0010', 'Miền Nam 45 giây', 'mien nam 45 giay'),
  ('VNL_0011', 'Miền Nam 75 giây', 'mien nam 75 giay'),
  ('VNL_0012', 'Miền Nam 5 phút', 'mien nam 5 phut'),
  ('VNL_0013', 'Xổ Số Hà Nội', 'xo so ha noi'),
  ('VNL_0014', 'Xổ Số Đà Nẵng', 'xo so da nang'),
  ('VNL_0015', 'Xổ Số TP.HCM', 'xo so tp.hcm'),
  ('VNL_0016', 'Xổ Số Cần Thơ', 'xo so can tho')
) AS v(game_code, name, search_name)
WHERE g."merchant_code" = 'LOTUS' AND g."vendor_code" = 'VNL' AND g."game_code" = v.game_code;
--> statement-breakpoint
UPDATE "games" SET "default_play_type" = CASE WHEN "vendor_code" = 'VNL' THEN 'lo2' WHEN "vendor_code" = 'KNX' OR "classify" = 'keno' THEN 'pick1' ELSE 'position' END
WHERE "category" IN ('LOTT', 'ELOTT') AND "default_play_type" IN ('straight', 'box', 'big-small', 'odd-even', 'sum');
