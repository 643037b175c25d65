/**
 * Connections and invitations (SPEC §2 Connections/Invite/Sharing, §3, §4, §5, §6): the rules of who may
 * do what, and the answers in the contract's shapes (@insight/api Connection, ConnectionRequest).
 *
 * - A request is addressed to an e-mail address; its recipient is whoever has that address (compared
 *   lower-case), or — through the accept link — whoever holds its token.
 * - Only the recipient accepts or rejects; only the requester cancels or sets its guides; either party of a
 *   connection removes it or sets their own shares. Someone who is no party gets 404 (the thing is not
 *   theirs to see), the wrong party 403. Nothing changes on a refusal.
 * - Accepting makes (or finds) the one connection of the pair and carries the requester's request shares
 *   over; any other pending request between the two is answered at the same time.
 * - Only purchased guides are shared: a list with any other guide is refused whole, and answers list only
 *   the shares of guides their owner still owns (the report rule checks the same at read time).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  connectionMessages as cm,
  type Connection,
  type ConnectionReport,
  type ConnectionRequest,
  type ConnectionRequestPayload,
  type ConnectionUser,
  type InviteEmailPayload,
  type Report,
} from '@insight/api';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import {
  catalogItems,
  connectionRequestShares,
  connectionRequests,
  connections,
  connectionShares,
  purchases,
  users,
  type ConnectionRequestRow,
  type ConnectionRow,
  type UserRow,
} from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/errors.js';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit.js';
import { normaliseEmail } from '../auth/service.js';
import { renderInviteMail } from '../mail/templates.js';

/** Database work a transaction and the database share. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export const CONNECTION_TOKEN_TTL_DAYS = 14;
export const CONNECTION_TOKEN_TTL_MS = CONNECTION_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Invitation e-mails per requester and hour. */
export const INVITE_MAIL_LIMIT: RateLimit = { bucket: 'invite-email:user', limit: 20, windowMs: 60 * 60 * 1000 };
/** What the server keeps of the invite form's texts. */
export const TEXT_LIMITS = { firstName: 100, lastName: 100, email: 254, message: 2000 } as const;
/** An accept token as this server makes them (32 random bytes, base64url); anything else is malformed. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const gone = (message: string): HttpError => new HttpError(410, message);
const tooMany = (message: string): HttpError => new HttpError(429, message);

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export const toConnectionUser = (row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'profilePicture'>) =>
  ({
    id: String(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.email,
    profilePicture: row.profilePicture ?? null,
  }) satisfies ConnectionUser;

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profilePicture: users.profilePicture,
};
type UserSummary = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'profilePicture'>;

async function userById(db: Db, id: number): Promise<UserSummary | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

async function me(db: Db, id: number): Promise<UserSummary> {
  const row = await userById(db, id);
  // A valid token of a deleted account: nothing of it exists any more.
  if (!row) throw unauthorized();
  return row;
}

/** The guides (reports) a person purchased, by reportId. */
export async function ownedReports(db: Db, userId: number): Promise<Map<number, Report>> {
  const rows = await db
    .select({ reportId: catalogItems.reportId, reportName: catalogItems.reportName })
    .from(purchases)
    .innerJoin(catalogItems, eq(catalogItems.id, purchases.catalogItemId))
    .where(eq(purchases.userId, userId));
  return new Map(rows.map((row) => [row.reportId, { reportId: row.reportId, reportName: row.reportName }]));
}

const byReportName = (
  a: { report?: Report | null; reportId: number },
  b: { report?: Report | null; reportId: number },
) => (a.report?.reportName ?? '').localeCompare(b.report?.reportName ?? '') || a.reportId - b.reportId;

