-- Revisions published at a chosen time (app/publishing/): `publish_at` is when, null for at once; a
-- scheduled revision staff cancel before then is `withdrawn_at` and never goes out. Since a revision
-- saved earlier may go out later, the site shows each item's revision published last, in the order
-- of `published_seq`, which publishing hands out in the transaction that stores the pages.
ALTER TABLE content_revisions ADD COLUMN publish_at timestamptz;
ALTER TABLE content_revisions ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE content_revisions ADD COLUMN published_seq bigint;

DROP TRIGGER content_revisions_cannot_change ON content_revisions;

-- Revisions published before this migration went out in the order they were saved.
UPDATE content_revisions SET published_seq = id WHERE published_at IS NOT NULL;

CREATE UNIQUE INDEX content_revisions_by_publication ON content_revisions (published_seq);
CREATE INDEX content_revisions_scheduled ON content_revisions (publish_at) WHERE published_at IS NULL AND withdrawn_at IS NULL;

-- The changes a revision may take: being published once (with its place in the order), or, while
-- not published, being withdrawn once. Nothing else about it ever changes, and none is deleted.
CREATE OR REPLACE FUNCTION content_revisions_only_publish() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a content revision cannot be deleted';
  END IF;
  IF NEW.id = OLD.id AND NEW.item = OLD.item AND NEW.data::text = OLD.data::text AND NEW.author = OLD.author
     AND NEW.saved_at = OLD.saved_at AND NEW.restored_from IS NOT DISTINCT FROM OLD.restored_from
     AND NEW.publish_at IS NOT DISTINCT FROM OLD.publish_at
     AND ((OLD.published_at IS NULL AND NEW.published_at IS NOT NULL AND OLD.published_seq IS NULL
           AND NEW.published_seq IS NOT NULL AND OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NULL)
          OR (OLD.published_at IS NULL AND NEW.published_at IS NULL AND NEW.published_seq IS NULL
              AND OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL)) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a content revision cannot be changed';
END
$$;

CREATE TRIGGER content_revisions_cannot_change BEFORE UPDATE OR DELETE ON content_revisions
FOR EACH ROW EXECUTE FUNCTION content_revisions_only_publish();
