-- Airlock secure site: initial schema.
-- Plain PostgreSQL (15+, and PGlite). Statements are separated by the breakpoint
-- marker so the migrator can run them one by one through any driver; the marker is a
-- comment, so psql runs this file unchanged too.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint

-- One sealed key per user and namespace. The secret is AES-256-GCM under a random
-- data key; the data key is wrapped by the key vault (key_version says which KEK).
CREATE TABLE wallets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chain_namespace text NOT NULL CHECK (chain_namespace IN ('eip155', 'solana')),
  address text NOT NULL,
  ciphertext bytea NOT NULL,
  iv bytea NOT NULL,
  wrapped_data_key bytea NOT NULL,
  key_version text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, chain_namespace),
  UNIQUE (chain_namespace, address)
);
--> statement-breakpoint

-- Codes are stored as keyed hashes only; consumed_at marks single use and also
-- retires a code when a newer one is issued or too many attempts were made.
CREATE TABLE email_otps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'update_primary', 'update_secondary')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX email_otps_email_purpose_idx ON email_otps (email, purpose, created_at DESC);
--> statement-breakpoint

CREATE TABLE devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id_hash text NOT NULL,
  approved_at timestamptz,
  approval_token_hash text UNIQUE,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, device_id_hash)
);
--> statement-breakpoint

-- Refresh tokens rotate on every use; all tokens of one sign-in share family_id, so
-- replaying a rotated token can revoke the whole family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  device_id_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by uuid
);
--> statement-breakpoint
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
--> statement-breakpoint

CREATE TABLE projects (
  id text PRIMARY KEY,
  origins jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint

-- A click in the approval UI grants one signature of exactly these params.
CREATE TABLE approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method text NOT NULL,
  params_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint

-- Fixed-window counters: one row per key, reset when a newer window starts.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
--> statement-breakpoint

-- The pending new address of UPDATE_EMAIL between its two codes (one per user).
CREATE TABLE email_changes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(new_email)),
  primary_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
