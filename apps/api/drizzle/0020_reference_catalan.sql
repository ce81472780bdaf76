-- The reference data in Catalan (docs/decisions.md, "Reference data in Catalan"): a Catalan title for the
-- studies and the tags and a Catalan name for the countries, null where a row has none (a university's own
-- rows): Catalan readers then get the Spanish one. The seed fills the rows it knows at the next start
-- (seed/index.ts, seedReference). The directory's search (0006_directory_search) finds people by their
-- studies' Catalan title too, and again when it changes.
ALTER TABLE "categories" ADD COLUMN "title_ca" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "name_ca" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "title_ca" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_search"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  studies text;
BEGIN
  SELECT concat_ws(' ', c.title_es, c.title_en, c.title_ca) INTO studies FROM categories c WHERE c.id = NEW.category_id;
  NEW.search :=
    setweight(to_tsvector('simple'::regconfig, egresa_unaccent(lower(concat_ws(' ', NEW.name, NEW.surname)))), 'A') ||
    setweight(to_tsvector('simple'::regconfig, egresa_unaccent(lower(concat_ws(' ', NEW.current_job, NEW.current_company)))), 'B') ||
    setweight(to_tsvector('simple'::regconfig, egresa_unaccent(lower(coalesce(studies, '')))), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "categories_users_search" ON "categories";--> statement-breakpoint
CREATE TRIGGER "categories_users_search"
  AFTER UPDATE OF title_es, title_en, title_ca ON "categories" FOR EACH ROW
  WHEN (OLD.title_es IS DISTINCT FROM NEW.title_es OR OLD.title_en IS DISTINCT FROM NEW.title_en
    OR OLD.title_ca IS DISTINCT FROM NEW.title_ca)
  EXECUTE FUNCTION "categories_users_search"();
