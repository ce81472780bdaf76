CREATE TABLE "job_alert_deliveries" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "job_offer_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"service_rating" smallint NOT NULL,
	"candidates_rating" smallint NOT NULL,
	"hired" boolean NOT NULL,
	"hired_application_id" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_offer_closings_service_rating" CHECK ("job_offer_closings"."service_rating" between 1 and 5),
	CONSTRAINT "job_offer_closings_candidates_rating" CHECK ("job_offer_closings"."candidates_rating" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "job_offers_company_idx";--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "workstation_en" text;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "area_tag_id" integer;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "specialty_tag_id" integer;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notify_applications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_offer_id_job_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_offer_id_job_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offer_closings" ADD CONSTRAINT "job_offer_closings_offer_id_job_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offer_closings" ADD CONSTRAINT "job_offer_closings_hired_application_id_job_applications_id_fk" FOREIGN KEY ("hired_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_sent_idx" ON "job_alert_deliveries" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_offer_user_idx" ON "job_applications" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE INDEX "job_applications_offer_idx" ON "job_applications" USING btree ("offer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_offer_closings_offer_idx" ON "job_offer_closings" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_area_tag_id_tags_id_fk" FOREIGN KEY ("area_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_specialty_tag_id_tags_id_fk" FOREIGN KEY ("specialty_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_offers_published_idx" ON "job_offers" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "job_offers_company_idx" ON "job_offers" USING btree ("company_id","created_at");