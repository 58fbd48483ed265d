-- A sign-in ends at an absolute time, however often its refresh token rotates: every
-- token of a family carries that end. Families already there end 30 days after they began.
ALTER TABLE refresh_tokens ADD COLUMN family_expires_at timestamptz;
--> statement-breakpoint
UPDATE refresh_tokens AS token
SET family_expires_at = family.started + interval '30 days'
FROM (
  SELECT family_id, min(created_at) AS started FROM refresh_tokens GROUP BY family_id
) AS family
WHERE token.family_id = family.family_id;
--> statement-breakpoint
ALTER TABLE refresh_tokens ALTER COLUMN family_expires_at SET NOT NULL;
