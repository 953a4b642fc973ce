-- Staff accounts, kept in the database and shared by every instance (app/staff/): who may sign in to
-- the staff area, with which roles. An account made by an invitation has an e-mail address and no
-- password until the invitation is used; one taken over from the old REVIEWERS setting may have no
-- e-mail address until an administrator adds one. Names and addresses are unique, whatever their case.
CREATE TABLE staff_accounts (
  id                TEXT PRIMARY KEY,       -- random, base64url
  name              TEXT NOT NULL,
  email             TEXT,                   -- lower case
  roles             TEXT NOT NULL,          -- comma-separated: admin, content, notes
  password_hash     TEXT,                   -- scrypt:…, app/staff/passwords.server.ts
  created_at        TEXT NOT NULL,
  created_by        TEXT,
  last_signed_in_at TEXT,
  disabled_at       TEXT
) STRICT;
CREATE UNIQUE INDEX staff_accounts_by_name ON staff_accounts (lower(name));
CREATE UNIQUE INDEX staff_accounts_by_email ON staff_accounts (email);

-- One-time links sent to staff: an invitation (choose a password) or a password reset. Only a hash
-- of the link's token is kept; a link is used once, and a newer one of the same kind replaces it.
CREATE TABLE staff_links (
  token_hash TEXT PRIMARY KEY,              -- SHA-256 of the token, base64url
  staff_id   TEXT NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  purpose    TEXT NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
) STRICT;
CREATE INDEX staff_links_by_account ON staff_links (staff_id);

-- What staff did with their accounts, for administrators to see: sign-ins and failed ones,
-- invitations, role changes, resets. Kept for a year (app/staff/activity.server.ts).
CREATE TABLE staff_activity (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  at      TEXT NOT NULL,
  actor   TEXT NOT NULL,                 -- who did it: a staff member's name, or what was typed at sign-in
  action  TEXT NOT NULL,
  subject TEXT,                          -- whose account it was done to, if someone else's
  detail  TEXT
) STRICT;
CREATE INDEX staff_activity_by_time ON staff_activity (at);

-- Sessions now name the account's id rather than a name from REVIEWERS: those signed in before
-- this sign in again.
DELETE FROM review_sessions;
