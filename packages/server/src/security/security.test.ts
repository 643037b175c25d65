import {
  ApiErrorBody,
  calls,
  notificationMessages,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  pathFor,
  traitMessages,
  validate,
} from '@insight/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  createUserBody,
  FORM_HEADERS,
  form,
  newUser,
  signedInUser,
  TEST_CLIENT,
  type TestServer,
} from '../test/harness.js';
import { UNSUBSCRIBE_PER_ADDRESS } from '../features/notifications/routes.js';
import { SIDE_BY_SIDE_PER_USER, TRAITS_PER_USER } from '../features/reports/routes.js';
import { countHit } from './rate-limit.js';
import { issueXsrfToken, isValidXsrfToken } from './xsrf.js';

const xsrfCookieOf = (
  res: LightMyRequestResponse,
): { value: string; httpOnly?: boolean; sameSite?: string; path?: string } | undefined =>
  res.cookies.find((c) => c.name === 'XSRF-TOKEN');

describe('XSRF', () => {
  let t: TestServer;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestServer();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    cookie = xsrfCookieOf(res)?.value ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets a signed XSRF-TOKEN cookie readable by scripts (path /, SameSite=Lax, not httpOnly)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/config.json' });
    const set = xsrfCookieOf(res);
    expect(set).toBeDefined();
    expect(set?.value).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(set?.path).toBe('/');
    expect(set?.sameSite).toBe('Lax');
    expect(set?.httpOnly).toBeFalsy();
    expect(isValidXsrfToken(set?.value ?? '', t.config.xsrfSecret)).toBe(true);
  });

  it('does not set it again when the request carries a valid one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', cookies: { 'XSRF-TOKEN': cookie } });
    expect(xsrfCookieOf(res)).toBeUndefined();
  });

  it('lets a state-changing call through when the header echoes the cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mylifecontact',
      cookies: { 'XSRF-TOKEN': cookie },
      headers: { 'x-xsrf-token': cookie },
      payload: createUserBody(newUser()),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses with 403 when the cookie is sent without the header, with another value, or forged', async () => {
    const forged = `${cookie.split('.')[0]}.${'A'.repeat(43)}`;
    const cases: { cookie: string; header?: string }[] = [
      { cookie },
      { cookie, header: issueXsrfToken(t.config.xsrfSecret) },
      { cookie: forged, header: forged },
    ];
    for (const c of cases) {
      const user = newUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mylifecontact',
        cookies: { 'XSRF-TOKEN': c.cookie },
        headers: c.header ? { 'x-xsrf-token': c.header } : {},
        payload: createUserBody(user),
      });
      expect(res.statusCode).toBe(403);
      const body = res.json<ApiErrorBody>();
      expect(validate(ApiErrorBody, body).ok).toBe(true);
      expect(body.error).toBe('Invalid XSRF token.');
      // Nothing was created: the same user registers fine afterwards without the cookie.
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/mylifecontact', payload: createUserBody(user) })).statusCode,
      ).toBe(201);
    }
  });

  it('checks /auth and /identity too, and PUT', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      cookies: { 'XSRF-TOKEN': cookie },
      headers: FORM_HEADERS,
      payload: form({
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        grant_type: 'password',
        username: 'a@b.co',
        password: 'x',
      }),
    });
    expect(token.statusCode).toBe(403);
    expect(token.json<ApiErrorBody>().error).toBe('Invalid XSRF token.');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/auth/forgotpasswordv2',
      cookies: { 'XSRF-TOKEN': cookie },
      headers: FORM_HEADERS,
      payload: form({ Email: 'a@b.co', ApplicationName: 'x', ApplicationDomain: 'x' }),
    });
    expect(forgot.statusCode).toBe(403);
    const me = await signedInUser(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/mylifecontact',
      cookies: { 'XSRF-TOKEN': cookie },
      headers: me.headers,
      payload: {},
    });
    expect(put.statusCode).toBe(403);
  });

  it('does not check requests without the cookie (non-browser clients) nor GETs', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/mylifecontact', payload: createUserBody(newUser()) }))
        .statusCode,
    ).toBe(201);
    const me = await signedInUser(t.app);
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/mylifecontact',
      cookies: { 'XSRF-TOKEN': cookie },
      headers: me.headers,
    });
    expect(get.statusCode).toBe(200);
  });

  it('skips routes that declare { xsrfExempt: true } (webhooks), and only those', async () => {
    const server = await createTestServer({
      deps: {
        extraFeatures: [
          {
            name: 'test-webhook',
            plugin: async (app) => {
              app.post('/api/test/webhook', { config: { public: true, xsrfExempt: true } }, async () => ({
                received: true,
              }));
              app.post('/api/test/public', { config: { public: true } }, async () => ({ received: true }));
            },
          },
        ],
      },
    });
    try {
      const exempt = await server.app.inject({
        method: 'POST',
        url: '/api/test/webhook',
        cookies: { 'XSRF-TOKEN': cookie },
        payload: {},
      });
      expect(exempt.statusCode).toBe(200);
      expect(exempt.json()).toEqual({ received: true });
      const checked = await server.app.inject({
        method: 'POST',
        url: '/api/test/public',
        cookies: { 'XSRF-TOKEN': issueXsrfToken(server.config.xsrfSecret) },
        payload: {},
      });
      expect(checked.statusCode).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe('the unsubscribe routes (no session)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('RFC 8058 one-click is public and XSRF-exempt (mail providers post it); the app’s unsubscribe call is XSRF-checked', async () => {
    const cookie = issueXsrfToken(t.config.xsrfSecret);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=not-a-token`,
      cookies: { 'XSRF-TOKEN': cookie },
      headers: FORM_HEADERS,
      payload: form({ 'List-Unsubscribe': 'One-Click' }),
    });
    // Past the XSRF and bearer checks, refused for its token.
    expect(oneClick.statusCode).toBe(400);
    expect(oneClick.json().error).toBe(notificationMessages.unsubscribeInvalid);
    const call = await t.app.inject({
      method: 'POST',
      url: calls.unsubscribe.path,
      cookies: { 'XSRF-TOKEN': cookie },
      payload: { token: 'not-a-token' },
    });
    expect(call.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'POST', url: calls.unsubscribe.path, payload: { token: 'x' } });
    expect(signedOut.statusCode).toBe(400);
  });
});

describe('per-actor limits of the unsubscribe POSTs and the side-by-side views', () => {
  it('unsubscribe: keyed on the address the server trusts (TRUST_PROXY), so a forged X-Forwarded-For buys no more', async () => {
    const server = await createTestServer({ config: { trustProxy: 1 } });
    try {
      // Behind one proxy (10.0.0.5), the client is the last hop it names; whatever the client writes before it is ignored.
      const post = (i: number, client: string, url: string = calls.unsubscribe.path) =>
        server.app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.0.0.5',
          headers: {
            'x-forwarded-for': `192.0.2.${i % 250}, ${client}`,
            ...(url === calls.unsubscribe.path ? {} : FORM_HEADERS),
          },
          payload:
            url === calls.unsubscribe.path ? { token: `forged-${i}` } : form({ 'List-Unsubscribe': 'One-Click' }),
        });
      for (let i = 0; i < UNSUBSCRIBE_PER_ADDRESS.limit; i += 1) {
        expect((await post(i, '198.51.100.1')).statusCode).toBe(400);
      }
      for (const url of [calls.unsubscribe.path, `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=forged`]) {
        const res = await post(999, '198.51.100.1', url);
        expect(res.statusCode).toBe(429);
        expect(validate(ApiErrorBody, res.json()).ok).toBe(true);
        expect(res.json<ApiErrorBody>().error).toBe(notificationMessages.tooManyUnsubscribes);
      }
      // Another client behind the same proxy is someone else.
      expect((await post(1, '198.51.100.2')).statusCode).toBe(400);
    } finally {
      await server.close();
    }
  });

  it('compare and circle: keyed on the signed-in account, one count for both', async () => {
    const server = await createTestServer();
    try {
      const me = await signedInUser(server.app);
      const other = await signedInUser(server.app);
      for (let i = 0; i < SIDE_BY_SIDE_PER_USER.limit; i += 1) {
        await countHit(server.app.ctx.db, SIDE_BY_SIDE_PER_USER, me.id, server.clock.now());
      }
      for (const url of [
        pathFor(calls.compareTraits, { userId: other.id }),
        pathFor(calls.traitCircle, { userIds: other.id }),
      ]) {
        const res = await server.app.inject({ method: 'GET', url, headers: me.headers });
        expect(res.statusCode).toBe(429);
        expect(res.json<ApiErrorBody>().error).toBe(traitMessages.tooManyViews);
        // The other person is not held by my count: their answer is the sharing rule's (403), not a 429.
        const theirs = await server.app.inject({
          method: 'GET',
          url: url.replace(other.id, me.id),
          headers: other.headers,
        });
        expect(theirs.statusCode).toBe(403);
      }
    } finally {
      await server.close();
    }
  });

  it('one person’s trait scores: keyed on the signed-in account, a count of their own', async () => {
    const server = await createTestServer();
    try {
      const me = await signedInUser(server.app);
      const other = await signedInUser(server.app);
      for (let i = 0; i < TRAITS_PER_USER.limit; i += 1) {
        await countHit(server.app.ctx.db, TRAITS_PER_USER, me.id, server.clock.now());
      }
      const get = (who: typeof me, url: string) => server.app.inject({ method: 'GET', url, headers: who.headers });
      // Mine and someone else's alike: refused before anyone is looked up (not the sharing rule's 403).
      for (const userId of [me.id, other.id]) {
        const res = await get(me, pathFor(calls.getTraits, { userId }));
        expect(res.statusCode).toBe(429);
        expect(validate(ApiErrorBody, res.json()).ok).toBe(true);
        expect(res.json<ApiErrorBody>().error).toBe(traitMessages.tooManyTraitReads);
      }
      // The other person is not held by my count.
      expect((await get(other, pathFor(calls.getTraits, { userId: other.id }))).statusCode).toBe(200);
      expect((await get(other, pathFor(calls.getTraits, { userId: me.id }))).statusCode).toBe(403);
      // Nor are my comparisons: their answer is the sharing rule's (403), not a 429.
      expect((await get(me, pathFor(calls.compareTraits, { userId: other.id }))).statusCode).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe('security headers, 401 and errors', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a strict Content-Security-Policy and the other headers on pages, JSON and errors', async () => {
    for (const url of ['/', '/healthz', '/api/mylifecontact', '/no/such/thing']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers 401 JSON for /api without a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mylifecontact' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(validate(ApiErrorBody, res.json()).ok).toBe(true);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/nothing-here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(validate(ApiErrorBody, res.json()).ok).toBe(true);
  });

  it('turns an unexpected failure into a generic 500 without a stack', async () => {
    const server = await createTestServer();
    try {
      // The database goes away under the server: the next call fails inside a service.
      await server.app.ctx.dbHandle.close();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/mylifecontact',
        payload: createUserBody(newUser()),
      });
      expect(res.statusCode).toBe(500);
      const body = res.json<ApiErrorBody>();
      expect(validate(ApiErrorBody, body).ok).toBe(true);
      expect(body.error).toBe('An unexpected error occurred. Please try again.');
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
