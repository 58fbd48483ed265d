-- A project may refuse the protocol's default origins (localhost, *.vercel.app, …):
-- `projects add --no-default-origins`. Existing projects keep them.
ALTER TABLE projects ADD COLUMN default_origins boolean NOT NULL DEFAULT true;