/** The guides pending requests will share (only those their requester still owns), by request id. */
async function requestSharesOf(
  db: Db,
  requestIds: number[],
): Promise<Map<number, ConnectionRequest['connectionReports']>> {
  const map = new Map<number, ConnectionRequest['connectionReports']>();
  if (requestIds.length === 0) return map;
  const rows = await db
    .select({
      id: connectionRequestShares.id,
      requestId: connectionRequestShares.connectionRequestId,
      reportId: catalogItems.reportId,
      reportName: catalogItems.reportName,
    })
    .from(connectionRequestShares)
    .innerJoin(connectionRequests, eq(connectionRequests.id, connectionRequestShares.connectionRequestId))
    .innerJoin(catalogItems, eq(catalogItems.reportId, connectionRequestShares.reportId))
    .innerJoin(
      purchases,
      and(eq(purchases.userId, connectionRequests.requesterId), eq(purchases.catalogItemId, catalogItems.id)),
    )
    .where(inArray(connectionRequestShares.connectionRequestId, requestIds));
  for (const row of rows) {
    const list = map.get(row.requestId) ?? [];
    list.push({
      id: row.id,
      connectionRequestId: row.requestId,
      reportId: row.reportId,
      report: { reportId: row.reportId, reportName: row.reportName },
    });
    map.set(row.requestId, list);
  }
  for (const list of map.values()) list.sort(byReportName);
  return map;
}

function toConnectionRequest(
  row: ConnectionRequestRow,
  requester: UserSummary,
  shares: ConnectionRequest['connectionReports'],
): ConnectionRequest {
  return {
    id: row.id,
    recipientFirstName: row.recipientFirstName,
    recipientLastName: row.recipientLastName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    status: row.status,
    requester: { user: toConnectionUser(requester) },
    connectionReports: shares,
  };
}

async function answerRequests(db: Db, rows: { request: ConnectionRequestRow; requester: UserSummary }[]) {
  const shares = await requestSharesOf(
    db,
    rows.map((r) => r.request.id),
  );
  return rows.map((r) => toConnectionRequest(r.request, r.requester, shares.get(r.request.id) ?? []));
}

const pendingOrder = [
  asc(connectionRequests.recipientFirstName),
  asc(connectionRequests.recipientLastName),
  asc(connectionRequests.id),
];

/** GET /api/connectionrequest/pending/requester: my pending invitations. */
export async function listSentRequests(ctx: AppContext, userId: number): Promise<ConnectionRequest[]> {
  const requester = await me(ctx.db, userId);
  const rows = await ctx.db
    .select()
    .from(connectionRequests)
    .where(and(eq(connectionRequests.requesterId, userId), eq(connectionRequests.status, 'pending')))
    .orderBy(...pendingOrder);
  return answerRequests(
    ctx.db,
    rows.map((request) => ({ request, requester })),
  );
}

/** GET /api/connectionrequest/pending/recipient: pending invitations to my address (not my own). */
export async function listReceivedRequests(ctx: AppContext, userId: number): Promise<ConnectionRequest[]> {
  const self = await me(ctx.db, userId);
  const rows = await ctx.db
    .select({ request: connectionRequests, requester: userColumns })
    .from(connectionRequests)
    .innerJoin(users, eq(users.id, connectionRequests.requesterId))
    .where(
      and(
        sql`lower(${connectionRequests.recipientEmail}) = ${self.email}`,
        eq(connectionRequests.status, 'pending'),
        ne(connectionRequests.requesterId, userId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(connectionRequests.id));
  return answerRequests(ctx.db, rows);
}

/** The connection of two people, whichever invited whom. */
async function connectionBetween(db: Db, a: number, b: number): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, a), eq(connections.recipientId, b)),
        and(eq(connections.requesterId, b), eq(connections.recipientId, a)),
      ),
    )
    .limit(1);
  return row;
}

