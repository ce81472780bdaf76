-- The alumni office's people, companies and membership pages (features/admin/people.ts, docs/admin.md).
-- users.office_search: name, surname, e-mail, document number and partner number, lower case without accents,
-- with a trigram index, so a part of any of them ("garc", "@uji.es", "1234567", "10423") is found without
-- reading every account; the list's order (surname, name) over every account, whatever its status; the
-- renewals due by Premium end date; the card payments newest first.
ALTER TABLE "users" ADD COLUMN "office_search" text GENERATED ALWAYS AS (egresa_unaccent(lower(name || ' ' || surname || ' ' || email || ' ' || coalesce(document_number, '') || ' ' || code_numeric::text))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office_sort" text GENERATED ALWAYS AS (egresa_unaccent(lower(surname || ' ' || name))) STORED;--> statement-breakpoint
CREATE INDEX "membership_charges_card_idx" ON "membership_charges" USING btree ("created_at") WHERE "membership_charges"."kind" = 'card';--> statement-breakpoint
CREATE INDEX "users_office_search_idx" ON "users" USING gin ("office_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_office_order_idx" ON "users" USING btree ("office_sort","id");--> statement-breakpoint
CREATE INDEX "users_subscription_end_idx" ON "users" USING btree ("subscription_end") WHERE "users"."subscription_end" is not null;
