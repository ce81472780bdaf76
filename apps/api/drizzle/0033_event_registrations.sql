CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "event_registrations_hash_unique" UNIQUE("hash"),
	CONSTRAINT "event_registrations_state_check" CHECK ("event_registrations"."state" in ('confirmed', 'waiting', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "signups" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "places" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "signups_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "signups_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_article_user_idx" ON "event_registrations" USING btree ("article_id","user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_article_state_idx" ON "event_registrations" USING btree ("article_id","state","seq");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id","state");