/** GET /api/connection: my connections, each with what I share and what the other shares with me. */
export async function listConnections(ctx: AppContext, userId: number): Promise<Connection[]> {
  const rows = await ctx.db
    .select()
    .from(connections)
    .where(or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const people = new Map(
    (
      await ctx.db
        .select(userColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(rows.flatMap((row) => [row.requesterId, row.recipientId]))]))
    ).map((row) => [row.id, row]),
  );
  // Shares of guides their owner still owns.
  const shares = await ctx.db
    .select({
      id: connectionShares.id,
      connectionId: connectionShares.connectionId,
      ownerId: connectionShares.ownerId,
      reportId: catalogItems.reportId,
      reportName: catalogItems.reportName,
    })
    .from(connectionShares)
    .innerJoin(catalogItems, eq(catalogItems.reportId, connectionShares.reportId))
    .innerJoin(
      purchases,
      and(eq(purchases.userId, connectionShares.ownerId), eq(purchases.catalogItemId, catalogItems.id)),
    )
    .where(inArray(connectionShares.connectionId, ids));
  const answers: (Connection & { sortName: string })[] = [];
  for (const row of rows) {
    const requester = people.get(row.requesterId);
    const recipient = people.get(row.recipientId);
    if (!requester || !recipient) continue;
    const other = row.requesterId === userId ? recipient : requester;
    const mine: ConnectionReport[] = [];
    const theirs: Connection['connectionSharedReports'] = [];
    for (const share of shares) {
      if (share.connectionId !== row.id) continue;
      const entry = {
        id: share.id,
        connectionId: row.id,
        contactId: String(share.ownerId),
        reportId: share.reportId,
        report: { reportId: share.reportId, reportName: share.reportName },
      };
      (share.ownerId === userId ? mine : theirs).push(entry);
    }
    answers.push({
      id: row.id,
      requesterId: String(row.requesterId),
      recipientId: String(row.recipientId),
      requester: { user: toConnectionUser(requester) },
      recipient: { user: toConnectionUser(recipient) },
      connectionReports: mine.sort(byReportName),
      connectionSharedReports: theirs.sort(byReportName),
      sortName: `${other.firstName} ${other.lastName}`,
    });
  }
  return answers
    .sort((a, b) => a.sortName.localeCompare(b.sortName) || a.id - b.id)
    .map(({ sortName: _sortName, ...connection }) => connection);
}

// ---------------------------------------------------------------------------------------------
// Inviting
// ---------------------------------------------------------------------------------------------

