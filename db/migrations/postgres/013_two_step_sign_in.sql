-- Two-step sign-in (app/staff/two-step.server.ts): an authenticator app's secret, sealed with a key
-- derived from SESSION_SECRET so a copy of the database alone does not give it away; when it was
-- confirmed with a first code (until then it is not asked for); the last time step whose code was
-- accepted, so each code works once; and the SHA-256 hashes of the unused recovery codes (JSON).
ALTER TABLE staff_accounts ADD COLUMN two_step_secret text;
ALTER TABLE staff_accounts ADD COLUMN two_step_confirmed_at timestamptz;
ALTER TABLE staff_accounts ADD COLUMN two_step_last_step bigint;
ALTER TABLE staff_accounts ADD COLUMN recovery_codes text;
