-- Language is an axis of the content (app/content/languages.ts): every revision, scheduled change
-- and draft is of an item in one language, and each language's history, schedule and drafts are its
-- own. Everything kept before this is English, the site's only language until now.
ALTER TABLE content_revisions ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language <> '');

DROP INDEX content_revisions_by_item;
CREATE INDEX content_revisions_by_item ON content_revisions (item, language, id);

-- A revision stays in the language it was written in.
CREATE TRIGGER content_revisions_keep_language BEFORE UPDATE OF language ON content_revisions
WHEN NEW.language IS NOT OLD.language
BEGIN
  SELECT RAISE(ABORT, 'a content revision cannot be changed');
END;

-- One draft per person, item and language: the table is made again, since SQLite cannot change a
-- UNIQUE constraint in place. Every draft is copied with its id.
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

INSERT INTO content_drafts_by_language (id, item, author, data, based_on, saved_at, base_data)
SELECT id, item, author, data, based_on, saved_at, base_data FROM content_drafts;

DROP TABLE content_drafts;
ALTER TABLE content_drafts_by_language RENAME TO content_drafts;
