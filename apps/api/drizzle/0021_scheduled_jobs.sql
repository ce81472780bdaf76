-- The schedule of the periodic jobs (job alerts, membership renewals and lapses, the purge of sent mail),
-- shared by every API process on the database so each run happens once across the cluster: a process claims
-- a due job with one UPDATE ... RETURNING that takes a lease (lib/periodic-job.ts, docs/operations.md).
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_owner" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_ok" boolean,
	"last_error" text
);
