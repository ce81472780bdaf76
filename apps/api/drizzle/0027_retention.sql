-- Retention that runs by itself (issue 27, docs/privacy.md): an account's last sign-in, which with its sessions'
-- last use tells an inactive account, and when the privacy job warned it (existing accounts start from their last
-- session's use, or their registration); whether a candidate let the company keep the application for other
-- offers, and when the job hid it from the company; and the indexes that find a person's mail, comments, files,
-- groups and reports for their data export and their erasure.
ALTER TABLE "job_applications" ADD COLUMN "keep_for_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "hidden_from_company_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" u SET "last_active_at" = greatest(u."created_at", coalesce((SELECT max(s."last_seen_at") FROM "sessions" s WHERE s."user_id" = u."id"), u."created_at"));--> statement-breakpoint
CREATE INDEX "workgroup_comments_author_idx" ON "workgroup_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "workgroup_files_uploader_idx" ON "workgroup_files" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "workgroup_reports_reporter_idx" ON "workgroup_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "workgroup_reports_author_idx" ON "workgroup_reports" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "workgroups_creator_idx" ON "workgroups" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to_address"));--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at") WHERE "users"."status" = 'active';