-- Generated from src/db/schema by `npm run db:migration -- account_deletion`.
-- Issue 22, a person's data in their hands. Deleting an account erases its rows (the foreign keys cascade) and
-- keeps only the store's orders, anonymised. deleted_accounts keeps the bare ids of deleted accounts, so that a
-- webhook arriving later for one grants nothing, not even to a new account on the same address.

CREATE TABLE "deleted_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
