import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogItems } from './shop.js';
import { users } from './users.js';

/** migrations/0200_connections.sql */

export const CONNECTION_REQUEST_STATUS_VALUES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type ConnectionRequestStatusValue = (typeof CONNECTION_REQUEST_STATUS_VALUES)[number];

/** An invitation by e-mail; pending until the invitee accepts or rejects it, or the requester cancels it. */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientFirstName: text('recipient_first_name').notNull(),
    recipientLastName: text('recipient_last_name').notNull(),
    /** Always lower-case. */
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    status: text('status').$type<ConnectionRequestStatusValue>().notNull().default('pending'),
    /** Who answered (accepted or rejected); null while pending. */
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the accept link's token; the token itself is only in the mail. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connection_requests_pending_key')
      .on(t.requesterId, sql`lower(${t.recipientEmail})`)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('connection_requests_token_key')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} IS NOT NULL`),
    index('connection_requests_recipient_email_idx').on(sql`lower(${t.recipientEmail})`, t.status),
  ],
);
export type ConnectionRequestRow = typeof connectionRequests.$inferSelect;

/** Two connected people; one connection per unordered pair. */
export const connections = pgTable(
  'connections',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('connections_pair_key').on(
      sql`LEAST(${t.requesterId}, ${t.recipientId})`,
      sql`GREATEST(${t.requesterId}, ${t.recipientId})`,
    ),
    index('connections_recipient_idx').on(t.recipientId),
  ],
);
export type ConnectionRow = typeof connections.$inferSelect;

/** A guide that ownerId (a party of the connection) shares with the other party. */
export const connectionShares = pgTable(
  'connection_shares',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => catalogItems.reportId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('connection_shares_key').on(t.connectionId, t.ownerId, t.reportId),
    index('connection_shares_owner_idx').on(t.ownerId, t.reportId),
  ],
);

/** A guide the requester will share once the invitation is accepted. */
export const connectionRequestShares = pgTable(
  'connection_request_shares',
  {
    id: serial('id').primaryKey(),
    connectionRequestId: integer('connection_request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => catalogItems.reportId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('connection_request_shares_key').on(t.connectionRequestId, t.reportId)],
);
