-- The agent centre's announcements get copies in the site's other languages,
-- like the members' announcements (content_translations, kind agent_announcement).
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_kind_ck";--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_kind_ck" CHECK ("content_translations"."kind" in ('banner', 'announcement', 'promotion', 'help_section', 'help_article', 'agent_announcement'));