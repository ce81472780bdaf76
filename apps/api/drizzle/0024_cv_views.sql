-- Each time a company opened a person's CV (issue 27, docs/privacy.md): listed to the person at GET /usr/users/cv/views.
-- The company's name and the offer's title are kept as they were; the rows go with the person.
CREATE TABLE "cv_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"company_name" text NOT NULL,
	"offer_id" uuid,
	"offer_title" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_views" ADD CONSTRAINT "cv_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_views" ADD CONSTRAINT "cv_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_views" ADD CONSTRAINT "cv_views_offer_id_job_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."job_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_views_user_idx" ON "cv_views" USING btree ("user_id","viewed_at");