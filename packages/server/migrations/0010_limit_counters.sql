-- Atomic rate-limit and lockout counters shared by every app server: one row per (bucket, key) with a
-- fixed window. A hit is one INSERT … ON CONFLICT DO UPDATE … RETURNING statement, so concurrent hits
-- on one key queue on its row lock and each sees its own count (security/rate-limit.ts).
CREATE TABLE limit_counters (
  bucket       text NOT NULL,
  key          text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX limit_counters_window_idx ON limit_counters (window_start);
