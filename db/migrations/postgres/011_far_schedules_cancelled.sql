-- Before "Publish at" was bounded (five years ahead, app/publishing/edit-checks.ts), a change could be
-- scheduled beyond the year 9999, a time the other engine cannot sort. Such a change is cancelled, as
-- staff would cancel it, so that both engines keep the same changes waiting.
UPDATE content_revisions SET withdrawn_at = now()
WHERE publish_at IS NOT NULL AND published_at IS NULL AND withdrawn_at IS NULL
  AND publish_at >= '10000-01-01T00:00:00Z';
