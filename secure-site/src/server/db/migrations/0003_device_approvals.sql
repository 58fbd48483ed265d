-- Abuse bounds (issue 10 §4, §8): device approvals keyed by address, so an unknown
-- address gets the same answer as a known one on a new device; and the row that lets
-- one instance at a time prune expired data.

-- A mailed device-approval link: approves one device for one address. The account
-- (if any) is not referenced, so starting a login never reveals whether one exists;
-- the device is trusted on the account when the code is verified. origin and
-- device_label are what the approval page shows: the site that asked and the
-- browser/OS read from the user agent at request time.
CREATE TABLE device_approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  device_id_hash text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  origin text NOT NULL,
  device_label text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  approved_at timestamptz
);
--> statement-breakpoint
CREATE INDEX device_approvals_email_idx ON device_approvals (email, device_id_hash, created_at DESC);
--> statement-breakpoint

-- Pending approvals moved to device_approvals: devices holds trusted devices only.
DELETE FROM devices WHERE approved_at IS NULL;
--> statement-breakpoint
ALTER TABLE devices DROP COLUMN approval_token_hash;
--> statement-breakpoint
ALTER TABLE devices DROP COLUMN expires_at;
--> statement-breakpoint

-- One row per periodic job: whoever moves last_run_at forward runs the job, so many
-- instances run it once per interval between them.
CREATE TABLE maintenance_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
