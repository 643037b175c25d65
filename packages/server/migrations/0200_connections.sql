-- Connections and per-guide sharing (SPEC §2 Connections, §3, §4, §6): invitations (connection requests)
-- with the guides the requester means to share, connections between two people, and the guides each
-- party shares on a connection. Plain SQL for PGlite and PostgreSQL alike.

-- An invitation by e-mail. A pending request has no recipient_id; it is set when the invitee answers.
-- The accept link's token is kept only as its SHA-256 (hex), single-use and expiring.
CREATE TABLE connection_requests (
  id                   serial PRIMARY KEY,
  requester_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_first_name text NOT NULL,
  recipient_last_name  text NOT NULL,
  recipient_email      text NOT NULL,
  message              text,
  status               text NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'accepted', 'rejected', 'cancelled')),
  recipient_id         integer REFERENCES users (id) ON DELETE SET NULL,
  token_hash           text,
  token_expires_at     timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  responded_at         timestamptz,
  CONSTRAINT connection_requests_email_lower CHECK (recipient_email = lower(recipient_email)),
  CONSTRAINT connection_requests_token_pair CHECK ((token_hash IS NULL) = (token_expires_at IS NULL))
);
-- One pending invitation per requester and address: a duplicate is impossible, not merely unlikely.
CREATE UNIQUE INDEX connection_requests_pending_key
  ON connection_requests (requester_id, lower(recipient_email)) WHERE status = 'pending';
CREATE UNIQUE INDEX connection_requests_token_key ON connection_requests (token_hash) WHERE token_hash IS NOT NULL;
CREATE INDEX connection_requests_recipient_email_idx ON connection_requests (lower(recipient_email), status);

-- Two connected people (requester_id invited recipient_id). One connection per unordered pair.
CREATE TABLE connections (
  id           serial PRIMARY KEY,
  requester_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT connections_two_people CHECK (requester_id <> recipient_id)
);
CREATE UNIQUE INDEX connections_pair_key
  ON connections (LEAST(requester_id, recipient_id), GREATEST(requester_id, recipient_id));
CREATE INDEX connections_recipient_idx ON connections (recipient_id);

-- A guide (report) that owner_id, one party of the connection, shares with the other party.
-- Gone with the connection; only purchased guides are ever written (the service checks).
CREATE TABLE connection_shares (
  id            serial PRIMARY KEY,
  connection_id integer NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  owner_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id     integer NOT NULL REFERENCES catalog_items (report_id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT connection_shares_key UNIQUE (connection_id, owner_id, report_id)
);
CREATE INDEX connection_shares_owner_idx ON connection_shares (owner_id, report_id);

-- A guide the requester means to share once the invitation is accepted (carried over to connection_shares).
CREATE TABLE connection_request_shares (
  id                    serial PRIMARY KEY,
  connection_request_id integer NOT NULL REFERENCES connection_requests (id) ON DELETE CASCADE,
  report_id             integer NOT NULL REFERENCES catalog_items (report_id) ON DELETE CASCADE,
  created_at            timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT connection_request_shares_key UNIQUE (connection_request_id, report_id)
);
