import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { fkey } from './keys.js';
import { users } from './users.js';

/** bytea as a Buffer on both drivers (PGlite answers Uint8Array, node-postgres Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** migrations/0003_profile_images.sql */
export const profileImages = pgTable(
  'profile_images',
  {
    name: text('name').primaryKey(),
    userId: integer('user_id').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fkey('profile_images', t.userId, users.id, 'cascade'), index('profile_images_user_idx').on(t.userId)],
);
