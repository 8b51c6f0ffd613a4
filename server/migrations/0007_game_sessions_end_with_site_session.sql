ALTER TABLE "game_sessions" ADD COLUMN "site_session_id" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_site_session_idx" ON "game_sessions" USING btree ("site_session_id");