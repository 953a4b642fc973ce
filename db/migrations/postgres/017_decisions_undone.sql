-- A reviewer can take back an approval before the note is sent, or a rejection (app/routes/review.tsx):
-- the note waits for review again, and its history records "undone" with who did it and when.
ALTER TABLE note_events DROP CONSTRAINT note_events_action_check;
ALTER TABLE note_events ADD CONSTRAINT note_events_action_check
  CHECK (action IN ('approved', 'rejected', 'undone', 'delivered', 'delivery-failed', 'delivered-by-hand',
                    'deleted', 'erased-after-retention'));
