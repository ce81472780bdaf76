CREATE TABLE "mentor_offers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"experience_id" uuid,
	"company_name" text,
	"company_match" text,
	"topics" text,
	"capacity" smallint NOT NULL,
	"paused_at" timestamp with time zone,
	"office_paused_at" timestamp with time zone,
	"office_paused_by" uuid,
	"office_pause_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_offers_capacity_check" CHECK ("mentor_offers"."capacity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "mentoring_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"mentee_id" uuid,
	"mentor_id" uuid,
	"message" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"decline_message" text,
	"ended_by" text,
	"feedback" text,
	"conversation_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_requests_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "mentor_offers" ADD CONSTRAINT "mentor_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_offers" ADD CONSTRAINT "mentor_offers_experience_id_work_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."work_experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_offers_company_idx" ON "mentor_offers" USING btree ("company_match");--> statement-breakpoint
CREATE INDEX "mentor_offers_categories_idx" ON "mentor_offers" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "mentor_offers_tags_idx" ON "mentor_offers" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentee_idx" ON "mentoring_requests" USING btree ("mentee_id","created_at");--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentor_idx" ON "mentoring_requests" USING btree ("mentor_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_requests_open_pair_idx" ON "mentoring_requests" USING btree ("mentee_id","mentor_id") WHERE "mentoring_requests"."state" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "mentoring_requests_created_idx" ON "mentoring_requests" USING btree ("created_at");