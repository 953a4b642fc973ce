-- A reviewer can take back an approval before the note is sent, or a rejection (app/routes/review.tsx):
-- the note waits for review again, and its history records "undone" with who did it and when. SQLite
-- cannot change a CHECK in place, so the history is rebuilt as in 005, with the same triggers.
CREATE TABLE note_history (
  id      INTEGER PRIMARY KEY,
  note_id TEXT NOT NULL,
  action  TEXT NOT NULL
          CHECK (action IN ('approved', 'rejected', 'undone', 'delivered', 'delivery-failed', 'delivered-by-hand',
                            'deleted', 'erased-after-retention')),
  actor   TEXT NOT NULL,                                 -- reviewer's name, 'outbox' or 'retention'
  detail  TEXT,                                          -- reject reason or delivery error; cleared on erasure
  at      TEXT NOT NULL
) STRICT;

INSERT INTO note_history (id, note_id, action, actor, detail, at)
  SELECT id, note_id, action, actor, detail, at FROM note_events;

DROP TRIGGER note_events_cannot_change;
DROP TRIGGER note_events_cannot_be_deleted;
DROP TABLE note_events;
ALTER TABLE note_history RENAME TO note_events;

CREATE INDEX note_events_by_note ON note_events (note_id, id);

CREATE TRIGGER note_events_cannot_change BEFORE UPDATE ON note_events
WHEN NOT (NEW.detail IS NULL AND NEW.id = OLD.id AND NEW.note_id = OLD.note_id AND NEW.action = OLD.action
          AND NEW.actor = OLD.actor AND NEW.at = OLD.at)
BEGIN
  SELECT RAISE(ABORT, 'the review history cannot be changed');
END;

CREATE TRIGGER note_events_cannot_be_deleted BEFORE DELETE ON note_events
BEGIN
  SELECT RAISE(ABORT, 'the review history cannot be changed');
END;
