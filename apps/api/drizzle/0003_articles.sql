-- News and events (docs/articles.md): both languages in one row, events' place and dates, tags, saved
-- articles and event subscriptions, and the text search: a tsvector per language (through 0002's
-- egresa_unaccent, so accents do not matter) with GIN indexes. The first cut's language and event_date go.
ALTER TABLE "articles" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "event_date";--> statement-breakpoint
CREATE TABLE "article_subscriptions" (
	"user_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_subscriptions_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" uuid NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "saved_articles" (
	"user_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_articles_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "slug_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "text_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "subscription_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "subscription_email" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "dated_at" timestamp with time zone GENERATED ALWAYS AS (CASE WHEN type = 'EVENT' THEN starts_at ELSE published_at END) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, egresa_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('spanish'::regconfig, egresa_unaccent(coalesce(summary, ''))), 'B') || setweight(to_tsvector('spanish'::regconfig, egresa_unaccent(coalesce(text, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, egresa_unaccent(coalesce(coalesce(title_en, title), ''))), 'A') || setweight(to_tsvector('english'::regconfig, egresa_unaccent(coalesce(coalesce(summary_en, summary), ''))), 'B') || setweight(to_tsvector('english'::regconfig, egresa_unaccent(coalesce(coalesce(text_en, text), ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "article_subscriptions" ADD CONSTRAINT "article_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_subscriptions" ADD CONSTRAINT "article_subscriptions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_articles" ADD CONSTRAINT "saved_articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_articles" ADD CONSTRAINT "saved_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_subscriptions_article_idx" ON "article_subscriptions" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "saved_articles_article_idx" ON "saved_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("status","dated_at");--> statement-breakpoint
CREATE INDEX "articles_search_es_idx" ON "articles" USING gin ("search_es");--> statement-breakpoint
CREATE INDEX "articles_search_en_idx" ON "articles" USING gin ("search_en");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_slug_en_unique" UNIQUE("slug_en");
