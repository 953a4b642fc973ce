-- Language is an axis of the content (app/content/languages.ts): every revision, scheduled change
-- and draft is of an item in one language, and each language's history, schedule and drafts are its
-- own. Everything kept before this is English, the site's only language until now.
ALTER TABLE content_revisions ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language <> '');

DROP INDEX content_revisions_by_item;
CREATE INDEX content_revisions_by_item ON content_revisions (item, language, id);

-- A revision stays in the language it was written in.
CREATE FUNCTION content_revisions_keep_language() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language IS DISTINCT FROM OLD.language THEN
    RAISE EXCEPTION 'a content revision cannot be changed';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER content_revisions_keep_language BEFORE UPDATE ON content_revisions
FOR EACH ROW EXECUTE FUNCTION content_revisions_keep_language();

-- One draft per person, item and language. The version before this one saves a draft on the old
-- key (item, author), so that key stays until contract/021 removes it, once no instance runs that
-- version (docs/deploy.md). Until then a person keeps one draft of an item, in whichever language.
ALTER TABLE content_drafts ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language <> '');
ALTER TABLE content_drafts ADD CONSTRAINT content_drafts_item_language_author_key UNIQUE (item, language, author);
