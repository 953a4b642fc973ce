-- Passkeys (app/staff/passkeys.server.ts): each is a public key an account's device holds the
-- private half of. Signing in with one needs nothing else; it also counts as the second step after
-- a password. The counter is the device's own count of its uses, which must only go up.
CREATE TABLE staff_passkeys (
  id           TEXT PRIMARY KEY,          -- the credential's id, base64url, as the device names it
  staff_id     TEXT NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  public_key   TEXT NOT NULL,             -- COSE key, base64url
  counter      INTEGER NOT NULL,
  transports   TEXT NOT NULL,             -- comma-separated hints: internal, hybrid, usb…
  name         TEXT NOT NULL,             -- what its owner calls it
  created_at   TEXT NOT NULL,
  last_used_at TEXT
) STRICT;
CREATE INDEX staff_passkeys_by_account ON staff_passkeys (staff_id);

-- The challenges passkey sign-ins and registrations were made with, kept until they expire, so a
-- signed answer cannot be sent twice, to this instance or another.
CREATE TABLE staff_spent_challenges (
  challenge_hash TEXT PRIMARY KEY,         -- SHA-256, base64url
  expires_at     TEXT NOT NULL
) STRICT;
