-- Staff review of notes and the outbox that delivers approved ones to the pastor.

-- The decision in force, and the delivery state, on the note itself for quick listing.
ALTER TABLE notes ADD COLUMN decided_by TEXT;            -- reviewer's name
ALTER TABLE notes ADD COLUMN decided_at TEXT;            -- ISO 8601, UTC
ALTER TABLE notes ADD COLUMN reject_reason TEXT;
ALTER TABLE notes ADD COLUMN delivery_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE notes ADD COLUMN next_attempt_at TEXT;       -- when the outbox may try (again); NULL unless approved
ALTER TABLE notes ADD COLUMN last_error TEXT;            -- why the last attempt failed
ALTER TABLE notes ADD COLUMN delivered_at TEXT;
ALTER TABLE notes ADD COLUMN delivered_by TEXT;          -- 'e-mail', or the reviewer who handed it over

CREATE INDEX notes_outbox ON notes (next_attempt_at) WHERE status = 'approved';

-- Every decision and delivery event, in order: who, what, when. Rows are only ever added.
CREATE TABLE note_events (
  id      INTEGER PRIMARY KEY,
  note_id TEXT NOT NULL REFERENCES notes (id),
  action  TEXT NOT NULL
          CHECK (action IN ('approved', 'rejected', 'delivered', 'delivery-failed', 'delivered-by-hand')),
  actor   TEXT NOT NULL,                                 -- reviewer's name, or 'outbox'
  detail  TEXT,                                          -- reject reason, or the delivery error
  at      TEXT NOT NULL
) STRICT;

CREATE INDEX note_events_by_note ON note_events (note_id, id);

CREATE TRIGGER note_events_cannot_change BEFORE UPDATE ON note_events
BEGIN
  SELECT RAISE(ABORT, 'the review history cannot be changed');
END;

CREATE TRIGGER note_events_cannot_be_deleted BEFORE DELETE ON note_events
BEGIN
  SELECT RAISE(ABORT, 'the review history cannot be changed');
END;
