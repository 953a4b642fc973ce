-- The photo library (app/routes/review.photos.tsx): `original` names the upload a photo was cut
-- from, so each upload is listed once with every crop made of it for another place or around
-- another part, and is removed with them. Photos kept before this are grouped by their master.
ALTER TABLE photos ADD COLUMN original text;
UPDATE photos SET original = (SELECT min(kept.id) FROM photos AS kept WHERE kept.master = photos.master);
ALTER TABLE photos ALTER COLUMN original SET NOT NULL;
CREATE INDEX photos_by_original ON photos (original);
