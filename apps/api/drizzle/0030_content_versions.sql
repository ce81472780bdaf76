-- The office's content (issue 28, docs/content.md): the versions of the info pages, the services home and the
-- community page saved from the admin app (the service shows a path's newest, else the file), and the people
-- the office chose for the community page's sections (shown only while they agree to appear).
CREATE TABLE "community_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role_es" text NOT NULL,
	"role_en" text,
	"role_ca" text,
	"text_es" text,
	"text_en" text,
	"text_ca" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_members_section_check" CHECK ("community_members"."section" in ('ambassadors', 'careers', 'team'))
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"restored_from" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_restored_from_content_versions_id_fk" FOREIGN KEY ("restored_from") REFERENCES "public"."content_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_members_person_unique" ON "community_members" USING btree ("section","user_id");--> statement-breakpoint
CREATE INDEX "community_members_user_idx" ON "community_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_versions_path_idx" ON "content_versions" USING btree ("path","id");--> statement-breakpoint
CREATE INDEX "content_versions_author_idx" ON "content_versions" USING btree ("author_id");