-- Notes of appreciation to a pastor, kept until staff review them (the same history as
-- db/migrations/sqlite/, step for step, in PostgreSQL's words).
CREATE TABLE notes (
  id           text PRIMARY KEY,          -- UUID v4, made by the server
  pastor_id    text NOT NULL,
  note_text    text NOT NULL,             -- exactly as sent (trimmed); never rendered as HTML
  sender_name  text NOT NULL DEFAULT '',
  sender_email text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL,
  status       text NOT NULL DEFAULT 'pending'
               CHECK (status IN ('pending', 'approved', 'rejected', 'delivered')),
  client_hash  text NOT NULL              -- salted hash of the sender's address, never the address
);

CREATE INDEX notes_by_status ON notes (status, created_at);
