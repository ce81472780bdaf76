CREATE TABLE "membership_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"mandate_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_on" date NOT NULL,
	"sequence" text,
	"end_to_end_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_id" uuid,
	"exported_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"return_reason" text,
	"returned_on" date,
	"external_reference" text,
	"covers_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_charges_hash_unique" UNIQUE("hash"),
	CONSTRAINT "membership_charges_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "membership_charges_external_reference_unique" UNIQUE("external_reference"),
	CONSTRAINT "membership_charges_kind_check" CHECK ("membership_charges"."kind" in ('sepa', 'card', 'manual')),
	CONSTRAINT "membership_charges_status_check" CHECK ("membership_charges"."status" in ('pending', 'exported', 'paid', 'returned', 'cancelled')),
	CONSTRAINT "membership_charges_sequence_check" CHECK (("membership_charges"."kind" = 'sepa' and "membership_charges"."sequence" in ('FRST', 'RCUR')) or ("membership_charges"."kind" <> 'sepa' and "membership_charges"."sequence" is null)),
	CONSTRAINT "membership_charges_amount_check" CHECK ("membership_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_collection_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"created_by" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"collection_date" date NOT NULL,
	"charge_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"file_sha256" text NOT NULL,
	CONSTRAINT "membership_collection_runs_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "membership_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban_encrypted" text NOT NULL,
	"iban_masked" text NOT NULL,
	"country" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text_version" text NOT NULL,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"first_collected_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_mandates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "membership_mandates_status_check" CHECK ("membership_mandates"."status" in ('active', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "membership_tier_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_role" text NOT NULL,
	"to_role" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_epoch_single_row" CHECK ("auth_epoch"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_iban_masked" text;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_mandate_id_membership_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."membership_mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_run_id_membership_collection_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."membership_collection_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_collection_runs" ADD CONSTRAINT "membership_collection_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_mandates" ADD CONSTRAINT "membership_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_tier_changes" ADD CONSTRAINT "membership_tier_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_charges_user_idx" ON "membership_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_charges_pending_idx" ON "membership_charges" USING btree ("due_on") WHERE "membership_charges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "membership_charges_run_idx" ON "membership_charges" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "membership_mandates_user_idx" ON "membership_mandates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_mandates_active_idx" ON "membership_mandates" USING btree ("user_id") WHERE "membership_mandates"."status" = 'active';--> statement-breakpoint
CREATE INDEX "membership_tier_changes_user_idx" ON "membership_tier_changes" USING btree ("user_id","at");--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "value") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Sessions found by a process are reused only while this number stays (lib/auth/session.ts): it goes up
-- when an account's role or status changes or a session ends, whichever process (or person) does it.
CREATE OR REPLACE FUNCTION "auth_epoch_bump"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_epoch" SET "value" = "value" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_epoch"
  AFTER UPDATE OF "role", "status" ON "users"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "auth_epoch_bump"();--> statement-breakpoint
CREATE TRIGGER "users_delete_auth_epoch"
  AFTER DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "auth_epoch_bump"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_epoch"
  AFTER DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "auth_epoch_bump"();
