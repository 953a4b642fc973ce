-- Before "Publish at" was bounded (five years ahead, app/publishing/edit-checks.ts), a change could be
-- scheduled beyond the year 9999, which SQLite keeps as text ("+010000-…") that sorts before every
-- other time. Such a change is cancelled, as staff would cancel it: every time kept is now one that
-- sorts as the time it is.
UPDATE content_revisions SET withdrawn_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE publish_at IS NOT NULL AND published_at IS NULL AND withdrawn_at IS NULL
  AND publish_at NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T*';
