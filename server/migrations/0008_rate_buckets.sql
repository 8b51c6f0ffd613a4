CREATE TABLE "rate_buckets" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_buckets_expires_idx" ON "rate_buckets" USING btree ("expires_at");