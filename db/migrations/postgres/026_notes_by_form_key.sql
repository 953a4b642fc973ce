-- One note per form key (025), built without holding back the notes sent meanwhile. A build that
-- failed half-way leaves an invalid index, which running this file again drops first.
DROP INDEX CONCURRENTLY IF EXISTS notes_by_form_key;
CREATE UNIQUE INDEX CONCURRENTLY notes_by_form_key ON notes (form_key);