function checkLengths(payload: ConnectionRequestPayload | InviteEmailPayload): void {
  const fields: [keyof typeof TEXT_LIMITS, string, string | null | undefined][] = [
    ['firstName', 'First name', payload.firstName],
    ['lastName', 'Last name', payload.lastName],
    ['email', 'Email', payload.email],
    ['message', 'Message', payload.message],
  ];
  for (const [key, label, value] of fields) {
    const max = TEXT_LIMITS[key];
    if (typeof value === 'string' && value.trim().length > max) {
      throw badRequest(cm.tooLong(label, max), { [key]: cm.tooLong(label, max) });
    }
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The pending request of a requester to an address. */
async function pendingRequestTo(db: Db, requesterId: number, email: string): Promise<ConnectionRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.requesterId, requesterId),
        sql`lower(${connectionRequests.recipientEmail}) = ${email}`,
        eq(connectionRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** The refusals of an invitation to `email` (self, already connected, invited by them). */
async function checkInvitee(db: Db, requester: UserSummary, email: string): Promise<void> {
  if (email === requester.email) throw badRequest(cm.inviteSelf, { email: cm.inviteSelf });
  const [invitee] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  if (!invitee) return;
  if (await connectionBetween(db, requester.id, invitee.id)) throw conflict(cm.alreadyConnected);
  if (await pendingRequestTo(db, invitee.id, requester.email)) throw conflict(cm.invitedByThem);
}

async function insertRequest(
  ctx: AppContext,
  requester: UserSummary,
  payload: ConnectionRequestPayload,
): Promise<ConnectionRequestRow> {
  const now = ctx.now();
  const message = typeof payload.message === 'string' && payload.message.trim() !== '' ? payload.message.trim() : null;
  try {
    const [row] = await ctx.db
      .insert(connectionRequests)
      .values({
        requesterId: requester.id,
        recipientFirstName: payload.firstName.trim(),
        recipientLastName: payload.lastName.trim(),
        recipientEmail: normaliseEmail(payload.email),
        message,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The connection request could not be stored.');
    return row;
  } catch (error) {
    // Two creations at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(cm.alreadyInvited);
    throw error;
  }
}

/** POST /api/connectionrequest/: a new pending invitation (no e-mail yet: see sendInviteEmail). */
export async function createConnectionRequest(
  ctx: AppContext,
  userId: number,
  payload: ConnectionRequestPayload,
): Promise<ConnectionRequest> {
  checkLengths(payload);
  const requester = await me(ctx.db, userId);
  const email = normaliseEmail(payload.email);
  await checkInvitee(ctx.db, requester, email);
  if (await pendingRequestTo(ctx.db, requester.id, email)) throw conflict(cm.alreadyInvited);
  const row = await insertRequest(ctx, requester, payload);
  return toConnectionRequest(row, requester, []);
}

/**
 * POST /api/email/invite: mails the invitation of my pending request to that address (creating the request
 * first when there is none, with the same refusals as createConnectionRequest). Every send makes a fresh
 * token (the older link stops working) valid for CONNECTION_TOKEN_TTL_DAYS; only its hash is kept.
 */
export async function sendInviteEmail(ctx: AppContext, userId: number, payload: InviteEmailPayload): Promise<void> {
  checkLengths(payload);
  const requester = await me(ctx.db, userId);
  const email = normaliseEmail(payload.email);
  let request = await pendingRequestTo(ctx.db, requester.id, email);
  if (!request) await checkInvitee(ctx.db, requester, email);
  const now = ctx.now();
  if (!(await hitRateLimit(ctx.db, INVITE_MAIL_LIMIT, String(requester.id), now))) throw tooMany(cm.inviteRateLimited);
  if (!request) request = await insertRequest(ctx, requester, payload);

  const token = randomBytes(32).toString('base64url');
  const [updated] = await ctx.db
    .update(connectionRequests)
    .set({
      tokenHash: sha256(token),
      tokenExpiresAt: new Date(now.getTime() + CONNECTION_TOKEN_TTL_MS),
      updatedAt: now,
    })
    .where(and(eq(connectionRequests.id, request.id), eq(connectionRequests.status, 'pending')))
    .returning();
  if (!updated) throw conflict(cm.requestNotPending);

  const link = `${ctx.config.appUrl}/register?connectionToken=${encodeURIComponent(token)}`;
  const mail = renderInviteMail({
    appName: ctx.config.appName,
    requester: { firstName: requester.firstName, lastName: requester.lastName, email: requester.email },
    recipientFirstName: updated.recipientFirstName,
    message: updated.message,
    link,
    expiresInDays: CONNECTION_TOKEN_TTL_DAYS,
  });
  await ctx.mailer.send({ to: updated.recipientEmail, subject: mail.subject, text: mail.text, html: mail.html });
}

// ---------------------------------------------------------------------------------------------
// Answering a request
// ---------------------------------------------------------------------------------------------

type Role = 'requester' | 'recipient' | 'none';

const roleOf = (request: ConnectionRequestRow, user: UserSummary): Role => {
  if (request.requesterId === user.id) return 'requester';
  return request.recipientEmail.toLowerCase() === user.email ? 'recipient' : 'none';
};

/** The request and the asker's role; 404 when the asker is no party of it. */
async function requestFor(db: Db, requestId: number, user: UserSummary): Promise<[ConnectionRequestRow, Role]> {
  const [row] = await db.select().from(connectionRequests).where(eq(connectionRequests.id, requestId)).limit(1);
  const role = row ? roleOf(row, user) : 'none';
  if (!row || role === 'none') throw notFound(cm.requestNotFound);
  return [row, role];
}

/** Carries a request's shares (of guides its requester still owns) onto the connection. */
async function carryShares(db: Db, request: ConnectionRequestRow, connectionId: number, now: Date): Promise<void> {
  const owned = await ownedReports(db, request.requesterId);
  const rows = await db
    .select({ reportId: connectionRequestShares.reportId })
    .from(connectionRequestShares)
    .where(eq(connectionRequestShares.connectionRequestId, request.id));
  const values = rows
    .filter((row) => owned.has(row.reportId))
    .map((row) => ({ connectionId, ownerId: request.requesterId, reportId: row.reportId, createdAt: now }));
  if (values.length > 0) await db.insert(connectionShares).values(values).onConflictDoNothing();
}

/**
 * Accepts a claimed request for `recipient`: makes (or finds) the pair's connection, carries the shares,
 * and answers every other pending request between the two as accepted as well.
 */
async function connect(db: Db, request: ConnectionRequestRow, recipient: UserSummary, now: Date): Promise<void> {
  const [created] = await db
    .insert(connections)
    .values({ requesterId: request.requesterId, recipientId: recipient.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: connections.id });
  const connectionId = created?.id ?? (await connectionBetween(db, request.requesterId, recipient.id))?.id;
  if (connectionId === undefined) throw new Error('The connection could not be stored.');
  await carryShares(db, request, connectionId, now);

  const requester = await userById(db, request.requesterId);
  if (!requester) return;
  const others = await db
    .update(connectionRequests)
    .set({ status: 'accepted', tokenHash: null, tokenExpiresAt: null, respondedAt: now, updatedAt: now })
    .where(
      and(
        eq(connectionRequests.status, 'pending'),
        or(
          and(
            eq(connectionRequests.requesterId, requester.id),
            sql`lower(${connectionRequests.recipientEmail}) = ${recipient.email}`,
          ),
          and(
            eq(connectionRequests.requesterId, recipient.id),
            sql`lower(${connectionRequests.recipientEmail}) = ${requester.email}`,
          ),
        ),
      ),
    )
    .returning();
  for (const other of others) {
    const answeredBy = other.requesterId === requester.id ? recipient.id : requester.id;
    await db.update(connectionRequests).set({ recipientId: answeredBy }).where(eq(connectionRequests.id, other.id));
    await carryShares(db, other, connectionId, now);
  }
}

/** Marks a pending request answered; false when it was no longer pending (someone else got there first). */
async function claim(
  db: Db,
  requestId: number,
  status: 'accepted' | 'rejected' | 'cancelled',
  recipientId: number | null,
  now: Date,
): Promise<ConnectionRequestRow | undefined> {
  const [row] = await db
    .update(connectionRequests)
    .set({
      status,
      ...(recipientId === null ? {} : { recipientId }),
      tokenHash: null,
      tokenExpiresAt: null,
      respondedAt: now,
      updatedAt: now,
    })
    .where(and(eq(connectionRequests.id, requestId), eq(connectionRequests.status, 'pending')))
    .returning();
  return row;
}

/** POST /api/connectionrequest/accept/:id (the recipient only). */
export async function acceptRequest(ctx: AppContext, userId: number, requestId: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await me(tx, userId);
    const [request, role] = await requestFor(tx, requestId, user);
    if (role !== 'recipient') throw forbidden(cm.onlyRecipient);
    const claimed = request.status === 'pending' ? await claim(tx, request.id, 'accepted', user.id, now) : undefined;
    if (!claimed) throw conflict(cm.requestNotPending);
    await connect(tx, claimed, user, now);
  });
}

/**
 * POST /api/connectionrequest/accept/token/:token: the invitee accepts through the link's token (also the
 * freshly registered invitee who used another address). Single-use, expires, never oneself, never for
 * two people already connected.
 */
export async function acceptRequestByToken(ctx: AppContext, userId: number, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) throw badRequest(cm.tokenMalformed);
  const now = ctx.now();
  const hash = sha256(token);
  await ctx.db.transaction(async (tx) => {
    const user = await me(tx, userId);
    const [request] = await tx.select().from(connectionRequests).where(eq(connectionRequests.tokenHash, hash)).limit(1);
    const usable =
      request?.status === 'pending' &&
      request.tokenExpiresAt !== null &&
      request.tokenExpiresAt.getTime() > now.getTime();
    if (!request || !usable) throw gone(cm.tokenExpired);
    if (request.requesterId === user.id) throw badRequest(cm.connectSelf);
    // The link is the invitee's: the person with the invited address, or one who registered after the
    // invitation was made (through the link, perhaps with another address). An older account of someone
    // else holding a forwarded link is refused.
    const [account] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
    const invitee =
      user.email === request.recipientEmail ||
      (account !== undefined && account.createdAt.getTime() >= request.createdAt.getTime());
    if (!invitee) throw forbidden(cm.onlyRecipient);
    if (await connectionBetween(tx, request.requesterId, user.id)) throw conflict(cm.alreadyConnected);
    const [claimed] = await tx
      .update(connectionRequests)
      .set({
        status: 'accepted',
        recipientId: user.id,
        tokenHash: null,
        tokenExpiresAt: null,
        respondedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(connectionRequests.id, request.id),
          eq(connectionRequests.status, 'pending'),
          eq(connectionRequests.tokenHash, hash),
        ),
      )
      .returning();
    if (!claimed) throw gone(cm.tokenExpired);
    await connect(tx, claimed, user, now);
  });
}

/** POST /api/connectionrequest/reject/:id (the recipient only). */
export async function rejectRequest(ctx: AppContext, userId: number, requestId: number): Promise<void> {
  const user = await me(ctx.db, userId);
  const [request, role] = await requestFor(ctx.db, requestId, user);
  if (role !== 'recipient') throw forbidden(cm.onlyRecipient);
  if (!(request.status === 'pending' && (await claim(ctx.db, request.id, 'rejected', user.id, ctx.now())))) {
    throw conflict(cm.requestNotPending);
  }
}

/** POST /api/connectionrequest/cancel/:id (the requester only). */
export async function cancelRequest(ctx: AppContext, userId: number, requestId: number): Promise<void> {
  const user = await me(ctx.db, userId);
  const [request, role] = await requestFor(ctx.db, requestId, user);
  if (role !== 'requester') throw forbidden(cm.onlyRequester);
  if (!(request.status === 'pending' && (await claim(ctx.db, request.id, 'cancelled', null, ctx.now())))) {
    throw conflict(cm.requestNotPending);
  }
}

// ---------------------------------------------------------------------------------------------
// Sharing
// ---------------------------------------------------------------------------------------------

/** The distinct reportIds of a body's connectionReports, all owned by the asker (else 403, nothing stored). */
async function ownedReportIds(db: Db, userId: number, list: readonly { reportId: number }[]): Promise<number[]> {
  const ids = [...new Set(list.map((entry) => entry.reportId))];
  const owned = await ownedReports(db, userId);
  if (ids.some((id) => !owned.has(id))) throw forbidden(cm.shareNotOwned);
  return ids;
}

/** PUT /api/connectionrequest/: the requester sets the guides a pending request will share. */
export async function updateRequestShares(
  ctx: AppContext,
  userId: number,
  requestId: number,
  list: readonly { reportId: number }[],
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const user = await me(tx, userId);
    const [request, role] = await requestFor(tx, requestId, user);
    if (role !== 'requester') throw forbidden(cm.onlyRequester);
    if (request.status !== 'pending') throw conflict(cm.requestNotPending);
    const ids = await ownedReportIds(tx, user.id, list);
    await tx.delete(connectionRequestShares).where(eq(connectionRequestShares.connectionRequestId, request.id));
    if (ids.length > 0) {
      await tx
        .insert(connectionRequestShares)
        .values(ids.map((reportId) => ({ connectionRequestId: request.id, reportId, createdAt: now })));
    }
    await tx.update(connectionRequests).set({ updatedAt: now }).where(eq(connectionRequests.id, request.id));
  });
}

