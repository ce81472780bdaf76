-- The auth epoch (0007_membership.sql) went up after every DELETE statement on sessions or users, also one
-- that deleted nothing: a sign-in with a wrong single sign-on ticket, or a logout naming an unknown token,
-- made every process forget its cached sessions, and an anonymous caller could do it on every request. It
-- now goes up only when the statement deleted a row (the statement's transition table is not empty).
CREATE OR REPLACE FUNCTION "auth_epoch_bump_on_delete"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "deleted_rows") THEN
    UPDATE "auth_epoch" SET "value" = "value" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "users_delete_auth_epoch" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_delete_auth_epoch"
  AFTER DELETE ON "users" REFERENCING OLD TABLE AS "deleted_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_epoch_bump_on_delete"();--> statement-breakpoint
DROP TRIGGER "sessions_auth_epoch" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_auth_epoch"
  AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS "deleted_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_epoch_bump_on_delete"();
