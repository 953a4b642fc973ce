-- A scheduled change goes out as what it changed, on top of what is published at its time
-- (app/publishing/merge-changes.ts): `base_data` is the item's value it was scheduled against, and
-- `data` becomes the merged value as it is published. When a field it changed was changed
-- differently since, it is held back instead: `held_at` and `held_because` say when and what
-- collided, and staff see it in the editor. Revisions scheduled before this have no base and go out
-- whole, as before.
ALTER TABLE content_revisions ADD COLUMN base_data TEXT;
ALTER TABLE content_revisions ADD COLUMN held_at TEXT;
ALTER TABLE content_revisions ADD COLUMN held_because TEXT;

DROP INDEX content_revisions_scheduled;
CREATE INDEX content_revisions_scheduled ON content_revisions (publish_at)
  WHERE published_at IS NULL AND withdrawn_at IS NULL AND held_at IS NULL;

-- The changes a revision may take: being published once (a scheduled one with its merged value),
-- being held back once, or, while not published, being withdrawn once. Nothing else changes.
DROP TRIGGER content_revisions_cannot_change;
CREATE TRIGGER content_revisions_cannot_change BEFORE UPDATE ON content_revisions
WHEN NOT (NEW.id = OLD.id AND NEW.item = OLD.item AND NEW.author = OLD.author AND NEW.saved_at = OLD.saved_at
          AND NEW.restored_from IS OLD.restored_from AND NEW.publish_at IS OLD.publish_at
          AND NEW.base_data IS OLD.base_data AND OLD.published_at IS NULL
          AND ((NEW.published_at IS NOT NULL AND OLD.published_seq IS NULL AND NEW.published_seq IS NOT NULL
                AND OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NULL AND OLD.held_at IS NULL
                AND NEW.held_at IS NULL AND (NEW.data = OLD.data OR OLD.publish_at IS NOT NULL))
               OR (NEW.published_at IS NULL AND NEW.published_seq IS NULL AND NEW.data = OLD.data
                   AND OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL
                   AND NEW.held_at IS OLD.held_at AND NEW.held_because IS OLD.held_because)
               OR (NEW.published_at IS NULL AND NEW.published_seq IS NULL AND NEW.data = OLD.data
                   AND OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NULL
                   AND OLD.held_at IS NULL AND NEW.held_at IS NOT NULL)))
BEGIN
  SELECT RAISE(ABORT, 'a content revision cannot be changed');
END;
