/**
 * Every drizzle table, one file per feature area: the one source of truth of the database. Every key,
 * check and index is declared here under its name in the database; the migrations are generated from it
 * (`npm run db:migration -- <name>`) and schema.pure.test.ts fails when the two differ.
 */
export * from './users.js';
export * from './mail.js';
export * from './profile-images.js';
export * from './shop.js';
export * from './connections.js';
export * from './notifications.js';
