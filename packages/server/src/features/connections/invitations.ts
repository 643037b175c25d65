/**
 * Inviting (SPEC §2 Invite): a pending request to an e-mail address, and the invitation e-mail with its
 * single-use accept link. Never oneself, never someone already connected, never twice. The texts' lengths are the
 * contract's (@insight/api's rule structs: names, e-mail and message), refused by the routes' parseWith.
 */
import { isUniqueViolation } from '../../db/client.js';
import { randomBytes } from 'node:crypto';
import {
  connectionMessages as cm,
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  type ConnectionRequest,
  type ConnectionRequestPayload,
  type InviteEmailPayload,
} from '@insight/api';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { connectionRequests, users, type ConnectionRequestRow } from '../../db/schema/index.js';
import { badRequest, conflict, HttpError } from '../../http/errors.js';
import { hitRateLimit, refundHit, type RateLimit } from '../../security/rate-limit.js';
import { normaliseEmail, sha256 } from '../../security/digest.js';
import { renderInviteMail } from '../mail/index.js';
import { provenHolderOf } from '../recipients/index.js';
import { languageOfAccount } from '../../i18n/index.js';
import { connectionBetween, inviter, userColumns, type Db, type UserSummary } from './parties.js';
import { toConnectionRequest } from './reads.js';

export const CONNECTION_TOKEN_TTL_DAYS = 14;
export const CONNECTION_TOKEN_TTL_MS = CONNECTION_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The business limits of inviting (accounts are free, so invitations must not be a mail cannon),
 * all kept in the database and shared by every server: invitation e-mails per sending account and day, per
 * recipient address and day (whoever sends them), and pending outgoing requests per account.
 */
export const INVITE_MAIL_LIMIT: RateLimit = { bucket: 'invite-email:user', limit: 20, windowMs: DAY_MS };
export const INVITE_MAIL_PER_RECIPIENT: RateLimit = { bucket: 'invite-email:recipient', limit: 3, windowMs: DAY_MS };
export const PENDING_REQUESTS_LIMIT = 50;
/** The 429 texts of those limits (the invite form shows them as sent); the per-account one is cm.inviteRateLimited. */
export const INVITE_LIMIT_TEXTS = {
  perRecipient: 'This address has received too many invitations today. Please try again tomorrow.',
  pending: `You have ${PENDING_REQUESTS_LIMIT} invitations waiting for an answer. Please cancel some before you invite more people.`,
} as const;

const tooMany = (message: string): HttpError => new HttpError(429, message);

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
    return await ctx.db.transaction(async (tx) => {
      // The pending cap, exact under parallel requests of one account (on any server): they queue on the
      // requester's row lock, and each counts what the ones before it inserted.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, requester.id)).for('update');
      const [pending] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(connectionRequests)
        .where(and(eq(connectionRequests.requesterId, requester.id), eq(connectionRequests.status, 'pending')));
      if ((pending?.n ?? 0) >= PENDING_REQUESTS_LIMIT) throw tooMany(INVITE_LIMIT_TEXTS.pending);
      const [row] = await tx
        .insert(connectionRequests)
        .values({
          requesterId: requester.id,
          recipientFirstName: payload.firstName.trim(),
          recipientLastName: payload.lastName.trim(),
          recipientEmail: normaliseEmail(payload.email),
          // Whose invitation it is for export and deletion (features/recipients/service.ts).
          recipientUserId: provenHolderOf(normaliseEmail(payload.email)),
          message,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The connection request could not be stored.');
      return row;
    });
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
  const requester = await inviter(ctx.db, userId);
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
  const requester = await inviter(ctx.db, userId);
  const email = normaliseEmail(payload.email);
  let request = await pendingRequestTo(ctx.db, requester.id, email);
  if (!request) await checkInvitee(ctx.db, requester, email);
  const now = ctx.now();
  const sender = String(requester.id);
  if (!(await hitRateLimit(ctx.db, INVITE_MAIL_LIMIT, sender, now))) throw tooMany(cm.inviteRateLimited);
  if (!(await hitRateLimit(ctx.db, INVITE_MAIL_PER_RECIPIENT, email, now))) {
    // No mail goes out: the sender's try does not count.
    await refundHit(ctx.db, INVITE_MAIL_LIMIT, sender);
    throw tooMany(INVITE_LIMIT_TEXTS.perRecipient);
  }
  if (!request) {
    try {
      request = await insertRequest(ctx, requester, payload);
    } catch (error) {
      await refundHit(ctx.db, INVITE_MAIL_LIMIT, sender);
      await refundHit(ctx.db, INVITE_MAIL_PER_RECIPIENT, email);
      throw error;
    }
  }

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

  // The mail is in the inviter's language (the recipient has none yet), and so is the page its link opens: the link
  // carries it (`lang`), unless English, which any page falls back to.
  const language = languageOfAccount(requester);
  const link =
    `${ctx.config.appUrl}/register?connectionToken=${encodeURIComponent(token)}` +
    (language === DEFAULT_LANGUAGE ? '' : `&${LANGUAGE_PARAM}=${language}`);
  const mail = renderInviteMail({
    appName: ctx.config.appName,
    requester: { firstName: requester.firstName, lastName: requester.lastName, email: requester.email },
    recipientFirstName: updated.recipientFirstName,
    message: updated.message,
    link,
    expiresInDays: CONNECTION_TOKEN_TTL_DAYS,
    language,
  });
  await ctx.mailer.send({ to: updated.recipientEmail, subject: mail.subject, text: mail.text, html: mail.html });
}
