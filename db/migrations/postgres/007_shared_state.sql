-- What several instances of the site must agree on besides notes (docs/decisions/0018).

-- Counters of rate-limiter-flexible's store: notes per address, failed sign-ins per address and
-- from everyone. The key is the limiter's prefix and the address's key; expire is in ms since 1970.
CREATE TABLE rate_limits (
  key    text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- The pages and calendar files staff publishing made, as a set (a generation) for one build of the
-- site: its content, and every file with its compressed copies. Instances serve the newest
-- generation of their own build; a new build makes its own.
CREATE TABLE site_generations (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  build        text NOT NULL,
  content      json NOT NULL,
  -- The newest published revision it shows: an instance whose generation is older than the newest
  -- published revision renders one for its build (an edit published by an instance of another build).
  through_revision bigint NOT NULL,
  published_at timestamptz NOT NULL
);

CREATE INDEX site_generations_by_build ON site_generations (build, id);

CREATE TABLE site_files (
  generation bigint NOT NULL REFERENCES site_generations (id) ON DELETE CASCADE,
  path       text NOT NULL,
  body       bytea NOT NULL,
  br         bytea NOT NULL,
  gzip       bytea NOT NULL,
  etag       text NOT NULL,
  PRIMARY KEY (generation, path)
);
