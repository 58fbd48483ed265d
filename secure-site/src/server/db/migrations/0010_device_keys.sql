-- Issue 22 §3: a session is bound to a key the frame holds and cannot export (a WebCrypto
-- P-256 key, extractable: false). Every token of a sign-in (family) stores that key's
-- RFC 7638 thumbprint; its access tokens carry it as cnf.jkt, and every grant, signature,
-- email change and refresh must come with a proof signed by that key (DPoP-style,
-- RFC 9449; src/server/api/deviceProof.ts).
--
-- Sessions made before this migration have no key (device_jkt stays NULL): their access
-- tokens have no cnf.jkt and are refused with 'JWT validation error: JWT Token is not yet
-- valid' (the SDK shows 'Session Expired'), their refresh tokens with 'Session Expired',
-- so each of those users signs in once more.
ALTER TABLE refresh_tokens ADD COLUMN device_jkt text;
--> statement-breakpoint
-- Proofs already accepted, so none is accepted twice. `id` is the key's thumbprint and
-- the proof's jti; a row matters only while its proof's iat is inside the accepted
-- window, and is pruned after `expires_at`.
CREATE TABLE device_proofs (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX device_proofs_expires_at_idx ON device_proofs (expires_at);
