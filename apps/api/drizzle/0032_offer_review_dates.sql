-- The office's reports (docs/reports.md): when a company last sent an offer to review and when the office last
-- approved or rejected it, for the job bank's review time. Offers already sent count as sent when created;
-- a published one as reviewed when first published, a draft the office sent back when it decided.
ALTER TABLE "job_offers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "job_offers" SET "submitted_at" = "created_at" WHERE "status" <> 'UNPUBLISHED' OR "review_note" IS NOT NULL;--> statement-breakpoint
UPDATE "job_offers" SET "reviewed_at" = coalesce("published_at", "decided_at") WHERE "published_at" IS NOT NULL OR ("status" = 'UNPUBLISHED' AND "decided_at" IS NOT NULL);