/** The connection if the asker is one of its two people; else 404. */
async function connectionFor(db: Db, connectionId: number, userId: number): Promise<ConnectionRow> {
  const [row] = await db.select().from(connections).where(eq(connections.id, connectionId)).limit(1);
  if (!row || (row.requesterId !== userId && row.recipientId !== userId)) throw notFound(cm.connectionNotFound);
  return row;
}

/** PUT /api/connection: either party sets the guides THEY share on it (the other's shares are untouched). */
export async function updateConnectionShares(
  ctx: AppContext,
  userId: number,
  connectionId: number,
  list: readonly { reportId: number }[],
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const connection = await connectionFor(tx, connectionId, userId);
    const ids = await ownedReportIds(tx, userId, list);
    await tx
      .delete(connectionShares)
      .where(and(eq(connectionShares.connectionId, connection.id), eq(connectionShares.ownerId, userId)));
    if (ids.length > 0) {
      await tx
        .insert(connectionShares)
        .values(ids.map((reportId) => ({ connectionId: connection.id, ownerId: userId, reportId, createdAt: now })));
    }
  });
}

/** POST /api/connection/cancel/:id: either party removes the connection (its shares go with it). */
export async function removeConnection(ctx: AppContext, userId: number, connectionId: number): Promise<void> {
  const connection = await connectionFor(ctx.db, connectionId, userId);
  await ctx.db.delete(connections).where(eq(connections.id, connection.id));
}
