-- Which words of another language a revision wrote itself, and the default language's words each
-- was written from, in the item's shape (app/publishing/localized.ts, docs/decisions/0042): a word
-- with none shows in the default language, and one whose source has changed since is "behind".
-- Null for the default language's revisions and for those saved before this was kept.
ALTER TABLE content_revisions ADD COLUMN words_from TEXT;
