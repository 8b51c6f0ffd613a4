CREATE TABLE "point_carries" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"carry" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"turnover" bigint,
	"redemption_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_kind_ck" CHECK ("point_entries"."kind" in ('earn', 'spend', 'refund')),
	CONSTRAINT "point_entries_sign_ck" CHECK (("point_entries"."kind" = 'spend' and "point_entries"."points" < 0) or ("point_entries"."kind" in ('earn', 'refund') and "point_entries"."points" > 0))
);
--> statement-breakpoint
CREATE TABLE "point_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"price" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"stock" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_items_kind_ck" CHECK ("point_items"."kind" in ('cash', 'bonus', 'physical')),
	CONSTRAINT "point_items_values_ck" CHECK ("point_items"."price" > 0 and "point_items"."amount" >= 0 and ("point_items"."stock" is null or "point_items"."stock" >= 0))
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"transaction_id" bigint,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_redemptions_status_ck" CHECK ("point_redemptions"."status" in ('in_process', 'rejected', 'approved')),
	CONSTRAINT "point_redemptions_values_ck" CHECK ("point_redemptions"."quantity" > 0 and "point_redemptions"."points" > 0 and "point_redemptions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"turnover_per_point" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_settings_ratio_ck" CHECK ("points_settings"."turnover_per_point" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_carries" ADD CONSTRAINT "point_carries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_redemption_id_point_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."point_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_items" ADD CONSTRAINT "point_items_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_item_id_point_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."point_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_key_uq" ON "point_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_items_merchant_idx" ON "point_items" USING btree ("merchant_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_key_uq" ON "point_redemptions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("merchant_code","status","created_at");