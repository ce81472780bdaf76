-- Erasing one's account (issue 27, docs/privacy.md): when it was asked for; the SEPA mandates and charges outlive
-- the person (their user_id set to null) for the legal periods, after which the privacy job deletes them.
ALTER TABLE "membership_charges" DROP CONSTRAINT "membership_charges_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_mandates" DROP CONSTRAINT "membership_mandates_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_charges" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_mandates" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erase_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_mandates" ADD CONSTRAINT "membership_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_erase_after_idx" ON "users" USING btree ("erase_after") WHERE "users"."erase_after" is not null;