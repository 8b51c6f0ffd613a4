CREATE TABLE "live_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_tickets_expires_idx" ON "live_tickets" USING btree ("expires_at");--> statement-breakpoint
-- The live channel's events (server/src/modules/live/): a change a member
-- should see at once is announced on the channel live_events, delivered to
-- every listening instance when the writer's transaction commits (never
-- before, never for a rolled-back one), whichever code wrote it: a route, the
-- console, a scheduled job, a batch statement. The payload names the member,
-- the kind and the row, nothing more (the page asks for the rest); identical
-- payloads of one transaction are delivered once.
CREATE OR REPLACE FUNCTION live_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', json_build_object(
    'm', NEW.member_id,
    'k', TG_ARGV[0],
    'id', CASE WHEN TG_NARGS > 1 THEN to_jsonb(NEW) ->> TG_ARGV[1] END
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- the balance: a member account's cached balance moved (every ledger movement, migration 0014)
CREATE TRIGGER live_balance AFTER UPDATE OF balance ON wallet_accounts FOR EACH ROW
  WHEN (NEW.member_id IS NOT NULL AND OLD.balance IS DISTINCT FROM NEW.balance) EXECUTE FUNCTION live_event('balance');
--> statement-breakpoint
CREATE TRIGGER live_deposit_new AFTER INSERT ON deposit_orders FOR EACH ROW EXECUTE FUNCTION live_event('deposit', 'id');
--> statement-breakpoint
CREATE TRIGGER live_deposit AFTER UPDATE ON deposit_orders FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION live_event('deposit', 'id');
--> statement-breakpoint
CREATE TRIGGER live_withdrawal_new AFTER INSERT ON withdrawals FOR EACH ROW EXECUTE FUNCTION live_event('withdrawal', 'id');
--> statement-breakpoint
CREATE TRIGGER live_withdrawal AFTER UPDATE ON withdrawals FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.paid IS DISTINCT FROM NEW.paid) EXECUTE FUNCTION live_event('withdrawal', 'id');
--> statement-breakpoint
-- a ticket judged (won, lost), refunded or cancelled: one event per member and draw
CREATE TRIGGER live_settlement AFTER UPDATE OF state ON lottery_tickets FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION live_event('settlement', 'draw_id');
--> statement-breakpoint
CREATE TRIGGER live_message AFTER INSERT OR UPDATE ON member_messages FOR EACH ROW EXECUTE FUNCTION live_event('message', 'id');
