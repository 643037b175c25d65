-- Every mail the product sends, kept for the sandbox mail pages (and as a delivery log with SMTP).
CREATE TABLE mail_outbox (
  id          serial PRIMARY KEY,
  to_address  text NOT NULL,
  from_address text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text NOT NULL,
  transport   text NOT NULL DEFAULT 'sandbox',
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  error       text
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, created_at);
