CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_kind_code_language_pk" PRIMARY KEY("kind","code","language"),
	CONSTRAINT "content_translations_kind_ck" CHECK ("content_translations"."kind" in ('banner', 'announcement', 'promotion', 'help_section', 'help_article')),
	CONSTRAINT "content_translations_fields_ck" CHECK (jsonb_typeof("content_translations"."fields") = 'object')
);
