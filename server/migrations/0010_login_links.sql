CREATE TABLE "login_links" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_links_expires_idx" ON "login_links" USING btree ("expires_at");