CREATE TABLE "member_identities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"uid" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"uid" text NOT NULL,
	"email" text,
	"display_name" text,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_uid_uq" ON "member_identities" USING btree ("merchant_code","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_member_provider_uq" ON "member_identities" USING btree ("member_id","provider");--> statement-breakpoint
CREATE INDEX "social_tickets_expires_idx" ON "social_tickets" USING btree ("expires_at");--> statement-breakpoint
-- A link to a third-party identity is permanent (spec: once confirmed it
-- cannot be changed or unlinked): the database itself refuses to rewrite or
-- delete one, whatever the code above it does.
CREATE OR REPLACE FUNCTION member_identities_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a linked identity cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_identities_permanent
  BEFORE UPDATE OR DELETE ON member_identities
  FOR EACH ROW EXECUTE FUNCTION member_identities_refuse_change();
