-- Where each passkey and authenticator app was added (a browser and an internet address, as the
-- security e-mail says it), so that a reset lists every way in with its date and place and its
-- holder keeps only the ones they know (docs/decisions/0041). Empty for those added before.
ALTER TABLE staff_passkeys ADD COLUMN added_from text;
ALTER TABLE staff_accounts ADD COLUMN two_step_from text;
