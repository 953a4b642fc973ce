-- Staff edits of the content they may change (app/publishing/editable-items.ts), kept as revisions:
-- which item, its whole value as JSON, who saved it and when. A revision is published once every
-- page that shows it has been rendered with it; the latest published revision of an item is what
-- the site shows. Nothing is overwritten or removed, so every earlier revision can be seen and
-- restored (restoring saves a new revision with the old value).
CREATE TABLE content_revisions (
  id            INTEGER PRIMARY KEY,
  item          TEXT NOT NULL,
  data          TEXT NOT NULL CHECK (json_valid(data)),
  author        TEXT NOT NULL,
  saved_at      TEXT NOT NULL,
  restored_from INTEGER REFERENCES content_revisions (id),
  published_at  TEXT
) STRICT;

CREATE INDEX content_revisions_by_item ON content_revisions (item, id);

-- The one change a revision may take: being published, once.
CREATE TRIGGER content_revisions_cannot_change BEFORE UPDATE ON content_revisions
WHEN NOT (OLD.published_at IS NULL AND NEW.published_at IS NOT NULL AND NEW.id = OLD.id AND NEW.item = OLD.item
          AND NEW.data = OLD.data AND NEW.author = OLD.author AND NEW.saved_at = OLD.saved_at
          AND NEW.restored_from IS OLD.restored_from)
BEGIN
  SELECT RAISE(ABORT, 'a content revision cannot be changed');
END;

CREATE TRIGGER content_revisions_cannot_be_deleted BEFORE DELETE ON content_revisions
BEGIN
  SELECT RAISE(ABORT, 'a content revision cannot be deleted');
END;
