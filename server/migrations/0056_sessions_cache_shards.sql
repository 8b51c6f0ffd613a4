-- The lookups of a token, the site session's of every call with one (server/src/http/session-lookup.ts)
-- and the game session's of every in-house round (modules/inhouse/play.ts), are cached in sixteen
-- topics each instead of one: `sessions:<x>` and `gameSessions:<x>`, x the first hex digit of the
-- token's hash. A logout, a revocation, the clean-up of old sessions, an ended launch or a change
-- of a member's row now empties only the topics of the sessions it touched, and a new launch none.
-- Before, each of them emptied every signed-in player's cached session (and every launch every
-- in-house player's game session) on every instance: on a busy brand, where someone logs out or
-- opens a game every second, every player's next bet went to the database for its session.
--
-- What empties what is as before (migrations 0049, 0053, 0054, 0055): a site session's shard by
-- any write to it or by a change of its member's row in a column a cached session shows; a game
-- session's shard by any write to it, by its site session's end (revoked_at, expires_at) or by
-- its member's status; every game session's shard by a change of a game the lookup reads.
--
-- Every writer takes the rows of `cache_versions` in one order: the topic `gameSessions`, the
-- shards (sorted by name, so `gameSessions:*` before `sessions:*`), the topic `sessions`. Statement
-- triggers fire in the order of their names, and these sort between cache_bump_game_sessions_*
-- and cache_bump_members / cache_bump_sessions. The topics `sessions` and `gameSessions` are
-- still bumped as before: the live streams' and the chat's check that a session stands
-- (modules/live/tickets.ts) is keyed by the session's id and reads `sessions`, and an instance of
-- the release before, while a deploy replaces it, reads both.
CREATE OR REPLACE FUNCTION cache_bump_topics(topics text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT DISTINCT x FROM unnest(topics) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
    INSERT INTO cache_versions (topic, version) VALUES (t, 1)
    ON CONFLICT (topic) DO UPDATE SET version = cache_versions.version + 1;
    PERFORM pg_notify('cache_versions', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- the sixteen shards of a topic: a TRUNCATE, a game's change
CREATE OR REPLACE FUNCTION cache_shards(topic text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(topic || ':' || to_hex(i) ORDER BY i) FROM generate_series(0, 15) AS i
$$;
--> statement-breakpoint
-- the site sessions: the shards of the rows written, and of the game sessions of those whose end changed
CREATE OR REPLACE FUNCTION cache_bump_session_shards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM cache_bump_topics(cache_shards('gameSessions') || cache_shards('sessions'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump_topics(ARRAY(
      SELECT 'sessions:' || left(o.token_hash, 1) FROM cache_old_sessions o
      UNION SELECT 'gameSessions:' || left(g.token_hash, 1) FROM cache_old_sessions o JOIN game_sessions g ON g.site_session_id = o.id));
  ELSE
    PERFORM cache_bump_topics(ARRAY(
      SELECT 'sessions:' || left(o.token_hash, 1) FROM cache_old_sessions o
      UNION SELECT 'sessions:' || left(n.token_hash, 1) FROM cache_new_sessions n
      UNION SELECT 'gameSessions:' || left(g.token_hash, 1)
        FROM cache_old_sessions o JOIN cache_new_sessions n ON n.id = o.id JOIN game_sessions g ON g.site_session_id = o.id
        WHERE (o.revoked_at, o.expires_at) IS DISTINCT FROM (n.revoked_at, n.expires_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- the members: the shards of the sessions not revoked of each member whose row changed in a column a
-- cached session shows (every column but the wrong-password count and time, the login times and
-- updated_at, compared as values, so a new column counts by itself), and of the game sessions not
-- ended of each member whose status changed
CREATE OR REPLACE FUNCTION cache_bump_member_session_shards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM cache_bump_topics(cache_shards('gameSessions') || cache_shards('sessions'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump_topics(ARRAY(
      SELECT 'sessions:' || left(s.token_hash, 1) FROM cache_old_members o JOIN sessions s ON s.member_id = o.id
      UNION SELECT 'gameSessions:' || left(g.token_hash, 1) FROM cache_old_members o JOIN game_sessions g ON g.member_id = o.id));
  ELSE
    PERFORM cache_bump_topics(ARRAY(
      SELECT 'sessions:' || left(s.token_hash, 1)
      FROM cache_old_members o
      JOIN cache_new_members n ON n.id = o.id
      JOIN sessions s ON s.member_id = o.id AND s.revoked_at IS NULL
      WHERE to_jsonb(o) - ARRAY['failed_logins', 'last_failed_login_at', 'last_login_at', 'previous_login_at', 'updated_at']
        IS DISTINCT FROM to_jsonb(n) - ARRAY['failed_logins', 'last_failed_login_at', 'last_login_at', 'previous_login_at', 'updated_at']
      UNION SELECT 'gameSessions:' || left(g.token_hash, 1)
      FROM cache_old_members o
      JOIN cache_new_members n ON n.id = o.id
      JOIN game_sessions g ON g.member_id = o.id AND g.revoked_at IS NULL
      WHERE o.status IS DISTINCT FROM n.status));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- the game sessions: the shards of the rows updated or deleted; a new launch's row none (no lookup can
-- have asked for a token drawn with it)
CREATE OR REPLACE FUNCTION cache_bump_game_session_shards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM cache_bump_topics(cache_shards('gameSessions'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump_topics(ARRAY(SELECT 'gameSessions:' || left(o.token_hash, 1) FROM cache_old_game_sessions o));
  ELSE
    PERFORM cache_bump_topics(ARRAY(
      SELECT 'gameSessions:' || left(o.token_hash, 1) FROM cache_old_game_sessions o
      UNION SELECT 'gameSessions:' || left(n.token_hash, 1) FROM cache_new_game_sessions n));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- a game the lookup reads: every game session's shard
CREATE OR REPLACE FUNCTION cache_bump_all_game_session_shards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_bump_topics(cache_shards('gameSessions'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cache_bump_session_shards_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS cache_old_sessions NEW TABLE AS cache_new_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_session_shards();
--> statement-breakpoint
CREATE TRIGGER cache_bump_session_shards_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS cache_old_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_session_shards();
--> statement-breakpoint
CREATE TRIGGER cache_bump_session_shards_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_session_shards();
--> statement-breakpoint
CREATE TRIGGER cache_bump_member_session_shards_update AFTER UPDATE ON members
  REFERENCING OLD TABLE AS cache_old_members NEW TABLE AS cache_new_members
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_member_session_shards();
--> statement-breakpoint
CREATE TRIGGER cache_bump_member_session_shards_delete AFTER DELETE ON members
  REFERENCING OLD TABLE AS cache_old_members
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_member_session_shards();
--> statement-breakpoint
CREATE TRIGGER cache_bump_member_session_shards_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_member_session_shards();
--> statement-breakpoint
-- on game_sessions the topic `gameSessions` (cache_bump_game_sessions, 0049) sorts before these
CREATE TRIGGER cache_bump_game_sessions_shards_update AFTER UPDATE ON game_sessions
  REFERENCING OLD TABLE AS cache_old_game_sessions NEW TABLE AS cache_new_game_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_game_session_shards();
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_shards_delete AFTER DELETE ON game_sessions
  REFERENCING OLD TABLE AS cache_old_game_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_game_session_shards();
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_shards_truncate AFTER TRUNCATE ON game_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_game_session_shards();
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_sessions_shards_games AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF id, name, node_id, game_code, inhouse_kind, min_bet, category ON games
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_all_game_session_shards();
