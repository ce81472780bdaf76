-- Consent records (issue 27, docs/privacy.md): each acceptance or withdrawal with its text's version. The
-- acceptances of the conditions and the privacy policy made before they were kept start as records without a
-- version, so those people are asked once to accept the current texts.
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","kind","at");--> statement-breakpoint
INSERT INTO "consent_records" ("user_id", "kind", "version", "granted", "source", "at")
SELECT "id", k.kind, NULL, true, 'before-records', "created_at" FROM "users"
CROSS JOIN (VALUES ('conditions'), ('privacy')) AS k(kind)
WHERE (k.kind = 'conditions' AND "is_conditions") OR (k.kind = 'privacy' AND "is_privacy");