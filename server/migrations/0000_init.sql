CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "announcements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"linkage_type" text,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "blocked_networks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocked_networks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"network" "cidr" NOT NULL,
	"reason" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_networks_network_unique" UNIQUE("network")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"label_name" text NOT NULL,
	"color" text NOT NULL,
	"color2" text NOT NULL,
	"rank_level" integer NOT NULL,
	CONSTRAINT "club_labels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_codes" (
	"country_code" text PRIMARY KEY NOT NULL,
	"dialing_code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_lanes" (
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"classify" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "game_lanes_merchant_code_category_pk" PRIMARY KEY("merchant_code","category")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"account_type_name" text,
	"is_game" text,
	"is_hot" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"section_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_ck" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_amount_ck" CHECK ("ledger_transactions"."amount" > 0),
	CONSTRAINT "ledger_transactions_accounts_ck" CHECK ("ledger_transactions"."from_account_id" <> "ledger_transactions"."to_account_id")
);
--> statement-breakpoint
CREATE TABLE "member_label_links" (
	"member_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "member_label_links_member_id_label_id_pk" PRIMARY KEY("member_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "member_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"label_name" text NOT NULL,
	"text_color" text NOT NULL,
	"bg_color" text NOT NULL,
	CONSTRAINT "member_labels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "member_logins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_logins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"success" boolean NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text NOT NULL,
	"payment_password_hash" text,
	"is_agent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"upline_id" integer,
	"invite_code" text,
	"club_label_id" integer,
	"avatar_url" text,
	"email" text,
	"country_dialing_code" text,
	"mobile_num" text,
	"payee_name" text,
	"qq_num" text,
	"line" text,
	"whatsapp" text,
	"zalo" text,
	"facebook" text,
	"wechat" text,
	"id_number" text,
	"referral_code" text,
	"register_url" text,
	"register_domain" text,
	"register_ip" text,
	"language" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_expires_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"last_failed_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "members_is_agent_ck" CHECK ("members"."is_agent" in (0, 1, 2, 4, 41, 42)),
	CONSTRAINT "members_status_ck" CHECK ("members"."status" in ('active', 'locked', 'template'))
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"mirror" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_languages" (
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "merchant_languages_merchant_code_code_pk" PRIMARY KEY("merchant_code","code")
);
--> statement-breakpoint
CREATE TABLE "merchant_resources" (
	"merchant_code" text NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"label_name_en" text NOT NULL,
	CONSTRAINT "merchant_resources_merchant_code_resource_type_pk" PRIMARY KEY("merchant_code","resource_type")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"platform" text NOT NULL,
	"lottery_type" text NOT NULL,
	"device" text NOT NULL,
	"prize_modes" jsonb NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"default_language" text NOT NULL,
	"settings" jsonb NOT NULL,
	"customer_service" jsonb NOT NULL,
	"gtag_id" text,
	"image_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"launch_game_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_title" text DEFAULT 'System Maintenance' NOT NULL,
	"maintenance_message" text DEFAULT '' NOT NULL,
	"maintenance_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payload_keys" (
	"slot" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payload_keys_key_id_unique" UNIQUE("key_id")
);
--> statement-breakpoint
CREATE TABLE "payload_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"merchant_code" text NOT NULL,
	"field" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"pattern_id" integer NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	CONSTRAINT "register_field_rules_merchant_code_field_pk" PRIMARY KEY("merchant_code","field"),
	CONSTRAINT "register_field_rules_pattern_ck" CHECK ("register_field_rules"."pattern_id" between 0 and 21),
	CONSTRAINT "register_field_rules_length_ck" CHECK ("register_field_rules"."min_length" >= 0 and "register_field_rules"."max_length" >= "register_field_rules"."min_length")
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"captcha_enabled" boolean NOT NULL,
	"username_registration" boolean NOT NULL,
	"mobile_registration" boolean NOT NULL,
	"mobile_registration_with_password" boolean NOT NULL,
	"sms_verification" boolean NOT NULL,
	"initial_dialing_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"code" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_member_id_unique" UNIQUE("member_id"),
	CONSTRAINT "wallet_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "wallet_accounts_kind_ck" CHECK ("wallet_accounts"."kind" in ('member', 'house')),
	CONSTRAINT "wallet_accounts_owner_ck" CHECK (("wallet_accounts"."kind" = 'member' and "wallet_accounts"."member_id" is not null) or ("wallet_accounts"."kind" = 'house' and "wallet_accounts"."code" is not null)),
	CONSTRAINT "wallet_accounts_member_balance_ck" CHECK ("wallet_accounts"."kind" <> 'member' or "wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "whitelabel_modules" (
	"merchant_code" text NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "whitelabel_modules_merchant_code_mod_id_pk" PRIMARY KEY("merchant_code","mod_id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_labels" ADD CONSTRAINT "club_labels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lanes" ADD CONSTRAINT "game_lanes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_section_id_help_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."help_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_sections" ADD CONSTRAINT "help_sections_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_from_account_id_wallet_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_to_account_id_wallet_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_label_links" ADD CONSTRAINT "member_label_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_label_links" ADD CONSTRAINT "member_label_links_label_id_member_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."member_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_labels" ADD CONSTRAINT "member_labels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_label_id_club_labels_id_fk" FOREIGN KEY ("club_label_id") REFERENCES "public"."club_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_languages" ADD CONSTRAINT "merchant_languages_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_resources" ADD CONSTRAINT "merchant_resources_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD CONSTRAINT "register_field_rules_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_modules" ADD CONSTRAINT "whitelabel_modules_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_idx" ON "announcements" USING btree ("merchant_code","published_at");--> statement-breakpoint
CREATE INDEX "banners_merchant_group_idx" ON "banners" USING btree ("merchant_code","group_name");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_merchant_category_code_uq" ON "game_vendors" USING btree ("merchant_code","category","code");--> statement-breakpoint
CREATE INDEX "help_articles_section_idx" ON "help_articles" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "help_sections_merchant_idx" ON "help_sections" USING btree ("merchant_code");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_from_idx" ON "ledger_transactions" USING btree ("from_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_to_idx" ON "ledger_transactions" USING btree ("to_account_id","created_at");--> statement-breakpoint
CREATE INDEX "member_logins_member_idx" ON "member_logins" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_member_idx" ON "member_messages" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_account_uq" ON "members" USING btree ("merchant_code",lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile_uq" ON "members" USING btree ("merchant_code","country_dialing_code","mobile_num") WHERE "members"."mobile_num" is not null;--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "merchant_domains_merchant_idx" ON "merchant_domains" USING btree ("merchant_code");--> statement-breakpoint
CREATE INDEX "payload_nonces_expires_idx" ON "payload_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "promotions_merchant_idx" ON "promotions" USING btree ("merchant_code");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");