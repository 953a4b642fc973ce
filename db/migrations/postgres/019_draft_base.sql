-- A draft keeps the item's value it was begun from (app/publishing/drafts.server.ts), so that when it
-- is published only what its author changed goes out, on top of anything published since
-- (app/publishing/merge-changes.ts). Drafts kept before this have none: theirs is read from the
-- revision they were begun from.
ALTER TABLE content_drafts ADD COLUMN base_data json;
