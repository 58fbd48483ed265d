-- Issue 13: social login (OAuth 2.0 / OpenID Connect).

-- An account made by a social login whose provider gave no verified email has no
-- address: an unverified one is never stored, so it can never join another account.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
--> statement-breakpoint

-- The provider's stable subject id is the key of a social identity; one account may
-- have several (a verified email joins them), a (provider, subject) belongs to one.
CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- GET_USER's userName is the one of the identity that signed in last.
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
--> statement-breakpoint
CREATE INDEX social_identities_user_id_idx ON social_identities (user_id);
--> statement-breakpoint

-- One sign-in in flight: created by the frame (bound to a secret only that frame
-- holds), finished by the provider's callback on this origin (the profile it gave and
-- a one-time result handle), redeemed once by the same frame within two minutes.
CREATE TABLE social_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL,
  project_id text NOT NULL,
  -- The frame's verified ancestor origin: the only target of the callback's message.
  origin text NOT NULL,
  -- Where the redirect flow (no popup) goes back to: a URL on origin.
  return_url text NOT NULL,
  secret_hash text NOT NULL,
  state_hash text NOT NULL UNIQUE,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set by the callback.
  handle_hash text UNIQUE,
  subject text,
  email text,
  email_verified boolean,
  user_name text,
  completed_at timestamptz,
  result_expires_at timestamptz,
  -- Set by the redemption.
  redeemed_at timestamptz
);
--> statement-breakpoint
CREATE INDEX social_flows_expires_at_idx ON social_flows (expires_at);
