-- Newsletters (issue 28, docs/newsletters.md): the office's campaigns (a subject and a body per language, the
-- audience's filters, the status) and each campaign's recipients, frozen when it starts and marked queued in the
-- transaction that hands their mail to the outbox.
CREATE TABLE "newsletter_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject_es" text NOT NULL,
	"subject_en" text DEFAULT '' NOT NULL,
	"subject_ca" text DEFAULT '' NOT NULL,
	"body_es" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ca" text DEFAULT '' NOT NULL,
	"audience" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_campaigns_hash_unique" UNIQUE("hash"),
	CONSTRAINT "newsletter_campaigns_status_check" CHECK ("newsletter_campaigns"."status" in ('draft', 'scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mail_id" uuid,
	"queued_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_recipients_status_check" CHECK ("newsletter_recipients"."status" in ('pending', 'queued', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_created_idx" ON "newsletter_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_due_idx" ON "newsletter_campaigns" USING btree ("status","scheduled_at") WHERE "newsletter_campaigns"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_campaign_user_idx" ON "newsletter_recipients" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_pending_idx" ON "newsletter_recipients" USING btree ("campaign_id","id") WHERE "newsletter_recipients"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "newsletter_recipients_user_idx" ON "newsletter_recipients" USING btree ("user_id");