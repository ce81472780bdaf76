-- An offer may name several studies categories: the single category_id becomes the array category_ids,
-- with the old value kept.
ALTER TABLE "job_offers" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "job_offers" SET "category_ids" = ARRAY["category_id"] WHERE "category_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_offers_categories_idx" ON "job_offers" USING gin ("category_ids");--> statement-breakpoint
ALTER TABLE "job_offers" DROP CONSTRAINT "job_offers_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "job_offers" DROP COLUMN "category_id";
