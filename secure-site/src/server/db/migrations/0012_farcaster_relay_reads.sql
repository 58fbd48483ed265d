-- Issue 22 §2: a Farcaster sign-in's polls share one relay read per interval, and are
-- capped per flow. Several instances share this database, so the row decides who reads
-- the relay (an atomic update on relay_checked_at), not any process's memory.
ALTER TABLE farcaster_flows ADD COLUMN relay_checked_at timestamptz;
--> statement-breakpoint
ALTER TABLE farcaster_flows ADD COLUMN polls integer NOT NULL DEFAULT 0;
