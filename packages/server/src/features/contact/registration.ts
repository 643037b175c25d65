/**
 * Registration (POST /api/mylifecontact), safe against enumeration and CPU exhaustion:
 * - per-address and global limits (in the database, shared by every server) come first: 429 past the
 *   per-address one (an IPv6 address counts by its /64); past the global one answers slow down (up to 3 s)
 *   rather than refuse everyone;
 * - the duplicate check comes before any password hash;
 * - an address that already has an account gets the same answer as a fresh registration (201, the same
 *   Contact shape, an id drawn from the same sequence, about the same time) and no account is created or
 *   changed; its owner is told by e-mail that someone tried to register with it. The caller's automatic
 *   sign-in then fails with the generic invalid_grant text (unless they know the password).
 */
import { DEFAULT_LANGUAGE, type Contact, type CreateUserPayload, type Language } from '@insight/api';
import { isUniqueViolation } from '../../db/client.js';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { defineMessages, intlFor, languageOfAccount } from '../../i18n/index.js';
import {
  addressKey,
  hitRateLimit,
  slowDownPastLimit,
  type RateLimit,
  type SlowDown,
} from '../../security/rate-limit.js';
import { normaliseEmail } from '../../security/digest.js';
import { hashPassword, typicalHashMs } from '../../security/passwords.js';
import { mailWords, renderMail } from '../mail/index.js';
import { sendConfirmation } from './addresses.js';
import { toContact } from './service.js';

const HOUR = 60 * 60 * 1000;
export const registerPerIp = (limit: number): RateLimit => ({ bucket: 'register:ip', limit, windowMs: HOUR });
export const registerGlobal = (limit: number): SlowDown => ({
  bucket: 'register:global',
  limit,
  windowMs: HOUR,
  stepMs: 100,
  maxDelayMs: 3000,
});
/** Mails to an existing owner about attempts to register their address: a few per hour at most. */
export const REGISTER_NOTICE_PER_ADDRESS: RateLimit = { bucket: 'register:notice', limit: 3, windowMs: HOUR };
export const TOO_MANY_REGISTRATIONS = 'Too many accounts were created from here recently. Please try again later.';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The next id of the users sequence (consumed, as an insert would), so that a refused duplicate looks like a new account. */
async function nextUserId(ctx: AppContext): Promise<number> {
  const result = (await ctx.db.execute(
    sql`SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id`,
  )) as unknown as {
    rows: { id: string | number }[];
  };
  return Number(result.rows[0]?.id ?? 0);
}

/** The words of the notice to an address's owner when someone tries to register it again. */
const words = defineMessages({
  subject: {
    id: 'mail.registerAttempt.subject',
    defaultMessage: 'Someone tried to register with your {appName} address',
  },
  tried: {
    id: 'mail.registerAttempt.tried',
    defaultMessage:
      'Someone tried to create a new {appName} account with this e-mail address. You already have an account, so nothing was created and nothing was changed.',
  },
  ifYou: {
    id: 'mail.registerAttempt.ifYou',
    defaultMessage:
      'If it was you, sign in with your password, or choose a new one with “Forgot your password?” on the sign-in page. If it was not you, you can ignore this e-mail.',
  },
});

async function tellOwner(ctx: AppContext, owner: UserRow, log: FastifyBaseLogger): Promise<void> {
  const { config } = ctx;
  if (!(await hitRateLimit(ctx.db, REGISTER_NOTICE_PER_ADDRESS, owner.email, ctx.now()))) return;
  // In the owner's language (whoever tried may speak another).
  const intl = intlFor(languageOfAccount(owner));
  const { appName } = config;
  const mail = renderMail(
    {
      appName,
      greeting: intl.formatMessage(mailWords.greeting, { name: owner.firstName }),
      paragraphs: [intl.formatMessage(words.tried, { appName }), intl.formatMessage(words.ifYou)],
      action: { label: intl.formatMessage(mailWords.signIn), url: `${config.appUrl}/login` },
      footer: [intl.formatMessage(mailWords.questions, { email: config.contactEmail })],
    },
    intl,
  );
  try {
    await ctx.mailer.send({
      to: owner.email,
      subject: intl.formatMessage(words.subject, { appName }),
      ...mail,
    });
  } catch (error) {
    log.error({ err: error }, 'the registration notice could not be sent');
  }
}

export async function registerAccount(
  ctx: AppContext,
  payload: CreateUserPayload,
  input: { ip: string; log: FastifyBaseLogger; language?: Language },
): Promise<Contact> {
  const { db, config } = ctx;
  const now = ctx.now();
  if (!(await hitRateLimit(db, registerPerIp(config.limits.registerPerIp), addressKey(input.ip), now))) {
    input.log.warn({ ip: input.ip }, 'registration refused: over the rate limit');
    throw new HttpError(429, TOO_MANY_REGISTRATIONS);
  }
  const delayed = await slowDownPastLimit(db, registerGlobal(config.limits.registerGlobal), '*', now);
  if (delayed > 0) input.log.warn({ ip: input.ip, delayed }, 'registration slowed down: many registrations overall');
  const email = normaliseEmail(payload.user.email);
  const asIfNew = async (owner: UserRow): Promise<Contact> => {
    const started = performance.now();
    input.log.info({ userId: owner.id }, 'registration with an address that has an account: owner notified');
    const [id] = await Promise.all([nextUserId(ctx), tellOwner(ctx, owner, input.log)]);
    const rest = typicalHashMs() - (performance.now() - started);
    if (rest > 0) await sleep(rest + Math.random() * 10);
    return {
      user: {
        id: String(id),
        firstName: payload.user.firstname.trim(),
        lastName: payload.user.lastname.trim(),
        gender: payload.user.gender,
        userName: email,
        password: null,
        profilePicture: null,
      },
    };
  };
  const findOwner = async (): Promise<UserRow | undefined> =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

  const existing = await findOwner();
  if (existing) return asIfNew(existing);
  const passwordHash = await hashPassword(payload.user.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        firstName: payload.user.firstname.trim(),
        lastName: payload.user.lastname.trim(),
        gender: payload.user.gender,
        passwordHash,
        // The language the browser asked for as the person registered (their mails are written in it).
        language: input.language ?? DEFAULT_LANGUAGE,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The user could not be created.');
    // The address is the account's once its owner follows this link.
    await sendConfirmation(ctx, row, row.email, input.log);
    return toContact(row, { emailConfirmed: false, pendingEmail: null });
  } catch (error) {
    // Two registrations of one address at once: the second is a duplicate like any other.
    if (!isUniqueViolation(error)) throw error;
    const owner = await findOwner();
    if (!owner) throw error;
    return asIfNew(owner);
  }
}
