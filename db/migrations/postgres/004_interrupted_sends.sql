-- The outbox's record of an attempt in flight. `sending_since` is set when the outbox takes a note
-- to e-mail it and cleared when the outcome is recorded; a note found with it still set was being
-- sent when the process stopped, so the mail server may or may not have it (docs/decisions/0012).
ALTER TABLE notes ADD COLUMN sending_since timestamptz;
-- How many times the note was sent again after such an interruption: the pastor may have that many
-- extra copies, all with the note's one Message-ID. Shown on the review page.
ALTER TABLE notes ADD COLUMN resent_after_interruption integer NOT NULL DEFAULT 0;
