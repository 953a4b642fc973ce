-- Changes to how a staff member signs in (app/staff/security-changes.server.ts): a passkey or the
-- authenticator app added or removed, new recovery codes, a new password, a new e-mail address.
-- Each is told to its holder by e-mail with a link to undo it; only the SHA-256 of the link's token
-- is kept. Kept while the link can undo it (a week), then erased with the browser and address it names.
CREATE TABLE staff_security_changes (
  id         TEXT PRIMARY KEY,               -- random, base64url
  staff_id   TEXT NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  at         TEXT NOT NULL,
  change     TEXT NOT NULL,                  -- passkey-added, two-step-on, password-changed…
  detail     TEXT NOT NULL,                  -- JSON: what the undo needs (a passkey's id, an old address)
  made_by    TEXT NOT NULL,                  -- the name of whoever made it
  made_from  TEXT NOT NULL,                  -- the browser and the address it came from
  undo_hash  TEXT NOT NULL UNIQUE,
  undo_until TEXT NOT NULL,
  undone_at  TEXT
) STRICT;
CREATE INDEX staff_security_changes_by_account ON staff_security_changes (staff_id, at);

-- When the holder last chose a password (by a link, or with the current one): the last time they
-- are known to have been in control. A reset removes what was added to the account after it,
-- unless they keep it.
ALTER TABLE staff_accounts ADD COLUMN password_set_at TEXT;
UPDATE staff_accounts SET password_set_at = created_at WHERE password_hash IS NOT NULL;
