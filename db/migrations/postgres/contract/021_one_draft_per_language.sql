-- Contract step of 021: drafts are kept per person, item and language, so the old key (one draft per
-- person and item) goes, now that no instance runs the version that saved drafts on it. A database
-- that 021 migrated before it was split in two has none left.
ALTER TABLE content_drafts DROP CONSTRAINT IF EXISTS content_drafts_item_author_key;
