-- The language a note was written in (app/content/languages.ts): the form it was sent from, so the
-- reviewer knows it and the pastor can answer in it. Every note kept before this was written in
-- English, the site's only language until now.
ALTER TABLE notes ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language <> '');
