CREATE TABLE "message_broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"audience" text NOT NULL,
	"member_id" integer,
	"rank_level" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"recipients" integer,
	"withheld" integer DEFAULT 0 NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_broadcasts_audience_ck" CHECK ("message_broadcasts"."audience" in ('member', 'rank', 'brand')),
	CONSTRAINT "message_broadcasts_kind_ck" CHECK ("message_broadcasts"."kind" in ('service', 'marketing')),
	CONSTRAINT "message_broadcasts_target_ck" CHECK (("message_broadcasts"."audience" = 'member') = ("message_broadcasts"."member_id" is not null) and ("message_broadcasts"."audience" = 'rank') = ("message_broadcasts"."rank_level" is not null))
);
--> statement-breakpoint
CREATE TABLE "message_receipts" (
	"broadcast_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"withheld" boolean DEFAULT false NOT NULL,
	CONSTRAINT "message_receipts_broadcast_id_member_id_pk" PRIMARY KEY("broadcast_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_broadcasts_brand_idx" ON "message_broadcasts" USING btree ("merchant_code","delivered_at");--> statement-breakpoint
CREATE INDEX "message_broadcasts_due_idx" ON "message_broadcasts" USING btree ("send_at") WHERE "message_broadcasts"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "message_broadcasts_member_idx" ON "message_broadcasts" USING btree ("member_id") WHERE "message_broadcasts"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "message_receipts_member_idx" ON "message_receipts" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_kind_ck" CHECK ("member_messages"."kind" in ('service', 'marketing'));--> statement-breakpoint
-- Whether marketing may reach a member: no time-out or self-exclusion holds
-- (an ended exclusion until the member has returned). The one definition,
-- read by protection/marketing.ts and by the inbox below.
CREATE OR REPLACE FUNCTION marketing_allowed(p_member integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM protection_blocks b
    WHERE b.member_id = p_member AND b.starts_at <= now()
      AND (b.ends_at IS NULL OR b.ends_at > now() OR (b.kind = 'selfExclusion' AND (b.return_at IS NULL OR b.return_at > now())))
  )
$$;
--> statement-breakpoint
-- A member's inbox (modules/messages/): their own messages not deleted, and
-- the broadcasts delivered to their brand since they joined whose audience
-- takes them in (everyone, their rank level, or them), not deleted nor
-- withheld; marketing only while marketing may reach them. `ref` is the id
-- the site sees: 'p<id>' for a personal message, 'b<id>' for a broadcast.
-- The inbox's list and the unread count (the header's balance) both read it.
CREATE OR REPLACE FUNCTION member_inbox(p_member integer)
RETURNS TABLE (ref text, source text, source_id integer, kind text, title text, content text, created_at timestamptz, read_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT 'p' || m.id, 'p', m.id, m.kind, m.title, m.content, m.created_at, m.read_at
  FROM member_messages m
  WHERE m.member_id = p_member AND m.deleted_at IS NULL AND (m.kind = 'service' OR marketing_allowed(p_member))
  UNION ALL
  SELECT 'b' || b.id, 'b', b.id, b.kind, b.title, b.content, b.delivered_at, r.read_at
  FROM members me
  JOIN message_broadcasts b ON b.merchant_code = me.merchant_code AND b.delivered_at IS NOT NULL AND b.delivered_at >= me.created_at
  LEFT JOIN club_labels c ON c.id = me.club_label_id
  LEFT JOIN message_receipts r ON r.broadcast_id = b.id AND r.member_id = me.id
  WHERE me.id = p_member
    AND (b.audience = 'brand' OR (b.audience = 'member' AND b.member_id = me.id) OR (b.audience = 'rank' AND b.rank_level = c.rank_level))
    AND (r.member_id IS NULL OR (r.deleted_at IS NULL AND NOT r.withheld))
    AND (b.kind = 'service' OR marketing_allowed(p_member))
$$;
--> statement-breakpoint
-- a member read, unread or deleted a broadcast: their open pages follow (the live channel, migration 0029)
CREATE TRIGGER live_message_receipt AFTER INSERT OR UPDATE ON message_receipts FOR EACH ROW
  WHEN (NOT NEW.withheld) EXECUTE FUNCTION live_event('message', 'broadcast_id');
