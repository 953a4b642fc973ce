-- Photos staff upload for the content's pictures (app/media/). Each is kept as the server re-made it,
-- with no metadata: `master`, upright and at most 2400 pixels on its longer side, from which it is
-- cropped again when staff choose another part to keep in view; and its files, cropped to the
-- proportions of its place, in each width and format pages use (photo_files). Every instance serves
-- them from here, and a backup keeps them with the revisions that show them.
CREATE TABLE photos (
  id            text PRIMARY KEY,
  uploaded_by   text NOT NULL,
  uploaded_at   timestamptz NOT NULL,
  -- The largest file's size: every file has these proportions.
  width         integer NOT NULL CHECK (width > 0),
  height        integer NOT NULL CHECK (height > 0),
  master        bytea NOT NULL,
  master_width  integer NOT NULL CHECK (master_width > 0),
  master_height integer NOT NULL CHECK (master_height > 0)
);

CREATE TABLE photo_files (
  photo text NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  -- "800.avif", "1600.jpg", "preview.jpg"
  name  text NOT NULL,
  type  text NOT NULL,
  body  bytea NOT NULL,
  PRIMARY KEY (photo, name)
);
