/**
 * The cart feature:
 *   GET  /api/store/sso/:userId/:timestamp/:fcsid  (signed in; userId must be the asker) → text: the store's
 *        checkout address with fc_auth_token = SHA-1(CID|EXP|FOXYCART_SECRET), CID = the user id, EXP = now + 3600
 *   POST /api/foxycart/webhook  (public, XSRF-exempt) FoxyCart's JSON webhook: raw-body HMAC-SHA256 against
 *        FOXYCART_WEBHOOK_KEY (constant time), Foxy-Store-ID check, idempotent per transaction id, grants by code
 *   /sandbox/foxycart/…  the sandbox shop (see sandbox/shop.ts): only with SANDBOX on and FOXYCART_URL the sandbox
 */
import { calls } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import { usesSandboxStore } from '../../config.js';
import { callRoute } from '../../http/calls.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { userOf } from '../../security/authenticate.js';
import { checkoutUrl, FCSID_PATTERN, ssoToken } from './foxy.js';
import { sandboxStore } from './sandbox/shop.js';
import { shopSettings, WEBHOOK_PATH } from './settings.js';
import { handleWebhook } from './webhook.js';

export async function cartFeature(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // Create the generated secrets now, so the first request does not race for them.
  await shopSettings(ctx);

  callRoute(app, calls.storeSso, async (request, reply) => {
    const user = userOf(request);
    const { userId, timestamp, fcsid } = request.params;
    if (userId !== String(user.id)) throw forbidden('You can only check out for yourself.');
    if (!/^\d{1,12}$/.test(timestamp)) throw badRequest('The timestamp must be a number of seconds.');
    if (!FCSID_PATTERN.test(fcsid)) throw badRequest('The cart session (fcsid) is invalid.');
    const settings = await shopSettings(ctx);
    const exp = Math.floor(ctx.now().getTime() / 1000) + settings.ssoTtlSeconds;
    const url = checkoutUrl(settings.storeUrl, {
      token: ssoToken(user.id, exp, settings.storeSecret),
      customerId: user.id,
      exp,
      fcsid,
    });
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(url);
  });

  // The webhook needs the raw bytes: in its own scope every body is kept as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(WEBHOOK_PATH, { config: { public: true, xsrfExempt: true } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handleWebhook(ctx, await shopSettings(ctx), request.headers, raw, request.log);
    });
  });

  // The sandbox shop only when it is the configured store (never beside a real FoxyCart store).
  if (ctx.config.sandbox && usesSandboxStore(ctx.config)) await app.register(sandboxStore);
}
