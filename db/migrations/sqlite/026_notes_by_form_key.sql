-- One note per form key (025). SQLite has one server, which builds it as it starts.
CREATE UNIQUE INDEX notes_by_form_key ON notes (form_key);
