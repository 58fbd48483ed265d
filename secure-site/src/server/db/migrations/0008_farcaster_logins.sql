-- Issue 13: Sign In With Farcaster (FIP-11) through an auth relay.

-- One sign-in in flight: a channel the secure site opened on the relay, bound to a
-- secret only the frame that started it holds. The relay's channel token stays here;
-- the frame names the flow by id and proves itself with the secret. It ends once:
-- redeemed (a session was made) or failed (the signed message was refused).
CREATE TABLE farcaster_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id text NOT NULL,
  origin text NOT NULL,
  secret_hash text NOT NULL,
  channel_token text NOT NULL,
  -- The SIWF nonce the signed message must carry.
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set once, when the relay's answer was verified (fid, username) or refused.
  fid bigint,
  user_name text,
  redeemed_at timestamptz,
  failed_at timestamptz
);
--> statement-breakpoint
CREATE INDEX farcaster_flows_expires_at_idx ON farcaster_flows (expires_at);
