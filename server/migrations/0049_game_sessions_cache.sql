-- The read cache's topic `gameSessions` (server/src/db/read-cache.ts): the
-- game session behind the token of an in-house game's call
-- (server/src/modules/inhouse/play.ts findGameSession, a join of the game
-- sessions, the members, the site sessions and the games) is cached by its
-- token's hash; any write to one of those four tables (a launch, an ended
-- launch, a logout, a revocation, a lock, a game's change) empties it.
CREATE TRIGGER cache_bump_game_sessions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_sessions FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('gameSessions');
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_sessions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('gameSessions');
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_members AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('gameSessions');
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_games AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('gameSessions');
