-- The key a note's form was drawn with (app/notes/service.server.ts): a note sent again with the same
-- key (a retry by nginx, the browser or a person) is the note already stored, not a second one. Null
-- for notes sent before, and from a page drawn by the version before this one.
ALTER TABLE notes ADD COLUMN form_key TEXT;
