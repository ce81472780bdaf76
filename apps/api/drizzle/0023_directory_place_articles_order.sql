-- Two indexes for the 200,000-alumni set (docs/decisions.md, "Performance"): the published articles in the list's order,
-- which a search for a common word walks until the last match it ranks; and the directory's country and
-- graduation year over the people it shows, so that a filtered page's count reads the index only.
CREATE INDEX "articles_published_order_idx" ON "articles" USING btree ("dated_at" DESC NULLS LAST,"hash") WHERE "articles"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "users_directory_place_idx" ON "users" USING btree ("country_code","graduation_year","is_appear_by_user","is_appear_by_company") WHERE "users"."status" = 'active' and "users"."role" not in ('company', 'admin', 'office');