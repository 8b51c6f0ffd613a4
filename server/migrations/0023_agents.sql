CREATE TABLE "agent_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agent_announcements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"period" text,
	"tiers" jsonb NOT NULL,
	"upline_id" integer,
	"holder_id" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "agent_contracts_kind_ck" CHECK ("agent_contracts"."kind" in ('dividend', 'dailySalary', 'hourSalary', 'realtimeSalary')),
	CONSTRAINT "agent_contracts_state_ck" CHECK ("agent_contracts"."state" in ('pending', 'active', 'rejected', 'terminated', 'superseded', 'expired', 'withdrawn')),
	CONSTRAINT "agent_contracts_period_ck" CHECK ("agent_contracts"."period" is null or "agent_contracts"."period" in ('D', 'W', 'H', 'M'))
);
--> statement-breakpoint
CREATE TABLE "agent_invite_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_invite_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "agent_invite_links_code_unique" UNIQUE("code"),
	CONSTRAINT "agent_invite_links_kind_ck" CHECK ("agent_invite_links"."kind" in ('member', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "agent_invite_registrations" (
	"link_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_invite_registrations_link_id_member_id_pk" PRIMARY KEY("link_id","member_id"),
	CONSTRAINT "agent_invite_registrations_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_member_activity" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"last_valid_bet_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_member_hours" (
	"member_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_member_hours_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
CREATE TABLE "agent_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"holder_id" integer NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"basis" bigint NOT NULL,
	"tier_by" bigint NOT NULL,
	"rate" numeric(9, 4) NOT NULL,
	"gross" bigint NOT NULL,
	"deductions" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payments_amount_ck" CHECK ("agent_payments"."amount" >= 0 and "agent_payments"."gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_team_days" (
	"agent_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_days_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "agent_announcements" ADD CONSTRAINT "agent_announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_links" ADD CONSTRAINT "agent_invite_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_registrations" ADD CONSTRAINT "agent_invite_registrations_link_id_agent_invite_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."agent_invite_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_registrations" ADD CONSTRAINT "agent_invite_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_member_activity" ADD CONSTRAINT "agent_member_activity_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_member_hours" ADD CONSTRAINT "agent_member_hours_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD CONSTRAINT "agent_payments_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD CONSTRAINT "agent_payments_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payments" ADD CONSTRAINT "agent_payments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_days" ADD CONSTRAINT "agent_team_days_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_announcements_merchant_idx" ON "agent_announcements" USING btree ("merchant_code","published_at");--> statement-breakpoint
CREATE INDEX "agent_contracts_holder_idx" ON "agent_contracts" USING btree ("holder_id","kind","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_active_idx" ON "agent_contracts" USING btree ("kind") WHERE "agent_contracts"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active_uq" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending_uq" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_invite_links_agent_idx" ON "agent_invite_links" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_member_activity_last_idx" ON "agent_member_activity" USING btree ("last_valid_bet_at");--> statement-breakpoint
CREATE INDEX "agent_member_hours_hour_idx" ON "agent_member_hours" USING btree ("hour");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payments_contract_window_uq" ON "agent_payments" USING btree ("contract_id","window_start");--> statement-breakpoint
CREATE INDEX "agent_payments_holder_idx" ON "agent_payments" USING btree ("holder_id","kind","window_start");--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- hand-written below
-- The closure of members.upline_id (agent_tree): every member is its own
-- ancestor at depth 0 and a descendant of each of its uplines. Kept by the
-- trigger below on every insert and upline change, so reports find a team of
-- any depth with one indexed lookup. An upline change moves the whole
-- subtree; a change that would make a member its own upline is refused.
CREATE OR REPLACE FUNCTION agent_tree_on_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agent_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
    IF NEW.upline_id IS NOT NULL THEN
      INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM agent_tree t WHERE t.descendant_id = NEW.upline_id;
    END IF;
  ELSIF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    IF NEW.upline_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
    ) THEN
      RAISE EXCEPTION 'member % cannot be placed under its own downline', NEW.id USING ERRCODE = 'check_violation';
    END IF;
    DELETE FROM agent_tree a
      USING agent_tree s
      WHERE s.ancestor_id = NEW.id
        AND a.descendant_id = s.descendant_id
        AND a.ancestor_id IN (SELECT o.ancestor_id FROM agent_tree o WHERE o.descendant_id = NEW.id AND o.depth > 0);
    IF NEW.upline_id IS NOT NULL THEN
      INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      SELECT u.ancestor_id, s.descendant_id, u.depth + s.depth + 1
      FROM agent_tree u JOIN agent_tree s ON s.ancestor_id = NEW.id
      WHERE u.descendant_id = NEW.upline_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_agent_tree AFTER INSERT OR UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION agent_tree_on_member();--> statement-breakpoint
-- the members registered before the table
INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.upline_id, up.descendant_id, up.depth + 1
  FROM up JOIN members m ON m.id = up.ancestor_id
  WHERE m.upline_id IS NOT NULL AND up.depth < 64
)
SELECT ancestor_id, descendant_id, depth FROM up
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- the payment jobs read every bet of a window across all members
CREATE INDEX IF NOT EXISTS "inhouse_rounds_created_idx" ON "inhouse_rounds" USING btree ("created_at");
--> statement-breakpoint
-- the rollup starts at the beginning: its first run adds every hour already played
INSERT INTO agent_rollup_state (id, rolled_until) VALUES (1, '2000-01-01T00:00:00Z') ON CONFLICT DO NOTHING;
