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
 * This module also owns the process's sweeper (sweeper.ts): main.ts starts it, shutdown stops it.
 */
import {
  calls,
  MarkNoticesRead,
  NotificationSettingsUpdate,
  notificationMessages,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PATH,
  UnsubscribeRequest,
} from '@insight/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { callRoute } from '../../http/calls.js';
import { badRequest, parseWith } from '../../http/errors.js';
import { userOf } from '../../security/authenticate.js';
import { listNotices, markNoticesRead, unsubscribe } from './service.js';
import { saveSettings, settingsOf } from './settings.js';
import { createNotificationSweeper, type NotificationSweeper } from './sweeper.js';

/** RFC 8058: the one-click POST's body names this key with this value. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';
/** A token this long at most is read at all (a signed token is far shorter). */
const TOKEN_MAX = 2048;

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
  const sweeper = createNotificationSweeper(ctx, app.log);
  sweepers.set(ctx, sweeper);
  // A child plugin's onClose runs before the root's, which closes the database: a sweep in flight ends first.
  app.addHook('onClose', async () => sweeper.stop());

  callRoute(app, calls.notices, async (request) => listNotices(ctx, userOf(request).id));

  callRoute(app, calls.markNoticesRead, async (request, reply) => {
    const { ids } = parseWith(MarkNoticesRead, request.body);
    await markNoticesRead(ctx, userOf(request).id, ids);
    return reply.code(204).send();
  });

  callRoute(app, calls.notificationSettings, async (request) => settingsOf(ctx.db, userOf(request).id));

  callRoute(app, calls.updateNotificationSettings, async (request) => {
    const settings = parseWith(NotificationSettingsUpdate, request.body);
    return saveSettings(ctx.db, userOf(request).id, settings, ctx.now());
  });

  callRoute(
    app,
    calls.unsubscribe,
    async (request) => {
      const { token } = parseWith(UnsubscribeRequest, request.body);
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
