-- Profile pictures, re-encoded, under random names; served through a handler, never from a folder.
CREATE TABLE profile_images (
  name          text PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type  text NOT NULL,
  data          bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_images_user_idx ON profile_images (user_id);
