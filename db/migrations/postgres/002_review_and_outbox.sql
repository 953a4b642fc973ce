-- Staff review of notes and the outbox that delivers approved ones to the pastor.

-- The decision in force, and the delivery state, on the note itself for quick listing.
ALTER TABLE notes ADD COLUMN decided_by text;                 -- reviewer's name
ALTER TABLE notes ADD COLUMN decided_at timestamptz;
ALTER TABLE notes ADD COLUMN reject_reason text;
ALTER TABLE notes ADD COLUMN delivery_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE notes ADD COLUMN next_attempt_at timestamptz;     -- when the outbox may try (again); NULL unless approved
ALTER TABLE notes ADD COLUMN last_error text;                 -- why the last attempt failed
ALTER TABLE notes ADD COLUMN delivered_at timestamptz;
ALTER TABLE notes ADD COLUMN delivered_by text;               -- 'e-mail', or the reviewer who handed it over

CREATE INDEX notes_outbox ON notes (next_attempt_at) WHERE status = 'approved';

-- Every decision and delivery event, in order: who, what, when. Rows are only ever added.
CREATE TABLE note_events (
  id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  note_id text NOT NULL REFERENCES notes (id),
  action  text NOT NULL
          CHECK (action IN ('approved', 'rejected', 'delivered', 'delivery-failed', 'delivered-by-hand')),
  actor   text NOT NULL,                                      -- reviewer's name, or 'outbox'
  detail  text,                                               -- reject reason, or the delivery error
  at      timestamptz NOT NULL
);

CREATE INDEX note_events_by_note ON note_events (note_id, id);

CREATE FUNCTION note_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the review history cannot be changed';
END
$$;

CREATE TRIGGER note_events_cannot_change BEFORE UPDATE OR DELETE ON note_events
FOR EACH ROW EXECUTE FUNCTION note_events_refuse_change();
