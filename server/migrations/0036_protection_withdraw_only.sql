ALTER TABLE "sessions" ADD COLUMN "withdraw_only" text;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD COLUMN "info_seen_at" timestamp with time zone;