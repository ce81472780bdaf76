-- Files a mail carries (an event's .ics in the sign-up confirmation): kept with the outbox row, so every
-- attempt sends the same bytes (lib/mail/outbox.ts).
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;