CREATE TABLE "protection_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"operator_id" integer,
	"reason" text,
	"return_requested_at" timestamp with time zone,
	"return_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_blocks_kind_ck" CHECK ("protection_blocks"."kind" in ('timeOut', 'selfExclusion')),
	CONSTRAINT "protection_blocks_source_ck" CHECK ("protection_blocks"."source" in ('member', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "protection_limit_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"from_value" bigint,
	"to_value" bigint,
	"effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limit_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_remove" integer DEFAULT 0 NOT NULL,
	"pending_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_kind_ck" CHECK ("protection_limits"."kind" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "protection_limits_period_ck" CHECK (("protection_limits"."kind" = 'session') = ("protection_limits"."period" = 'session') and "protection_limits"."period" in ('day', 'week', 'month', 'session')),
	CONSTRAINT "protection_limits_positive_ck" CHECK (("protection_limits"."value" is null or "protection_limits"."value" > 0) and ("protection_limits"."pending_value" is null or "protection_limits"."pending_value" > 0))
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protection_blocks" ADD CONSTRAINT "protection_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_blocks" ADD CONSTRAINT "protection_blocks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limit_changes" ADD CONSTRAINT "protection_limit_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limit_hits" ADD CONSTRAINT "protection_limit_hits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_blocks_member_idx" ON "protection_blocks" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "protection_blocks_merchant_idx" ON "protection_blocks" USING btree ("merchant_code","kind");--> statement-breakpoint
CREATE INDEX "protection_limit_changes_member_idx" ON "protection_limit_changes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "protection_limit_hits_merchant_idx" ON "protection_limit_hits" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "protection_limits_member_kind_uq" ON "protection_limits" USING btree ("member_id","kind","period");