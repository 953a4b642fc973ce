-- Notes of appreciation to a pastor, kept until staff review them.
CREATE TABLE notes (
  id           TEXT PRIMARY KEY,          -- UUID v4, made by the server
  pastor_id    TEXT NOT NULL,
  note_text    TEXT NOT NULL,             -- exactly as sent (trimmed); never rendered as HTML
  sender_name  TEXT NOT NULL DEFAULT '',
  sender_email TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL,             -- ISO 8601, UTC
  status       TEXT NOT NULL DEFAULT 'pending'
               CHECK (status IN ('pending', 'approved', 'rejected', 'delivered')),
  client_hash  TEXT NOT NULL              -- salted hash of the sender's address, never the address
) STRICT;

CREATE INDEX notes_by_status ON notes (status, created_at);
