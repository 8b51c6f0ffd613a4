ALTER TABLE "members" ADD COLUMN "referrer_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "authenticator_secret" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;