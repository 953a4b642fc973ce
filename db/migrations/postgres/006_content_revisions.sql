-- Staff edits of the content they may change (app/publishing/editable-items.ts), kept as revisions:
-- which item, its whole value as JSON (json, not jsonb: the value is kept as written, keys in
-- order), who saved it and when. A revision is published once every page that shows it has been
-- rendered with it; the latest published revision of an item is what the site shows. Nothing is
-- overwritten or removed, so every earlier revision can be seen and restored.
CREATE TABLE content_revisions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item          text NOT NULL,
  data          json NOT NULL,
  author        text NOT NULL,
  saved_at      timestamptz NOT NULL,
  restored_from bigint REFERENCES content_revisions (id),
  published_at  timestamptz
);

CREATE INDEX content_revisions_by_item ON content_revisions (item, id);

-- The one change a revision may take: being published, once.
CREATE FUNCTION content_revisions_only_publish() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.published_at IS NULL AND NEW.published_at IS NOT NULL AND NEW.id = OLD.id
     AND NEW.item = OLD.item AND NEW.data::text = OLD.data::text AND NEW.author = OLD.author
     AND NEW.saved_at = OLD.saved_at AND NEW.restored_from IS NOT DISTINCT FROM OLD.restored_from THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a content revision cannot be deleted';
  END IF;
  RAISE EXCEPTION 'a content revision cannot be changed';
END
$$;

CREATE TRIGGER content_revisions_cannot_change BEFORE UPDATE OR DELETE ON content_revisions
FOR EACH ROW EXECUTE FUNCTION content_revisions_only_publish();
