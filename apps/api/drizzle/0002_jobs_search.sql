-- The extensions the search indexes use (the database client also creates them at start; a plain
-- `drizzle-kit migrate` or another migrator needs them here).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "job_applications_offer_created_idx" ON "job_applications" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "job_offers_search_idx" ON "job_offers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- unaccent() is only STABLE (it reads its dictionary), so expressions over it cannot be indexed; this
-- wrapper names the dictionary and is IMMUTABLE (the common idiom).
CREATE OR REPLACE FUNCTION "egresa_unaccent"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- job_offers.search_text: both languages' texts and the company's name, lower case without accents.
CREATE OR REPLACE FUNCTION "job_offers_search_text"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_text := egresa_unaccent(lower(concat_ws(' ',
    NEW.title, NEW.title_en, NEW.workstation, NEW.workstation_en, NEW.description, NEW.description_en,
    (SELECT c.name FROM companies c WHERE c.id = NEW.company_id))));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_offers_search_text"
  BEFORE INSERT OR UPDATE OF title, title_en, workstation, workstation_en, description, description_en, company_id
  ON "job_offers" FOR EACH ROW EXECUTE FUNCTION "job_offers_search_text"();--> statement-breakpoint
-- A company renamed: its offers are found by the new name.
CREATE OR REPLACE FUNCTION "companies_offers_search_text"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE job_offers SET company_id = company_id WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_offers_search_text"
  AFTER UPDATE OF name ON "companies" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "companies_offers_search_text"();--> statement-breakpoint
UPDATE "job_offers" SET company_id = company_id;
