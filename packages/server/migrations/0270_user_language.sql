-- Generated from src/db/schema by `npm run db:migration -- user_language`.
-- Issue 38: the language a person reads Insight in (en, de, es): the one their browser asked for when they registered,
-- until they choose; their mails are written in it. Accounts made before this migration have none: English.

ALTER TABLE "users" ADD COLUMN "language" text;

ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('en', 'de', 'es'));
