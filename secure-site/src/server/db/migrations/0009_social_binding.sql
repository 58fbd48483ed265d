-- Issue 22 §1: a social sign-in's result reaches only the frame that started it, in the
-- same browser. The popup's start page proves it came from that frame (the binding,
-- which the frame hands only to a page of this origin) and gets an HttpOnly cookie;
-- the callback requires that cookie. No result handle goes anywhere any more: the
-- frame polls the flow by id with its secret.

-- The hash of the binding the frame holds; set when the flow is created.
ALTER TABLE social_flows ADD COLUMN binding_hash text;
--> statement-breakpoint
-- When the start page proved the browser (once).
ALTER TABLE social_flows ADD COLUMN bound_at timestamptz;
--> statement-breakpoint
-- Why the flow ended without a profile (an error code of the secure site), if it did.
ALTER TABLE social_flows ADD COLUMN error_code text;
--> statement-breakpoint
-- How many times the frame asked for the result: capped per flow.
ALTER TABLE social_flows ADD COLUMN redeem_polls integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- Gone with the redirect flow and the result handle.
ALTER TABLE social_flows DROP COLUMN return_url;
--> statement-breakpoint
ALTER TABLE social_flows DROP COLUMN handle_hash;
