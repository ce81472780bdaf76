-- The office's audit log (docs/audit.md, lib/audit.ts), and office accounts (role `office`) left out of the
-- directory's index of people like the admin accounts.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"object_label" text,
	"changes" jsonb,
	"reason" text,
	"method" text,
	"path" text,
	"status" smallint
);
--> statement-breakpoint
DROP INDEX "users_directory_people_idx";--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "users_directory_people_idx" ON "users" USING btree ("is_appear_by_user","is_appear_by_company") WHERE "users"."status" = 'active' and "users"."role" not in ('company', 'admin', 'office');--> statement-breakpoint
-- Append-only: no UPDATE, DELETE or TRUNCATE of an entry, by the application or by hand. Dropping the table
-- or the triggers stays possible for the database owner, as for any safeguard inside the database.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete"
  BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate"
  BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
