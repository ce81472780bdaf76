CREATE INDEX "users_document_number_idx" ON "users" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "users_birthdate_idx" ON "users" USING btree ("birthdate");