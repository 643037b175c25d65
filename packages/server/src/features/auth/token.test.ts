import { decodeJwt, decodeProtectedHeader } from 'jose';
import { TokenErrorBody, TokenResponse, errorMessages, validate } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_HEADERS,
  TEST_APP_URL,
  TEST_CLIENT,
  createTestServer,
  form,
  newUser,
  registerUser,
  requestToken,
  type TestServer,
} from '../../test/harness.js';
import { LOCKOUT_WINDOW_MS } from './service.js';

const basic = (id: string, secret: string): string =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

describe('POST /identity/connect/token', () => {
  let t: TestServer;
  const alice = newUser({ email: 'Alice.Token@Example.com', password: 'alice-password-1' });
  let aliceId: string;

  beforeAll(async () => {
    t = await createTestServer();
    aliceId = (await registerUser(t.app, alice)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const expectTokenError = (res: { statusCode: number; json: () => unknown }, code: string) => {
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(validate(TokenErrorBody, body).ok).toBe(true);
    expect((body as { error: string }).error).toBe(code);
  };

  it('issues a Bearer token with client_id/client_secret in the body, not cacheable', async () => {
    const res = await requestToken(t.app, alice.email, alice.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
    const body = res.json<TokenResponse>();
    expect(validate(TokenResponse, body).ok).toBe(true);
    expect(body.token_type).toBe('Bearer');
    expect(body.scope).toBe('SsiScope');
    expect(body.expires_in).toBe(8 * 60 * 60);
  });

  it('puts sub (the user id as a string), email, iat, exp = iat + 8 h and iss = APP_URL in an HS256 JWT', async () => {
    const res = await requestToken(t.app, alice.email, alice.password);
    const token = res.json<TokenResponse>().access_token;
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(aliceId);
    expect(typeof claims.sub).toBe('string');
    expect(claims.email).toBe('alice.token@example.com');
    expect(claims.iss).toBe(TEST_APP_URL);
    expect(typeof claims.iat).toBe('number');
    expect(claims.exp).toBe((claims.iat ?? 0) + 8 * 60 * 60);
  });

  it('accepts HTTP Basic client authentication (form-url-encoded id and secret)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: { ...FORM_HEADERS, authorization: basic(TEST_CLIENT.id, TEST_CLIENT.secret) },
      payload: form({ grant_type: 'password', username: alice.email, password: alice.password }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TokenResponse>().access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('matches the user name case-insensitively', async () => {
    const res = await requestToken(t.app, 'ALICE.TOKEN@EXAMPLE.COM', alice.password);
    expect(res.statusCode).toBe(200);
  });

  it('refuses both client authentication methods at once: invalid_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: { ...FORM_HEADERS, authorization: basic(TEST_CLIENT.id, TEST_CLIENT.secret) },
      payload: form({
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        grant_type: 'password',
        username: alice.email,
        password: alice.password,
      }),
    });
    expectTokenError(res, 'invalid_request');
  });

  it('refuses a body that is not form-encoded: invalid_request', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        grant_type: 'password',
        username: alice.email,
        password: alice.password,
      }),
    });
    expectTokenError(json, 'invalid_request');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<token/>',
    });
    expectTokenError(xml, 'invalid_request');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expectTokenError(broken, 'invalid_request');
  });

  it('refuses a repeated parameter and a missing grant_type: invalid_request', async () => {
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: FORM_HEADERS,
      payload: `${form({ client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret, grant_type: 'password', username: alice.email })}&password=a&password=b`,
    });
    expectTokenError(repeated, 'invalid_request');
    const noGrant = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: FORM_HEADERS,
      payload: form({
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        username: alice.email,
        password: 'x',
      }),
    });
    expectTokenError(noGrant, 'invalid_request');
  });

  it('refuses a wrong or missing client: invalid_client', async () => {
    expectTokenError(
      await requestToken(t.app, alice.email, alice.password, { client_secret: 'wrong' }),
      'invalid_client',
    );
    expectTokenError(
      await requestToken(t.app, alice.email, alice.password, { client_id: 'someone-else' }),
      'invalid_client',
    );
    const wrongBasic = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: { ...FORM_HEADERS, authorization: basic(TEST_CLIENT.id, 'nope') },
      payload: form({ grant_type: 'password', username: alice.email, password: alice.password }),
    });
    expectTokenError(wrongBasic, 'invalid_client');
    const none = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: FORM_HEADERS,
      payload: form({ grant_type: 'password', username: alice.email, password: alice.password }),
    });
    expectTokenError(none, 'invalid_client');
  });

  it('refuses any grant but password: unsupported_grant_type', async () => {
    for (const grant of ['client_credentials', 'authorization_code', 'refresh_token', 'foo']) {
      expectTokenError(
        await requestToken(t.app, alice.email, alice.password, { grant_type: grant }),
        'unsupported_grant_type',
      );
    }
  });

  it('refuses a scope other than SsiScope: invalid_scope; accepts no scope', async () => {
    expectTokenError(await requestToken(t.app, alice.email, alice.password, { scope: 'openid' }), 'invalid_scope');
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/connect/token',
      headers: FORM_HEADERS,
      payload: form({
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        grant_type: 'password',
        username: alice.email,
        password: alice.password,
      }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same invalid_grant body', async () => {
    const wrong = await requestToken(t.app, alice.email, 'not-her-password');
    const unknown = await requestToken(t.app, 'nobody@example.com', 'whatever-password');
    expectTokenError(wrong, 'invalid_grant');
    expectTokenError(unknown, 'invalid_grant');
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json<{ error_description: string }>().error_description).toBe(errorMessages.invalidGrant);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('locks an account for 15 minutes after 5 failures, with the same invalid_grant answer', async () => {
    const bob = newUser({ password: 'bob-password-1' });
    await registerUser(t.app, bob);
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push(await requestToken(t.app, bob.email, `wrong-${i}-password`));
    failures.forEach((res) => expectTokenError(res, 'invalid_grant'));

    // Now even the right password is refused, with the very same answer.
    const locked = await requestToken(t.app, bob.email, bob.password);
    expectTokenError(locked, 'invalid_grant');
    expect(locked.body).toBe(failures[0]?.body);

    // Another account is not affected.
    expect((await requestToken(t.app, alice.email, alice.password)).statusCode).toBe(200);

    // Once the window has passed, the right password works again.
    t.clock.advance(LOCKOUT_WINDOW_MS + 1000);
    expect((await requestToken(t.app, bob.email, bob.password)).statusCode).toBe(200);
  });

  it('locks unknown accounts the same way (a lockout reveals nothing)', async () => {
    const ghost = 'ghost@example.com';
    for (let i = 0; i < 6; i++)
      expectTokenError(await requestToken(t.app, ghost, `wrong-${i}-password`), 'invalid_grant');
  });

  it('a success clears the failure count', async () => {
    const carol = newUser({ password: 'carol-password-1' });
    await registerUser(t.app, carol);
    for (let i = 0; i < 4; i++) await requestToken(t.app, carol.email, 'wrong-password');
    expect((await requestToken(t.app, carol.email, carol.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await requestToken(t.app, carol.email, 'wrong-password');
    expect((await requestToken(t.app, carol.email, carol.password)).statusCode).toBe(200);
  });
});
