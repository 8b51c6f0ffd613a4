-- A bet's balance is announced by the server after the bet commits, in batches (server/src/modules/live/later.ts).
-- A transaction that sets lotus.live_later to 'on' (a hot bet, server/src/db/hot-transaction.ts) does not
-- announce a balance from this trigger. Every other writer's balance change is announced at its commit, as
-- before (migration 0029).
-- Why: PostgreSQL takes one lock for every commit that notifies, and holds it while the commit is written to
-- disk, so bets that each notified committed one after the other (docs/performance.md, "Notifying after the
-- commit").
DROP TRIGGER IF EXISTS live_balance ON wallet_accounts;
--> statement-breakpoint
CREATE TRIGGER live_balance AFTER UPDATE OF balance ON wallet_accounts FOR EACH ROW
  WHEN (NEW.member_id IS NOT NULL AND OLD.balance IS DISTINCT FROM NEW.balance AND current_setting('lotus.live_later', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION live_event('balance');
