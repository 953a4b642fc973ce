-- What several instances of the site must agree on besides notes, kept in the database for one
-- instance too, so both engines hold the same tables (docs/decisions/0018).

-- Counters of rate-limiter-flexible's store: notes per address, failed sign-ins per address and
-- from everyone. The key is the limiter's prefix and the address's key; expire is in ms since 1970.
CREATE TABLE rate_limits (
  key    TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
) STRICT;

-- The pages and calendar files staff publishing made, as a set (a generation) for one build of the
-- site: its content, and every file with its compressed copies. Instances serve the newest
-- generation of their own build; a new build makes its own.
CREATE TABLE site_generations (
  id           INTEGER PRIMARY KEY,
  build        TEXT NOT NULL,
  content      TEXT NOT NULL CHECK (json_valid(content)),
  -- The newest published revision it shows: an instance whose generation is older than the newest
  -- published revision renders one for its build (an edit published by an instance of another build).
  through_revision INTEGER NOT NULL,
  published_at TEXT NOT NULL
) STRICT;

CREATE INDEX site_generations_by_build ON site_generations (build, id);

CREATE TABLE site_files (
  generation INTEGER NOT NULL REFERENCES site_generations (id) ON DELETE CASCADE,
  path       TEXT NOT NULL,
  body       BLOB NOT NULL,
  br         BLOB NOT NULL,
  gzip       BLOB NOT NULL,
  etag       TEXT NOT NULL,
  PRIMARY KEY (generation, path)
) STRICT;
