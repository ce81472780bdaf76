-- "Download my data" (issue 27, docs/privacy.md): each ZIP a person asked for, built in the background and
-- deleted with its file when it expires; one being built per person at a time.
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"file_key" text,
	"size_bytes" bigint,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('building', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_building_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'building';--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."expires_at" is not null;