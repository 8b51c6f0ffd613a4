-- The read cache's topic `gameSessions` (migration 0049; server/src/modules/inhouse/play.ts
-- loadGameSession) is emptied only by the writes that can change what it holds: the game
-- sessions themselves, a member's status, a site session's revocation or expiry, a game's
-- name, codes, kind, minimum bet or category. A login or a registration (a new site session,
-- the member's last login), a profile edit, a VIP raise and the popularity job's fold of the
-- plays (every minute) no longer send every in-house player's next round to the database.
-- New members and new site sessions are left out: no cached launch can point at a row that did
-- not exist yet (the launch's keys reference both), and a launch's own insert empties the topic.
DROP TRIGGER IF EXISTS cache_bump_game_sessions_members ON members;
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_members AFTER UPDATE OF id, status OR DELETE OR TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('gameSessions');
--> statement-breakpoint
DROP TRIGGER IF EXISTS cache_bump_game_sessions_sessions ON sessions;
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_sessions AFTER UPDATE OF id, revoked_at, expires_at OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('gameSessions');
--> statement-breakpoint
DROP TRIGGER IF EXISTS cache_bump_game_sessions_games ON games;
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_games AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF id, name, node_id, game_code, inhouse_kind, min_bet, category ON games
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('gameSessions');
