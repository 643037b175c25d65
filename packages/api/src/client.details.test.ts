// The api client: the details of single calls (headers, the token call's fields, answers read loosely).
import fetchMock from 'fetch-mock';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { accessToken } from './testing/index.js';
import { ABSOLUTE, RELATIVE, catalogItem, json, noContent, setup, text, userId } from './client.fixtures.js';

describe('call details', () => {
  it('sends no Authorization header when there is no token', async () => {
    const { fm, client } = setup({ token: null });
    fm.route('*', json([catalogItem]));
    await client.listCatalogItems();
    const headers = (fm.callHistory.lastCall()?.options.headers ?? {}) as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
  });

  it('sends no X-XSRF-TOKEN when the cookie is absent', async () => {
    const fm = fetchMock.createInstance();
    fm.config.allowRelativeUrls = true;
    fm.route('*', noContent);
    const client = createApiClient({
      settings: RELATIVE,
      fetch: fm.fetchHandler.bind(fm),
      getToken: () => accessToken,
      getCookie: () => undefined,
    });
    await client.acceptRequest(7);
    const headers = (fm.callHistory.lastCall()?.options.headers ?? {}) as Record<string, string>;
    expect(headers['x-xsrf-token']).toBeUndefined();
  });

  it('reads the XSRF-TOKEN cookie from document.cookie by default', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=abc%3D%3D; other=1' });
    try {
      const fm = fetchMock.createInstance();
      fm.config.allowRelativeUrls = true;
      fm.route('*', noContent);
      const client = createApiClient({ settings: RELATIVE, fetch: fm.fetchHandler.bind(fm), getToken: () => null });
      await client.rejectRequest(7);
      const headers = (fm.callHistory.lastCall()?.options.headers ?? {}) as Record<string, string>;
      expect(headers['x-xsrf-token']).toBe('abc==');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('omits client_id and client_secret when they are not configured', async () => {
    const fm = fetchMock.createInstance();
    fm.route('*', json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600 }));
    const client = createApiClient({ settings: ABSOLUTE, fetch: fm.fetchHandler.bind(fm), getToken: () => null });
    await client.login({ email: 'ada@example.com', password: 'correct horse' });
    const fields = Object.fromEntries(new URLSearchParams(String(fm.callHistory.lastCall()?.options.body)));
    expect(fields).toEqual({
      grant_type: 'password',
      username: 'ada@example.com',
      password: 'correct horse',
      scope: 'SsiScope',
    });
  });

  it('login resolves null when the answer has no access_token', async () => {
    const { fm, client } = setup();
    fm.route('*', json({ token_type: 'Bearer' }));
    await expect(client.login({ email: 'ada@example.com', password: 'correct horse' })).resolves.toBeNull();
  });

  it('login fails with the base64url text when the access token is not a JWT', async () => {
    const { fm, client } = setup();
    fm.route('*', json({ access_token: 'not.a*token.at all', token_type: 'Bearer', expires_in: 3600 }));
    await expect(client.login({ email: 'ada@example.com', password: 'correct horse' })).rejects.toThrow(
      'This does not appear to be a base64url-encoded string.',
    );
  });

  it('forgotPassword answers what the server answered, so that any answer but true can be shown (SPEC §4)', async () => {
    for (const [answer, expected] of [
      [json(true), true],
      [json('No account uses this address.'), 'No account uses this address.'],
      [json({ message: 'Try again later.' }), { message: 'Try again later.' }],
      [json(false), false],
    ] as const) {
      const { fm, client } = setup();
      fm.route('*', answer);
      await expect(
        client.forgotPassword({ Email: 'ada@example.com', ApplicationName: 'Insight', ApplicationDomain: 'x' }),
      ).resolves.toEqual(expected);
    }
  });

  it('surveyReturn resolves the truthiness of the answer', async () => {
    for (const [answer, expected] of [
      [json(true), true],
      [json({ ok: 1 }), true],
      [json(false), false],
      [json(null), false],
      [text('', 200), false],
    ] as const) {
      const { fm, client } = setup();
      fm.route('*', answer);
      await expect(client.surveyReturn('s1')).resolves.toBe(expected);
    }
  });

  it('getSurvey resolves null for an empty answer and keeps status null', async () => {
    const first = setup();
    first.fm.route('*', text('', 200));
    await expect(first.client.getSurvey()).resolves.toBeNull();
    const second = setup();
    second.fm.route('*', json({ status: null, url: null }));
    await expect(second.client.getSurvey()).resolves.toEqual({ status: null, url: null });
  });

  it('getCatalogItem can ask without reports', async () => {
    const { fm, client } = setup();
    fm.route('*', json(catalogItem));
    await client.getCatalogItem(4, false);
    expect(fm.callHistory.lastCall()?.args[0]).toBe('/api/catalogitem/item/4/false');
  });

  it('createSurvey takes another locale', async () => {
    const { fm, client } = setup();
    fm.route('*', json({ url: 'https://survey.example.com/s/2' }));
    await client.createSurvey('fr-FR');
    expect(fm.callHistory.lastCall()?.args[0]).toBe('/api/survey/fr-FR');
  });

  it('text answers come back as sent, HTML included', async () => {
    const { fm, client } = setup();
    fm.route('*', text('https://store.example.com/checkout?fc_auth_token=abc', 200));
    await expect(client.storeSso(userId, '1', 'f')).resolves.toBe(
      'https://store.example.com/checkout?fc_auth_token=abc',
    );
  });
});
