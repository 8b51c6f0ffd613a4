-- The members' trigger of the sessions' shards (migration 0056) finds the members whose row changed
-- first, and only then their sessions: a login (which writes only the login times) reads no session
-- at all, where it compared the member's row once per session of the member. And it leaves out the
-- sessions and launches already past their expiry: a cached one is served only until then
-- (readUntil), so no cache holds them to empty.
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
      WITH changed AS MATERIALIZED (
        SELECT o.id, o.status IS DISTINCT FROM n.status AS status_changed
        FROM cache_old_members o
        JOIN cache_new_members n ON n.id = o.id
        WHERE to_jsonb(o) - ARRAY['failed_logins', 'last_failed_login_at', 'last_login_at', 'previous_login_at', 'updated_at']
          IS DISTINCT FROM to_jsonb(n) - ARRAY['failed_logins', 'last_failed_login_at', 'last_login_at', 'previous_login_at', 'updated_at']
      )
      SELECT 'sessions:' || left(s.token_hash, 1)
      FROM changed c
      JOIN sessions s ON s.member_id = c.id AND s.revoked_at IS NULL AND s.expires_at > now()
      UNION SELECT 'gameSessions:' || left(g.token_hash, 1)
      FROM changed c
      JOIN game_sessions g ON g.member_id = c.id AND g.revoked_at IS NULL AND g.expires_at > now()
      WHERE c.status_changed));
  END IF;
  RETURN NULL;
END
$$;
