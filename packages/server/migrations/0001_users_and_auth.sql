-- Users, password-reset tokens, failed logins and generic rate-limit hits.
-- Plain SQL that runs the same on PGlite and PostgreSQL (one transaction per file).

CREATE TABLE users (
  id              serial PRIMARY KEY,
  email           text NOT NULL,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  gender          text NOT NULL CHECK (gender IN ('M', 'F')),
  password_hash   text NOT NULL,
  profile_picture text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lower CHECK (email = lower(email))
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE password_reset_tokens (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE UNIQUE INDEX password_reset_tokens_hash_key ON password_reset_tokens (token_hash);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- One row per failed login, keyed by the normalised user name (also for unknown accounts,
-- so that a lockout reveals nothing about which accounts exist).
CREATE TABLE login_attempts (
  id           serial PRIMARY KEY,
  username     text NOT NULL,
  ip           text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_username_idx ON login_attempts (username, attempted_at);

-- Generic sliding-window rate limiting: one row per counted hit of (bucket, key).
CREATE TABLE rate_limit_hits (
  id      serial PRIMARY KEY,
  bucket  text NOT NULL,
  key     text NOT NULL,
  hit_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_lookup_idx ON rate_limit_hits (bucket, key, hit_at);
