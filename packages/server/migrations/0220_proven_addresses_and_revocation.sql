-- Generated from src/db/schema by `npm run db:migration -- proven_addresses_and_revocation`.
-- Issue 21, trust. An address counts as the account's only once a mailed link to it is followed:
-- users.email_verified_at (null until then: accounts made before this migration are unproven too, and
-- prove their address with the link they are sent or a password reset), email_confirmations (the links,
-- hashed, single-use, expiring). revoked_tokens: Logout ends its access token on the server (RFC 7009), for
-- every server on this database; rows live only until the token would have expired.

CREATE TABLE "email_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);

CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;

ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

CREATE UNIQUE INDEX "email_confirmations_hash_key" ON "email_confirmations" USING btree ("token_hash");

CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");

CREATE INDEX "revoked_tokens_expiry_idx" ON "revoked_tokens" USING btree ("expires_at");
