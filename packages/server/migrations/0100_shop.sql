-- The shop: catalogue, packages, purchases, FoxyCart transactions (idempotency), sandbox carts,
-- surveys and the shop's generated secrets. The catalogue rows are seeded (upserted) from
-- src/features/catalog/seed.ts when the server starts.

CREATE TABLE catalog_items (
  id                integer PRIMARY KEY,
  type              text NOT NULL CHECK (type IN ('career', 'sports', 'personal')),
  name              text NOT NULL,
  price_cents       integer NOT NULL CHECK (price_cents >= 0),
  code              text NOT NULL UNIQUE,
  image_file_name   text NOT NULL,
  short_description text NOT NULL,
  description       text NOT NULL,
  sort_order        integer NOT NULL DEFAULT 0,
  report_id         integer NOT NULL UNIQUE,
  report_name       text NOT NULL
);

CREATE TABLE catalog_item_packages (
  id          integer PRIMARY KEY,
  name        text NOT NULL,
  code        text NOT NULL UNIQUE,
  type        text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  image_name  text NOT NULL,
  description text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE package_items (
  package_id      integer NOT NULL REFERENCES catalog_item_packages (id) ON DELETE CASCADE,
  catalog_item_id integer NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  PRIMARY KEY (package_id, catalog_item_id)
);

-- One row per FoxyCart transaction ever processed: its id is the idempotency key of the webhook.
CREATE TABLE foxy_transactions (
  transaction_id text PRIMARY KEY,
  event          text NOT NULL,
  store_id       text NOT NULL,
  user_id        integer REFERENCES users (id) ON DELETE SET NULL,
  granted_item_ids integer[] NOT NULL DEFAULT '{}',
  payload        jsonb NOT NULL,
  received_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE purchases (
  id              serial PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  catalog_item_id integer NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  transaction_id  text REFERENCES foxy_transactions (transaction_id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, catalog_item_id)
);

-- The sandbox FoxyCart store's carts, keyed by the browser's fcsid cookie.
CREATE TABLE carts (
  fcsid      text PRIMARY KEY,
  items      jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE surveys (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  status       text NOT NULL DEFAULT 'notstarted' CHECK (status IN ('notstarted', 'inprogress', 'complete')),
  locale       text NOT NULL,
  token        text NOT NULL UNIQUE,
  answers      jsonb NOT NULL DEFAULT '{}'::jsonb,
  scores       jsonb,
  return_url   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

-- Secrets the shop generates when the environment gives none (FoxyCart store secret, webhook key),
-- kept in the database so that every app server shares them.
CREATE TABLE shop_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
