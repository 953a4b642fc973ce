-- Pages are no longer stored: each instance renders them from the published revisions when they are
-- first asked for (app/publishing/publisher.server.ts), so the rendered generations and their files go.
DROP TABLE site_files;
DROP TABLE site_generations;
