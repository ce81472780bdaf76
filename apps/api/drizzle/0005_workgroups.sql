-- Workgroups (docs/workgroups.md): members with their role and state, comments and replies, likes, the
-- files of comments, the review note and the text search over name and description (through 0002's
-- egresa_unaccent) with a GIN index. The creators of the groups that exist already administer them.
CREATE TABLE "workgroup_comment_likes" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workgroup_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workgroup_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"workgroup_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workgroup_comments_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "workgroup_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"workgroup_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"uploader_id" uuid,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workgroup_files_hash_unique" UNIQUE("hash"),
	CONSTRAINT "workgroup_files_comment_id_unique" UNIQUE("comment_id")
);
--> statement-breakpoint
CREATE TABLE "workgroup_members" (
	"workgroup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workgroup_members_workgroup_id_user_id_pk" PRIMARY KEY("workgroup_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "workgroups" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "workgroups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workgroups" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, egresa_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('spanish'::regconfig, egresa_unaccent(coalesce(content, ''))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "workgroup_comment_likes" ADD CONSTRAINT "workgroup_comment_likes_comment_id_workgroup_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."workgroup_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_comment_likes" ADD CONSTRAINT "workgroup_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_comments" ADD CONSTRAINT "workgroup_comments_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_comments" ADD CONSTRAINT "workgroup_comments_parent_id_workgroup_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workgroup_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_comments" ADD CONSTRAINT "workgroup_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_files" ADD CONSTRAINT "workgroup_files_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_files" ADD CONSTRAINT "workgroup_files_comment_id_workgroup_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."workgroup_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_files" ADD CONSTRAINT "workgroup_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "workgroup_members" ("workgroup_id", "user_id", "role", "status") SELECT "id", "creator_id", 'ADMINISTRATOR', 'ACCEPTED' FROM "workgroups" WHERE "creator_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "workgroup_comment_likes_user_idx" ON "workgroup_comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workgroup_comments_wall_idx" ON "workgroup_comments" USING btree ("workgroup_id","created_at");--> statement-breakpoint
CREATE INDEX "workgroup_comments_parent_idx" ON "workgroup_comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "workgroup_files_group_idx" ON "workgroup_files" USING btree ("workgroup_id","created_at");--> statement-breakpoint
CREATE INDEX "workgroup_members_user_idx" ON "workgroup_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "workgroup_members_group_idx" ON "workgroup_members" USING btree ("workgroup_id","status","role");--> statement-breakpoint
CREATE INDEX "workgroups_list_idx" ON "workgroups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "workgroups_search_idx" ON "workgroups" USING gin ("search");