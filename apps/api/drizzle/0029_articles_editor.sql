-- The office's articles editor (issue 28): the image's alternative text in both languages (required to publish an
-- article with an image), an event's online link, and a scheduled publication (publish_at, published by the
-- articles job; the partial index keeps its look for due articles to the scheduled rows).
ALTER TABLE "articles" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_alt_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "online_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_publish_at_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."publish_at" is not null;
