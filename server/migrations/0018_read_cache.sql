CREATE TABLE "cache_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- hand-written below
-- Every write to a table a cached topic reads bumps the topic's version, in the
-- writer's transaction: the next request of any instance sees the new version
-- and reloads (server/src/db/read-cache.ts). Statement triggers: a bulk write
-- (the seed, the popularity job) bumps once.
CREATE FUNCTION cache_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (topic, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (topic) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cache_bump_merchants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchants FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_merchant_languages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_languages FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_whitelabel_modules AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON whitelabel_modules FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_merchant_resources AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_resources FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_merchant_domains AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_domains FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_register_settings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON register_settings FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_register_field_rules AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON register_field_rules FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_country_codes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON country_codes FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_blocked_networks AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blocked_networks FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('brand');
--> statement-breakpoint
CREATE TRIGGER cache_bump_help_sections AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON help_sections FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('content');
--> statement-breakpoint
CREATE TRIGGER cache_bump_help_articles AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON help_articles FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('content');
--> statement-breakpoint
CREATE TRIGGER cache_bump_banners AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('content');
--> statement-breakpoint
CREATE TRIGGER cache_bump_announcements AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcements FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('content');
--> statement-breakpoint
CREATE TRIGGER cache_bump_promotions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('content');
--> statement-breakpoint
CREATE TRIGGER cache_bump_content_translations AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_translations FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('content');
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_lanes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_lanes FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('games');
--> statement-breakpoint
CREATE TRIGGER cache_bump_game_vendors AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_vendors FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('games');
--> statement-breakpoint
CREATE TRIGGER cache_bump_games AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('games');
