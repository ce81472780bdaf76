-- The office's decisions (docs/admin.md): who decided on an account, a company, an offer or a group and when
-- (a second office member acting on the same item gets a 409 naming them), a company's rejection and
-- disabling, and partial indexes for the counts of the queues (GET /usr/admin/queues).
ALTER TABLE "workgroups" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "workgroups" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "decision_reason" text;--> statement-breakpoint
CREATE INDEX "companies_pending_idx" ON "companies" USING btree ("created_at") WHERE "companies"."validated_at" is null and "companies"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "users_pending_idx" ON "users" USING btree ("created_at") WHERE "users"."status" = 'pending';