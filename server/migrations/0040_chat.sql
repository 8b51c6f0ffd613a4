CREATE TABLE "chat_canned_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_canned_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"queue" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"staff_id" integer,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"member_read_seq" integer DEFAULT 0 NOT NULL,
	"staff_read_seq" integer DEFAULT 0 NOT NULL,
	"rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"member_typing_at" timestamp with time zone,
	"staff_typing_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_status_ck" CHECK ("chat_conversations"."status" in ('waiting', 'active', 'closed')),
	CONSTRAINT "chat_conversations_queue_ck" CHECK ("chat_conversations"."queue" in ('normal', 'vip')),
	CONSTRAINT "chat_conversations_rating_ck" CHECK ("chat_conversations"."rating" is null or "chat_conversations"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "chat_desk_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"operator_session_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_desks" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"opens_minute" integer DEFAULT 0 NOT NULL,
	"closes_minute" integer DEFAULT 1440 NOT NULL,
	"utc_offset_minutes" integer DEFAULT 420 NOT NULL,
	CONSTRAINT "chat_desks_hours_ck" CHECK ("chat_desks"."opens_minute" between 0 and 1440 and "chat_desks"."closes_minute" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "chat_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"upload_id" text,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_author_ck" CHECK ("chat_messages"."author" in ('member', 'staff', 'system')),
	CONSTRAINT "chat_messages_kind_ck" CHECK ("chat_messages"."kind" in ('text', 'image', 'note'))
);
--> statement-breakpoint
ALTER TABLE "chat_canned_answers" ADD CONSTRAINT "chat_canned_answers_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_canned_answers" ADD CONSTRAINT "chat_canned_answers_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_staff_id_operators_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_desk_tickets" ADD CONSTRAINT "chat_desk_tickets_operator_session_id_operator_sessions_id_fk" FOREIGN KEY ("operator_session_id") REFERENCES "public"."operator_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_desk_tickets" ADD CONSTRAINT "chat_desk_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_desks" ADD CONSTRAINT "chat_desks_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_operators_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_open_uq" ON "chat_conversations" USING btree ("member_id") WHERE "chat_conversations"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "chat_conversations_desk_idx" ON "chat_conversations" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_staff_idx" ON "chat_conversations" USING btree ("staff_id","status");--> statement-breakpoint
CREATE INDEX "chat_desk_tickets_expires_idx" ON "chat_desk_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_uq" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("member_id","author","client_id");--> statement-breakpoint
-- every message is kept for audit: no UPDATE, no DELETE
CREATE OR REPLACE FUNCTION chat_messages_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'chat messages are kept for audit: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER chat_messages_append_only BEFORE UPDATE OR DELETE ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION chat_messages_refuse_change();
