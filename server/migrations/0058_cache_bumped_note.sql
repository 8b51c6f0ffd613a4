-- Whether a transaction bumped a read cache's version (server/src/db/hot-transaction.ts,
-- server/src/http/route.ts "settle"): every bump, whichever trigger or function makes it, writes
-- cache_versions, so a statement trigger there notes it in the transaction's own setting
-- `lotus.cache_bumped`. A bet reads the note in its commit's round trip: a call whose committed writes
-- bumped nothing answers without waiting for this instance's read cache to see them (there is nothing
-- for it to see).
CREATE OR REPLACE FUNCTION cache_bumped_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('lotus.cache_bumped', 'on', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cache_bumped_note AFTER INSERT OR UPDATE ON cache_versions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bumped_note();
