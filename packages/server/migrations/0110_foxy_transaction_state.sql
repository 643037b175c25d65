-- The webhook's state per FoxyCart transaction, so that deliveries may come in any order, twice, or
-- replayed: the last status seen, what the checks decided, and when a refund or void revoked it (a
-- revoked transaction never grants again, even when its transaction/created arrives late).
ALTER TABLE foxy_transactions ADD COLUMN status text;
ALTER TABLE foxy_transactions ADD COLUMN outcome text NOT NULL DEFAULT 'recorded';
ALTER TABLE foxy_transactions ADD COLUMN revoked_at timestamptz;
