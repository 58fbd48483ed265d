-- Issue 10 §3: an email change names the site that asked for it in every mail, and
-- leaves the old address a link that puts the account back. (The site a device-approval
-- link was asked for is device_approvals.origin, since 0003.)

-- A change in flight belongs to the site that started it (the frame's verified
-- ancestor origin); its next steps must come from the same site. Changes in flight
-- when this runs are dropped (they live ten minutes): they have no site to name.
DELETE FROM email_changes;
--> statement-breakpoint
ALTER TABLE email_changes ADD COLUMN origin text NOT NULL;
--> statement-breakpoint

-- The link mailed to the old address after a change: single use, valid for 7 days;
-- it moves the account back to old_email and signs every session out.
CREATE TABLE email_reverts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  old_email text NOT NULL CHECK (old_email = lower(old_email)),
  new_email text NOT NULL CHECK (new_email = lower(new_email)),
  origin text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX email_reverts_user_id_idx ON email_reverts (user_id);
