-- Replay films are no longer public files: file_url now holds the film's name, served only under a
-- signed URL (/live/replay/<id>.mp4?v=&e=&s=). Films made before stay where they are
-- (uploads/replays/), which the public /uploads/ route refuses, and the signed route finds them there.
UPDATE "live_replays" SET "file_url" = substr("file_url", length('/uploads/replays/') + 1)
WHERE "file_url" LIKE '/uploads/replays/%';
