/**
 * The notifications contract's routes (@insight/api notifications.ts), and the RFC 8058 one-click address:
 *   GET  /api/notifications            (auth) → NoticeList: the newest NOTICES_SHOWN notices still true, unread count
 *   POST /api/notifications/read       (auth) MarkNoticesRead → 204 (other people's and unknown ids are ignored)
 *   GET  /api/notifications/settings   (auth) → NotificationSettings (the mail switches)
 *   PUT  /api/notifications/settings   (auth) NotificationSettings → the switches as stored
 *   POST /api/notifications/unsubscribe        (no session) UnsubscribeRequest → UnsubscribeAnswer | 400 bad token
 *   POST /api/notifications/unsubscribe/one-click?token=…  (no session, no XSRF: mail providers post it) with the
 *        form body List-Unsubscribe=One-Click (url-encoded or multipart, RFC 8058 §3.1) → 200 UnsubscribeAnswer
 *   GET  /api/notifications/unsubscribe/one-click?token=…  changes nothing: 303 to the app's /unsubscribe screen
 * The token is the only proof the unsubscribe routes need; it turns off one switch of one person (service.ts).
 * Both POSTs share UNSUBSCRIBE_PER_ADDRESS (429 past it, nothing changed): counted once the request is well
 * formed, before the token is read. The GET changes nothing and is not limited.
 * This module also owns the process's sweeper (sweeper.ts): main.ts starts it, shutdown stops it.
 */
import { calls, notificationMessages, ONE_CLICK_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PATH } from '@insight/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { callRoute } from '../../http/calls.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { requestLanguage } from '../../i18n/index.js';
import { userOf } from '../../security/authenticate.js';
import { addressKey, hitRateLimit, type RateLimit } from '../../security/rate-limit.js';
import { noticeListener } from './events.js';
import { listNotices, markNoticesRead, unsubscribe } from './service.js';
import { saveSettings, settingsOf } from './settings.js';
import { createNotificationSweeper, type NotificationSweeper } from './sweeper.js';

/** RFC 8058: the one-click POST's body names this key with this value. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';
/** A token this long at most is read at all (a signed token is far shorter). */
const TOKEN_MAX = 2048;

/**
 * Unsubscribe POSTs per client address (as the server sees it: TRUST_PROXY decides, IPv6 by its /64, the key
 * of every anonymous limit) in 10 minutes, both POSTs together. A person clearing out a mailbox clicks one
 * link per mail, four kinds of mail each: 30 leaves room for several people behind one home or office address,
 * while a script replaying tokens is held to 3 writes a minute. The one-click POST comes from the mail
 * provider's servers, which many recipients share: 30 in 10 minutes from one of them is far above what this
 * product's mail makes.
 */
export const UNSUBSCRIBE_PER_ADDRESS: RateLimit = { bucket: 'unsubscribe:ip', limit: 30, windowMs: 10 * 60 * 1000 };

const sweepers = new WeakMap<AppContext, NotificationSweeper>();

/** The sweeper of a built server (every server has one; it runs only once started). */
export function notificationSweeper(app: FastifyInstance): NotificationSweeper {
  const sweeper = notificationSweeperOf(app);
  if (!sweeper) throw new Error('The notifications feature is not registered.');
  return sweeper;
}

/** The same, or undefined for an instance without the feature (shutdown of any instance). */
export const notificationSweeperOf = (app: FastifyInstance): NotificationSweeper | undefined =>
  app.hasDecorator('ctx') ? sweepers.get(app.ctx) : undefined;

const tokenOf = (request: FastifyRequest<{ Querystring: { token?: unknown } }>): string => {
  const { token } = request.query;
  if (typeof token !== 'string' || token.length === 0 || token.length > TOKEN_MAX) {
    throw badRequest(notificationMessages.unsubscribeInvalid);
  }
  return token;
};

/** Whether the one-click POST's body says List-Unsubscribe=One-Click (url-encoded, or a multipart field). */
async function isOneClickBody(request: FastifyRequest): Promise<boolean> {
  if (request.isMultipart()) {
    for await (const part of request.parts({ limits: { files: 0, fields: 5, fieldSize: 256 } })) {
      if (part.type === 'field' && part.fieldname === ONE_CLICK_FIELD && part.value === ONE_CLICK_VALUE) return true;
    }
    return false;
  }
  const body = request.body as Record<string, unknown> | null | undefined;
  return typeof body === 'object' && body !== null && body[ONE_CLICK_FIELD] === ONE_CLICK_VALUE;
}

export async function notificationsFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // Notices follow what happens between connections, in the same transaction (events/connections.ts).
  ctx.connectionEvents.listen(noticeListener(ctx.config.notificationFoldMs));
  const sweeper = createNotificationSweeper(ctx, app.log);
  sweepers.set(ctx, sweeper);
  // A child plugin's onClose runs before the root's, which closes the database: a sweep in flight ends first.
  app.addHook('onClose', async () => sweeper.stop());

  callRoute(app, calls.notices, async (request) => listNotices(ctx, userOf(request).id, requestLanguage(request)));

  callRoute(app, calls.markNoticesRead, async (request, reply) => {
    const { ids } = request.body;
    await markNoticesRead(ctx, userOf(request).id, ids);
    return reply.code(204).send();
  });

  callRoute(app, calls.notificationSettings, async (request) => settingsOf(ctx.db, userOf(request).id));

  callRoute(app, calls.updateNotificationSettings, async (request) => {
    const settings = request.body;
    return saveSettings(ctx.db, userOf(request).id, settings, ctx.now());
  });

  /** Counts one unsubscribe POST of the asker's address; 429 past the limit, before the token is even read. */
  async function withinUnsubscribeLimit(request: FastifyRequest): Promise<void> {
    if (!(await hitRateLimit(ctx.db, UNSUBSCRIBE_PER_ADDRESS, addressKey(request.ip), ctx.now()))) {
      request.log.warn({ ip: request.ip }, 'unsubscribe refused: too many requests from this address');
      throw new HttpError(429, notificationMessages.tooManyUnsubscribes);
    }
  }

  callRoute(
    app,
    calls.unsubscribe,
    async (request) => {
      const { token } = request.body;
      await withinUnsubscribeLimit(request);
      return unsubscribe(ctx, token);
    },
    { config: { public: true } },
  );

  app.post<{ Querystring: { token?: unknown } }>(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    { config: { public: true, xsrfExempt: true } },
    async (request, reply) => {
      const token = tokenOf(request);
      if (!(await isOneClickBody(request))) throw badRequest(notificationMessages.oneClickBodyInvalid);
      await withinUnsubscribeLimit(request);
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .send(await unsubscribe(ctx, token));
    },
  );

  // A GET (a scanner, or a person who pasted the header's address) changes nothing: the app's screen asks first.
  app.get<{ Querystring: { token?: unknown } }>(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    { config: { public: true } },
    async (request, reply) => {
      const token = tokenOf(request);
      return reply
        .code(303)
        .header('Cache-Control', 'no-store')
        .redirect(`${ctx.config.appUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, 303);
    },
  );
}
