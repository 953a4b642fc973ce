-- Contract step of 021: drafts are kept per person, item and language, so the old key (one draft per
-- person and item) goes, now that no instance runs the version that saved drafts on it. SQLite
-- cannot drop a UNIQUE constraint in place: the table is made again and every draft copied with its
-- id. On a database that 021 migrated before it was split in two, this copies it as it is.
CREATE TABLE content_drafts_by_language (
  id         INTEGER PRIMARY KEY,
  item       TEXT NOT NULL,
  language   TEXT NOT NULL DEFAULT 'en' CHECK (language <> ''),
  author     TEXT NOT NULL,
  data       TEXT NOT NULL CHECK (json_valid(data)),
  based_on   INTEGER NOT NULL CHECK (based_on >= 0),
  saved_at   TEXT NOT NULL,
  base_data  TEXT CHECK (base_data IS NULL OR json_valid(base_data)),
  UNIQUE (item, language, author)
) STRICT;

INSERT INTO content_drafts_by_language (id, item, language, author, data, based_on, saved_at, base_data)
SELECT id, item, language, author, data, based_on, saved_at, base_data FROM content_drafts;

DROP TABLE content_drafts;
ALTER TABLE content_drafts_by_language RENAME TO content_drafts;
