-- Reviewers' sessions, kept on the server so that signing out ends every copy of the cookie, on
-- every instance. The cookie carries the session's id; an id that is not here is no session.
-- Signing out deletes the row, and rows older than a session can live (a week) are deleted at the
-- next sign-in.
CREATE TABLE review_sessions (
  id           text PRIMARY KEY,          -- random, 256 bits, base64url
  reviewer     text NOT NULL,
  signed_in_at timestamptz NOT NULL
);
