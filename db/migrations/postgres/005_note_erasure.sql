-- Notes are not kept for ever (docs/decisions/0014): a delivered or rejected note is erased after
-- the retention period, and staff can erase any note that is not being sent. Erasing deletes the
-- note's row; its history stays, as who did what and when, with no personal data. What erasing
-- guarantees in PostgreSQL, which has no secure_delete, is in docs/decisions/0018.
--
-- The history no longer points at the notes table (its rows outlive the note), records the two new
-- actions, and lets the one field that may quote a person (the reject reason or delivery error) be
-- cleared when the note is erased; nothing else in it can change, and no row can be removed.
ALTER TABLE note_events DROP CONSTRAINT note_events_note_id_fkey;
ALTER TABLE note_events DROP CONSTRAINT note_events_action_check;
ALTER TABLE note_events ADD CONSTRAINT note_events_action_check
  CHECK (action IN ('approved', 'rejected', 'delivered', 'delivery-failed', 'delivered-by-hand',
                    'deleted', 'erased-after-retention'));

DROP TRIGGER note_events_cannot_change ON note_events;
DROP FUNCTION note_events_refuse_change();

CREATE FUNCTION note_events_only_clear_detail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.detail IS NULL AND NEW.id = OLD.id AND NEW.note_id = OLD.note_id
     AND NEW.action = OLD.action AND NEW.actor = OLD.actor AND NEW.at = OLD.at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the review history cannot be changed';
END
$$;

CREATE TRIGGER note_events_cannot_change BEFORE UPDATE OR DELETE ON note_events
FOR EACH ROW EXECUTE FUNCTION note_events_only_clear_detail();
