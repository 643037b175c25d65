import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fkey } from './keys.js';
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
    requesterId: integer('requester_id').notNull(),
    recipientFirstName: text('recipient_first_name').notNull(),
    recipientLastName: text('recipient_last_name').notNull(),
    /** Always lower-case. */
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    status: text('status').$type<ConnectionRequestStatusValue>().notNull().default('pending'),
    /** Who answered (accepted or rejected); null while pending. */
    recipientId: integer('recipient_id'),
    /** SHA-256 (hex) of the accept link's token; the token itself is only in the mail. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /**
     * migrations/0250: the account the invitation was addressed to, for export and deletion: the account that held
     * `recipient_email`, proven, when the invitation was made, else the account that proved that address after
     * it (features/recipients/service.ts). Null while no account holds it. (`recipient_id` is who answered.)
     */
    recipientUserId: integer('recipient_user_id'),
    /**
     * migrations/0250: whether an invitation without a recipient account may still become the account's that next
     * proves its address; false for invitations made before 0250 whose recipient could not be told (nobody's).
     */
    recipientClaimable: boolean('recipient_claimable').notNull().default(true),
  },
  (t) => [
    fkey('connection_requests', t.requesterId, users.id, 'cascade'),
    fkey('connection_requests', t.recipientId, users.id, 'set null'),
    fkey('connection_requests', t.recipientUserId, users.id, 'cascade'),
    index('connection_requests_recipient_user_idx').on(t.recipientUserId),
    check('connection_requests_status_check', sql`${t.status} IN ('pending', 'accepted', 'rejected', 'cancelled')`),
    check('connection_requests_email_lower', sql`${t.recipientEmail} = lower(${t.recipientEmail})`),
    check('connection_requests_token_pair', sql`(${t.tokenHash} IS NULL) = (${t.tokenExpiresAt} IS NULL)`),
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
    requesterId: integer('requester_id').notNull(),
    recipientId: integer('recipient_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey('connections', t.requesterId, users.id, 'cascade'),
    fkey('connections', t.recipientId, users.id, 'cascade'),
    check('connections_two_people', sql`${t.requesterId} <> ${t.recipientId}`),
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
    connectionId: integer('connection_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    reportId: integer('report_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey('connection_shares', t.connectionId, connections.id, 'cascade'),
    fkey('connection_shares', t.ownerId, users.id, 'cascade'),
    fkey('connection_shares', t.reportId, catalogItems.reportId, 'cascade'),
    unique('connection_shares_key').on(t.connectionId, t.ownerId, t.reportId),
    index('connection_shares_owner_idx').on(t.ownerId, t.reportId),
  ],
);

/** A guide the requester will share once the invitation is accepted. */
export const connectionRequestShares = pgTable(
  'connection_request_shares',
  {
    id: serial('id').primaryKey(),
    connectionRequestId: integer('connection_request_id').notNull(),
    reportId: integer('report_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey('connection_request_shares', t.connectionRequestId, connectionRequests.id, 'cascade'),
    fkey('connection_request_shares', t.reportId, catalogItems.reportId, 'cascade'),
    unique('connection_request_shares_key').on(t.connectionRequestId, t.reportId),
  ],
);
