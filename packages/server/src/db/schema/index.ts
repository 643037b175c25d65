/**
 * Every drizzle table, one file per feature area, matching the SQL of packages/server/migrations.
 * Add a line per new schema file (the shop helper appends its own).
 */
export * from './users.js';
export * from './mail.js';
export * from './profile-images.js';
export * from './shop.js';
export * from './connections.js';
