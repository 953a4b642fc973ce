-- Photos staff upload for the content's pictures (app/media/). Each is kept as the server re-made it,
-- with no metadata: `master`, upright and at most 2400 pixels on its longer side, from which it is
-- cropped again when staff choose another part to keep in view; and its files, cropped to the
-- proportions of its place, in each width and format pages use (photo_files). Every instance serves
-- them from here, and a backup keeps them with the revisions that show them.
CREATE TABLE photos (
  id            TEXT PRIMARY KEY,
  uploaded_by   TEXT NOT NULL,
  uploaded_at   TEXT NOT NULL,
  -- The largest file's size: every file has these proportions.
  width         INTEGER NOT NULL CHECK (width > 0),
  height        INTEGER NOT NULL CHECK (height > 0),
  master        BLOB NOT NULL,
  master_width  INTEGER NOT NULL CHECK (master_width > 0),
  master_height INTEGER NOT NULL CHECK (master_height > 0)
) STRICT;

CREATE TABLE photo_files (
  photo TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  -- "800.avif", "1600.jpg", "preview.jpg"
  name  TEXT NOT NULL,
  type  TEXT NOT NULL,
  body  BLOB NOT NULL,
  PRIMARY KEY (photo, name)
) STRICT;
