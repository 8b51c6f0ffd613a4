CREATE TABLE "lottery_jackpots" (
	"draw_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"pool" text NOT NULL,
	"amount" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_jackpots_draw_id_merchant_code_pool_pk" PRIMARY KEY("draw_id","merchant_code","pool"),
	CONSTRAINT "lottery_jackpots_amounts_ck" CHECK ("lottery_jackpots"."amount" >= 0 and "lottery_jackpots"."shares" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD COLUMN "pool_stakes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_jackpots" ADD CONSTRAINT "lottery_jackpots_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_jackpots" ADD CONSTRAINT "lottery_jackpots_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;