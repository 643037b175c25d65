-- Generated from src/db/schema by `npm run db:migration -- catalog_version`; say here why the change was made.
-- The catalogue's version (issue 10): each server keeps a copy of the catalogue with the version it read and
-- reads the version again in every catalogue request's one statement, so another server's seed shows at once.
-- seedCatalog writes the row (version 1 on the first seed, +1 on every later one).

CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);
