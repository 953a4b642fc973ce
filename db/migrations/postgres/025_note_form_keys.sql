-- The key a note's form was drawn with, and a digest of its words (app/notes/store.server.ts): the same
-- note sent again from that form (a retry by nginx, the browser or a person) is the note already stored. Null
-- for notes sent before, and from a page drawn by the version before this one.
ALTER TABLE notes ADD COLUMN form_key text;
