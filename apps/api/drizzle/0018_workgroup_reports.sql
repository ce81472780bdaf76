CREATE TABLE "workgroup_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"workgroup_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_hash" text NOT NULL,
	"comment_id" uuid,
	"file_id" uuid,
	"excerpt" text NOT NULL,
	"author_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "workgroup_reports_hash_unique" UNIQUE("hash"),
	CONSTRAINT "workgroup_reports_kind_check" CHECK ("workgroup_reports"."kind" in ('comment', 'file')),
	CONSTRAINT "workgroup_reports_reason_check" CHECK ("workgroup_reports"."reason" in ('spam', 'offensive', 'personal_data', 'other')),
	CONSTRAINT "workgroup_reports_status_check" CHECK ("workgroup_reports"."status" in ('OPEN', 'RESOLVED', 'DISMISSED'))
);
--> statement-breakpoint
ALTER TABLE "workgroup_reports" ADD CONSTRAINT "workgroup_reports_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_reports" ADD CONSTRAINT "workgroup_reports_comment_id_workgroup_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."workgroup_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_reports" ADD CONSTRAINT "workgroup_reports_file_id_workgroup_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."workgroup_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_reports" ADD CONSTRAINT "workgroup_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_reports" ADD CONSTRAINT "workgroup_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workgroup_reports_open_unique" ON "workgroup_reports" USING btree ("kind","item_hash","reporter_id") WHERE "workgroup_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "workgroup_reports_group_idx" ON "workgroup_reports" USING btree ("workgroup_id","status","created_at");--> statement-breakpoint
CREATE INDEX "workgroup_reports_open_idx" ON "workgroup_reports" USING btree ("kind","item_hash") WHERE "workgroup_reports"."status" = 'OPEN';