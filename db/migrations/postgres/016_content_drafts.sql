-- Staff's unpublished work on an item (app/publishing/drafts.server.ts): one draft per person and
-- item, kept as the form held it (it need not pass the checks yet), with the revision it was begun
-- from, so publishing it later is refused if the item changed since. Other editors can open,
-- preview, publish or discard it; publishing or discarding it deletes it.
CREATE TABLE content_drafts (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item       text NOT NULL,
  author     text NOT NULL,
  data       json NOT NULL,
  -- The item's newest revision when the draft was begun; 0 for the values the site was built with.
  based_on   bigint NOT NULL CHECK (based_on >= 0),
  saved_at   timestamptz NOT NULL,
  UNIQUE (item, author)
);
