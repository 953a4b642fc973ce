-- Staff's unpublished work on an item (app/publishing/drafts.server.ts): one draft per person and
-- item, kept as the form held it (it need not pass the checks yet), with the revision it was begun
-- from, so publishing it later is refused if the item changed since. Other editors can open,
-- preview, publish or discard it; publishing or discarding it deletes it.
CREATE TABLE content_drafts (
  id         INTEGER PRIMARY KEY,
  item       TEXT NOT NULL,
  author     TEXT NOT NULL,
  data       TEXT NOT NULL CHECK (json_valid(data)),
  -- The item's newest revision when the draft was begun; 0 for the values the site was built with.
  based_on   INTEGER NOT NULL CHECK (based_on >= 0),
  saved_at   TEXT NOT NULL,
  UNIQUE (item, author)
) STRICT;
