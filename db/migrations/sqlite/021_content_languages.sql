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

-- One draft per person, item and language. The version before this one saves a draft on the old
-- key (item, author), so that key stays until contract/021 removes it, once no instance runs that
-- version (docs/deploy.md). Until then a person keeps one draft of an item, in whichever language.
ALTER TABLE content_drafts ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language <> '');
CREATE UNIQUE INDEX content_drafts_item_language_author ON content_drafts (item, language, author);
