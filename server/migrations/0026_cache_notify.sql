-- Custom SQL migration file, put your code below! --
-- The read cache's versions without a round trip per request
-- (server/src/db/version-feed.ts): every bump of a topic's version also
-- announces it on the channel cache_versions, delivered to every listening
-- instance when the writer's transaction commits (never before, never for a
-- rolled-back one). Identical notifications of one transaction are sent once.
CREATE OR REPLACE FUNCTION cache_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (topic, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (topic) DO UPDATE SET version = cache_versions.version + 1;
  PERFORM pg_notify('cache_versions', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The topic `sessions`: the session lookup of every call with a token
-- (server/src/http/session-lookup.ts) is cached by its token's hash; any write
-- to the sessions (a login, a logout, a revocation, the clean-up) or to the
-- members (a status change, a password change, a profile edit) empties it.
CREATE TRIGGER cache_bump_sessions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('sessions');
--> statement-breakpoint
CREATE TRIGGER cache_bump_members AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('sessions');
