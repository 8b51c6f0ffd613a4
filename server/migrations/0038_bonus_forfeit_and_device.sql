ALTER TABLE "members" ADD COLUMN "register_device" text;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "forfeited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD COLUMN "cleared_at" timestamp with time zone;