/**
 * Safe by default: the sandbox switch, what the server refuses to start with, and what it serves with each setting.
 * - sandboxes are a development convenience, on only when asked (SANDBOX=on, or a loopback APP_URL outside
 *   production): a QA host with SANDBOX unset serves no outbox; a production start with one on is refused;
 * - the sandbox cart is never mounted beside a real store and never gets a real store's secrets;
 * - a real store needs FOXYCART_SECRET, FOXYCART_WEBHOOK_KEY and FOXYCART_STORE_ID (no unsigned links);
 * - the questionnaire is served whatever SANDBOX says; the outbox only as the sandbox's (no SMTP).
 * TRUST_PROXY: startup-trust-proxy.test.ts; files, logs, HSTS and reset links: startup-files-logs-links.test.ts.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer, UnsafeConfigurationError } from '../../app.js';
import { loadConfig, startupProblems } from '../../config.js';
import { createTestServer, createUserBody, FORM_HEADERS, form, newUser } from '../../test/harness.js';
import { configOf, REAL_STORE, REAL_STORE_CONFIG, STARTUP_MS, temporaryDirectories } from './startup.fixtures.js';

const tempDir = temporaryDirectories();

describe('the sandbox switch', () => {
  it('is on for a loopback APP_URL (npm start, Playwright) or with SANDBOX=on, off for any other start', () => {
    // npm start: APP_URL defaults to http://localhost:PORT.
    expect(loadConfig({}, { persistSecrets: false })).toMatchObject({ appUrl: 'http://localhost:3000', sandbox: true });
    for (const APP_URL of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://127.0.0.1:8080',
      'http://127.1.2.3',
      'http://[::1]:3000',
    ]) {
      expect(configOf({ APP_URL }).sandbox, APP_URL).toBe(true);
      expect(configOf({ APP_URL, NODE_ENV: 'test' }).sandbox, APP_URL).toBe(true);
      expect(configOf({ APP_URL, SANDBOX: 'off' }).sandbox, APP_URL).toBe(false);
      expect(configOf({ APP_URL, NODE_ENV: 'production' }).sandbox, APP_URL).toBe(false);
      expect(startupProblems(configOf({ APP_URL }))).toEqual([]);
    }
    for (const APP_URL of [
      'https://insight.example.com',
      'https://qa.example.com',
      'http://insight.test',
      'http://localhost.example.com',
      'http://127.0.0.1.nip.io',
      'http://[::2]',
      'http://10.0.0.1',
      'http://0.0.0.0:3000',
    ]) {
      for (const NODE_ENV of [undefined, 'test', 'development', 'staging']) {
        const env: Record<string, string> = NODE_ENV ? { APP_URL, NODE_ENV } : { APP_URL };
        expect(configOf(env).sandbox, `${APP_URL} ${NODE_ENV}`).toBe(false);
        expect(configOf({ ...env, SANDBOX: 'on' }).sandbox, `${APP_URL} ${NODE_ENV}`).toBe(true);
      }
    }
    expect(configOf({ SANDBOX: 'on' }).foxycartUrl).toBe('https://insight.example.com/sandbox/foxycart');
    expect(startupProblems(configOf({ SANDBOX: 'on' }))).toEqual([]);
    expect(startupProblems(configOf({ SANDBOX: 'on', NODE_ENV: 'test' }))).toEqual([]);
  });

  it('a QA host (no NODE_ENV, no SMTP) without SANDBOX=on needs a real store, and says why', () => {
    const qa = { APP_URL: 'https://qa.example.com' };
    expect(startupProblems(configOf(qa))).toEqual([
      'FOXYCART_URL is the sandbox shop but SANDBOX is off (APP_URL https://qa.example.com is not a loopback address and SANDBOX=on is not set): set FOXYCART_URL, FOXYCART_SECRET, FOXYCART_WEBHOOK_KEY and FOXYCART_STORE_ID to your FoxyCart store, or SANDBOX=on on a test host.',
    ]);
    expect(startupProblems(configOf({ ...qa, ...REAL_STORE }))).toEqual([]);
    expect(startupProblems(configOf({ ...qa, SANDBOX: 'on' }))).toEqual([]);
    expect(startupProblems(configOf({ APP_URL: 'http://localhost:3000', SANDBOX: 'off' }))).toEqual([
      expect.stringMatching(/^FOXYCART_URL is the sandbox shop but SANDBOX is off \(SANDBOX=off\)/),
    ]);
  });

  it('refuses a production start with any sandbox on, naming the setting', () => {
    const problems = startupProblems(configOf({ NODE_ENV: 'production', SANDBOX: 'on', ...REAL_STORE }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SANDBOX is on with NODE_ENV=production/);
    // Production without a store: the sandbox cart would be needed, so FOXYCART_URL is named.
    expect(startupProblems(configOf({ NODE_ENV: 'production' }))).toEqual([
      'FOXYCART_URL is the sandbox shop but SANDBOX is off (NODE_ENV=production): set FOXYCART_URL, FOXYCART_SECRET, FOXYCART_WEBHOOK_KEY and FOXYCART_STORE_ID to your FoxyCart store.',
    ]);
    expect(startupProblems(configOf({ NODE_ENV: 'production', ...REAL_STORE }))).toEqual([]);
    expect(startupProblems(configOf({ SANDBOX: 'maybe' }))).toContainEqual(
      expect.stringMatching(/^SANDBOX must be on or off/),
    );
  });

  it("the cart's loader: the sandbox's own, a foxycart.com store's CDN folder, or FOXYCART_CDN; else refused", () => {
    expect(configOf({ SANDBOX: 'on' }).foxycartCDN).toBe('https://insight.example.com/sandbox/foxycart');
    // REFERENCE: a store's loader is https://cdn.foxycart.com/STORE/loader.js.
    expect(configOf(REAL_STORE).foxycartCDN).toBe('https://cdn.foxycart.com/insight');
    const ownDomain = { ...REAL_STORE, FOXYCART_URL: 'https://secure.example.org', NODE_ENV: 'production' };
    // Not the sandbox's folder by default: with the sandbox off it answers nothing, and no checkout would load.
    expect(startupProblems(configOf(ownDomain))).toEqual([
      'FOXYCART_CDN is required with a store outside foxycart.com (FOXYCART_URL=https://secure.example.org): the folder of its loader script, e.g. https://cdn.foxycart.com/<your store>.',
    ]);
    const named = configOf({ ...ownDomain, FOXYCART_CDN: 'https://cdn.foxycart.com/example/' });
    expect(startupProblems(named)).toEqual([]);
    expect(named.foxycartCDN).toBe('https://cdn.foxycart.com/example');
  });

  it('refuses a real store without each of its secrets, and the sandbox shop with a real secret', () => {
    for (const name of ['FOXYCART_SECRET', 'FOXYCART_WEBHOOK_KEY', 'FOXYCART_STORE_ID'] as const) {
      const env: Record<string, string> = { ...REAL_STORE };
      delete env[name];
      expect(startupProblems(configOf(env))).toEqual([expect.stringMatching(new RegExp(`^${name} is required`))]);
      expect(startupProblems(configOf({ [name]: 'x', SANDBOX: 'on' }))).toEqual([
        expect.stringMatching(new RegExp(`^${name} is set but FOXYCART_URL is the sandbox shop`)),
      ]);
    }
  });

  it(
    'buildServer throws the refusal before it touches anything',
    async () => {
      const config = { ...configOf({ NODE_ENV: 'production', SANDBOX: 'on', ...REAL_STORE }), dataDir: tempDir() };
      await expect(buildServer(config, { logger: false })).rejects.toThrow(UnsafeConfigurationError);
      await expect(buildServer(config, { logger: false })).rejects.toThrow(/SANDBOX is on with NODE_ENV=production/);
      expect(() => statSync(path.join(config.dataDir, 'pglite'))).toThrow();
    },
    STARTUP_MS,
  );
});

describe('what is served', () => {
  it(
    'on a QA host (APP_URL https://qa.example.com, no NODE_ENV, no SMTP, SANDBOX unset): no outbox, no reset link kept',
    async () => {
      const qa = configOf({ APP_URL: 'https://qa.example.com', ...REAL_STORE });
      expect(qa).toMatchObject({ production: false, smtpUrl: undefined, sandbox: false });
      const t = await createTestServer({
        config: { appUrl: qa.appUrl, sandbox: qa.sandbox, ...REAL_STORE_CONFIG, foxycartCDN: qa.foxycartCDN },
      });
      try {
        const user = newUser();
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/mylifecontact', payload: createUserBody(user) })).statusCode,
        ).toBe(201);
        await t.app.inject({
          method: 'POST',
          url: '/auth/forgotpasswordv2',
          headers: FORM_HEADERS,
          payload: form({
            Email: user.email,
            ApplicationName: 'Insight',
            ApplicationDomain: `${qa.appUrl}/reset-password`,
          }),
        });
        for (const url of [
          '/sandbox/mail',
          `/sandbox/mail.json?to=${encodeURIComponent(user.email)}`,
          '/sandbox/mail/1',
          '/sandbox/foxycart/cart?cart=view',
        ]) {
          const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
          expect(res.statusCode, url).toBe(404);
          expect(res.json(), url).toMatchObject({ status: 404, title: 'Not Found' });
        }
        // The outbox is a delivery log without bodies: no stored mail holds a reset link.
        const rows = await t.app.ctx.dbHandle.withSession((s) =>
          s.query<{ text_body: string; html_body: string }>(
            'SELECT text_body, html_body FROM mail_outbox WHERE to_address = $1',
            [user.email.toLowerCase()],
          ),
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toEqual({ text_body: '', html_body: '' });
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );

  it(
    'beside a real store with the sandbox off: no sandbox cart, no outbox, the questionnaire still',
    async () => {
      const t = await createTestServer({ config: { ...REAL_STORE_CONFIG, sandbox: false } });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/cart?cart=view' })).statusCode).toBe(404);
        expect(
          (await t.app.inject({ method: 'POST', url: '/sandbox/foxycart/checkout', payload: {} })).statusCode,
        ).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail.json' })).statusCode).toBe(404);
        const survey = await t.app.inject({ method: 'GET', url: '/questionnaire/no-such-token-000000000000' });
        expect(survey.statusCode).toBe(404);
        expect(survey.body).toContain('Survey not found');
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );

  it(
    'with the sandbox on and a real store configured, the sandbox cart is still not mounted',
    async () => {
      const t = await createTestServer({ config: { ...REAL_STORE_CONFIG } });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/sandbox/foxycart/loader.js' })).statusCode).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );
});
