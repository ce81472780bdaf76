-- The directory's text search and order (docs/directory.md). users.search: a weighted tsvector of the name
-- and surname (A), the current job and company (B) and the studies' titles in both languages (C), lower case
-- without accents, kept by triggers because the studies' titles live in categories. The order of the list,
-- surname then name without accents, gets an index of its own over the active accounts, and the count of the
-- people a viewer may see a small index of the flags over the same accounts.
ALTER TABLE "users" ADD COLUMN "search" "tsvector";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_search"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  studies text;
BEGIN
  SELECT concat_ws(' ', c.title_es, c.title_en) INTO studies FROM categories c WHERE c.id = NEW.category_id;
  NEW.search :=
    setweight(to_tsvector('simple'::regconfig, egresa_unaccent(lower(concat_ws(' ', NEW.name, NEW.surname)))), 'A') ||
    setweight(to_tsvector('simple'::regconfig, egresa_unaccent(lower(concat_ws(' ', NEW.current_job, NEW.current_company)))), 'B') ||
    setweight(to_tsvector('simple'::regconfig, egresa_unaccent(lower(coalesce(studies, '')))), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search"
  BEFORE INSERT OR UPDATE OF name, surname, current_job, current_company, category_id
  ON "users" FOR EACH ROW EXECUTE FUNCTION "users_search"();--> statement-breakpoint
-- Studies renamed: the people in them are found by the new title.
CREATE OR REPLACE FUNCTION "categories_users_search"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE users SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_users_search"
  AFTER UPDATE OF title_es, title_en ON "categories" FOR EACH ROW
  WHEN (OLD.title_es IS DISTINCT FROM NEW.title_es OR OLD.title_en IS DISTINCT FROM NEW.title_en)
  EXECUTE FUNCTION "categories_users_search"();--> statement-breakpoint
UPDATE "users" SET category_id = category_id;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search");--> statement-breakpoint
CREATE INDEX "users_directory_people_idx" ON "users" USING btree ("is_appear_by_user","is_appear_by_company") WHERE "users"."status" = 'active' and "users"."role" not in ('company', 'admin');--> statement-breakpoint
CREATE INDEX "users_directory_order_idx" ON "users" USING btree (egresa_unaccent(lower("surname")),egresa_unaccent(lower("name")),"id") WHERE "users"."status" = 'active';--> statement-breakpoint
CREATE INDEX "users_category_idx" ON "users" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "users_graduation_year_idx" ON "users" USING btree ("graduation_year");--> statement-breakpoint
CREATE INDEX "user_tags_tag_idx" ON "user_tags" USING btree ("tag_id");
