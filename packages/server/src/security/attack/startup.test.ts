/**
 * Safe by default: what the server refuses to start with, and what it serves (or not) with each setting.
 * - sandboxes are a development convenience, on only when asked (SANDBOX=on, or a loopback APP_URL outside
 *   production): a QA host with SANDBOX unset serves no outbox; a production start with one on is refused;
 * - the sandbox cart is never mounted beside a real store and never gets a real store's secrets;
 * - a real store needs FOXYCART_SECRET, FOXYCART_WEBHOOK_KEY and FOXYCART_STORE_ID (no unsigned links);
 * - the questionnaire is served whatever SANDBOX says; the outbox only as the sandbox's (no SMTP);
 * - TRUST_PROXY is the proxies' addresses (a hop count still starts, with a warning in production: it trusts
 *   whoever connects); DATA_DIR, the database and secrets are private;
 * - request logs carry no tokens; HSTS with an https APP_URL; reset links only to APP_URL/reset-password.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, UnsafeConfigurationError } from '../../app.js';
import { loadConfig, parseTrustProxy, startupProblems, startupWarnings, type ServerConfig } from '../../config.js';
import { createDatabase } from '../../db/client.js';
import { resetLinkBase } from '../../features/auth/service.js';
import {
  createTestServer,
  createUserBody,
  FORM_HEADERS,
  form,
  newUser,
  registerUser,
  TEST_APP_URL,
} from '../../test/harness.js';
import { HSTS } from '../headers.js';
import { redactUrl } from '../redact.js';

/** Starting a server (migrations, seed) can take long on a busy machine. */
const STARTUP_MS = 180_000;

const REAL_STORE = {
  FOXYCART_URL: 'https://insight.foxycart.com',
  FOXYCART_SECRET: 'real-secret',
  FOXYCART_WEBHOOK_KEY: 'real-webhook-key',
  FOXYCART_STORE_ID: '4242',
};
const REAL_STORE_CONFIG: Partial<ServerConfig> = {
  foxycartUrl: REAL_STORE.FOXYCART_URL,
  foxycartSecret: REAL_STORE.FOXYCART_SECRET,
  foxycartWebhookKey: REAL_STORE.FOXYCART_WEBHOOK_KEY,
  foxycartStoreId: REAL_STORE.FOXYCART_STORE_ID,
};

const configOf = (env: Record<string, string>) =>
  loadConfig({ APP_URL: 'https://insight.example.com', ...env }, { persistSecrets: false });

const temporaryDirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'insight-attack-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

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

/** A server whose /api/test/ip answers the client address it believes (request.ip). */
const ipEchoServer = (config: Partial<ServerConfig>) =>
  createTestServer({
    config,
    deps: {
      extraFeatures: [
        {
          name: 'echo-ip',
          plugin: async (app) => {
            app.get('/api/test/ip', { config: { public: true } }, async (request) => ({ ip: request.ip }));
          },
        },
      ],
    },
  });

type Server = Awaited<ReturnType<typeof createTestServer>>;
/** The address the server believes, for a connection from remoteAddress carrying X-Forwarded-For forwarded. */
const believed = async (t: Server, remoteAddress: string, forwarded?: string): Promise<string> =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress,
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    })
  ).json<{ ip: string }>().ip;

describe('TRUST_PROXY', () => {
  it('takes an address, a comma list or CIDR ranges (a hop count still), never "trust everything"', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false });
    expect(parseTrustProxy('127.0.0.1')).toEqual({ value: ['127.0.0.1'] });
    expect(parseTrustProxy('127.0.0.1, ::1')).toEqual({ value: ['127.0.0.1', '::1'] });
    expect(parseTrustProxy('172.28.0.0/24')).toEqual({ value: ['172.28.0.0/24'] });
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,fd00::/8')).toEqual({
      value: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'],
    });
    expect(parseTrustProxy('loopback')).toEqual({ value: ['loopback'] });
    // What started before starts still: a hop count (warned about in production, below).
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy('2')).toEqual({ value: 2 });
    for (const wrong of ['true', '1.2.3.4/40', ':::', '127.0.0.1, proxy.local']) {
      expect(parseTrustProxy(wrong).value, wrong).toBe(false);
      expect(parseTrustProxy(wrong).problem, wrong).toBe(
        `TRUST_PROXY must be the proxy's address, a comma list of addresses or CIDR ranges (e.g. 127.0.0.1 or 172.28.0.0/24), not "${wrong}".`,
      );
    }
    expect(startupProblems(configOf({ TRUST_PROXY: 'true', ...REAL_STORE }))).toEqual([
      expect.stringMatching(/^TRUST_PROXY/),
    ]);
  });

  it('a hop count in production starts, with a warning that names the setting; an address list does not warn', () => {
    const hop = configOf({ TRUST_PROXY: '1', NODE_ENV: 'production', ...REAL_STORE });
    expect(startupProblems(hop)).toEqual([]);
    expect(startupWarnings(hop)).toEqual([
      'TRUST_PROXY=1 is a hop count: the server believes the X-Forwarded-For of whoever connects to it, so a client ' +
        'that reaches it without the proxy chooses its own address (which the per-address limits count). Set ' +
        "TRUST_PROXY to the proxy's address or network instead (e.g. 127.0.0.1, or 172.28.0.0/24).",
    ]);
    expect(startupWarnings(configOf({ TRUST_PROXY: '127.0.0.1', NODE_ENV: 'production', ...REAL_STORE }))).toEqual([]);
    expect(startupWarnings(configOf({ TRUST_PROXY: '1', ...REAL_STORE }))).toEqual([]);
    expect(startupWarnings(configOf({ NODE_ENV: 'production', ...REAL_STORE }))).toEqual([]);
  });

  it(
    'the server logs that warning when it starts',
    async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      });
      const hop = configOf({ TRUST_PROXY: '1', NODE_ENV: 'production', ...REAL_STORE });
      const t = await createTestServer({
        config: { ...REAL_STORE_CONFIG, production: true, sandbox: false, trustProxy: hop.trustProxy },
        deps: { logger: { level: 'warn', stream } },
      });
      try {
        const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
        expect(warnings).toContainEqual(
          expect.objectContaining({ level: 40, msg: expect.stringMatching(/^TRUST_PROXY=1 is a hop count/) }),
        );
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );

  it(
    "with the proxy's address, only the proxy sets the client address: anyone else's X-Forwarded-For is ignored",
    async () => {
      const t = await ipEchoServer({ trustProxy: parseTrustProxy('127.0.0.1').value });
      try {
        // Through the proxy: the address it forwards; a client's own entry before it is not believed.
        expect(await believed(t, '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
        expect(await believed(t, '127.0.0.1', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
        // Straight to the server, from an address that is not the proxy: its own address, whatever it claims.
        expect(await believed(t, '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
        expect(await believed(t, '203.0.113.9', '127.0.0.1, 6.6.6.6')).toBe('203.0.113.9');
        expect(await believed(t, '203.0.113.9')).toBe('203.0.113.9');
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );

  it(
    "with the proxy's network (CIDR, as compose.yaml sets it), only that network is believed",
    async () => {
      const t = await ipEchoServer({ trustProxy: parseTrustProxy('172.28.0.0/24').value });
      try {
        expect(await believed(t, '172.28.0.7', '198.51.100.1')).toBe('198.51.100.1');
        expect(await believed(t, '172.28.1.7', '6.6.6.6')).toBe('172.28.1.7');
        expect(await believed(t, '10.0.0.5', '6.6.6.6')).toBe('10.0.0.5');
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );

  it(
    'why a hop count is unsafe: it believes the X-Forwarded-For of any client that reaches the server directly',
    async () => {
      const t = await ipEchoServer({ trustProxy: 1 });
      try {
        // Through a proxy that replaced the header: right.
        expect(await believed(t, '10.0.0.5', '198.51.100.1')).toBe('198.51.100.1');
        // Straight to the server: the client picks its own address.
        expect(await believed(t, '203.0.113.9', '6.6.6.6')).toBe('6.6.6.6');
      } finally {
        await t.close();
      }
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

describe('files, logs and headers', () => {
  it(
    'creates DATA_DIR and the database 0700, the secrets file 0600',
    async () => {
      const dataDir = path.join(tempDir(), 'data');
      loadConfig({ DATA_DIR: dataDir });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      const db = await createDatabase({ dataDir });
      try {
        expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
      } finally {
        await db.close();
      }
    },
    STARTUP_MS,
  );

  it('redacts tokens in logged addresses', () => {
    expect(redactUrl('/reset-password?email=a%40b.co&token=SECRET1')).toBe(
      '/reset-password?email=a%40b.co&token=[redacted]',
    );
    expect(redactUrl('/sandbox/foxycart/checkout?fc_auth_token=SECRET2&fc_customer_id=7&timestamp=1&fcsid=abc')).toBe(
      '/sandbox/foxycart/checkout?fc_auth_token=[redacted]&fc_customer_id=7&timestamp=1&fcsid=abc',
    );
    expect(redactUrl('/register?connectionToken=SECRET3')).toBe('/register?connectionToken=[redacted]');
    expect(redactUrl('/api/connectionrequest/accept/token/SECRET4')).toBe(
      '/api/connectionrequest/accept/token/[redacted]',
    );
    expect(redactUrl('/questionnaire/SECRET5?page=2')).toBe('/questionnaire/[redacted]?page=2');
    expect(redactUrl('/home')).toBe('/home');
  });

  it(
    'writes no token of a request address into the request log',
    async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      });
      const t = await createTestServer({ deps: { logger: { level: 'info', stream } } });
      try {
        await t.app.inject({ method: 'GET', url: '/reset-password?email=a%40b.co&token=LEAKED-RESET-TOKEN' });
        await t.app.inject({
          method: 'GET',
          url: '/sandbox/foxycart/checkout?fc_auth_token=LEAKED-FC-TOKEN&fcsid=abcdefgh1',
        });
        await t.app.inject({ method: 'POST', url: '/api/connectionrequest/accept/token/LEAKED-CONNECTION-TOKEN' });
        await t.app.inject({ method: 'GET', url: '/register?connectionToken=LEAKED-INVITE-TOKEN' });
        const log = lines.join('');
        expect(log).toContain('"url":"/reset-password?email=a%40b.co&token=[redacted]"');
        expect(log).not.toMatch(/LEAKED/);
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );

  it(
    'sends HSTS when APP_URL is https, not on plain http',
    async () => {
      const https = await createTestServer({
        config: { appUrl: 'https://insight.example.com', foxycartUrl: 'https://insight.example.com/sandbox/foxycart' },
      });
      try {
        expect((await https.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBe(
          HSTS,
        );
      } finally {
        await https.close();
      }
      const http = await createTestServer();
      try {
        expect(
          (await http.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
        ).toBeUndefined();
      } finally {
        await http.close();
      }
    },
    STARTUP_MS,
  );
});

describe('the reset link', () => {
  it('starts with APP_URL/reset-password whatever ApplicationDomain says', () => {
    for (const given of [
      undefined,
      `${TEST_APP_URL}/reset-password`,
      `${TEST_APP_URL}/login`,
      `${TEST_APP_URL}/externalRedirect/https%3A%2F%2Fevil.example`,
      'https://evil.example/reset-password',
    ]) {
      expect(resetLinkBase(TEST_APP_URL, given)).toBe(`${TEST_APP_URL}/reset-password`);
    }
  });

  it(
    'a request naming another path of the app still mails APP_URL/reset-password',
    async () => {
      const t = await createTestServer();
      try {
        const { user } = await registerUser(t.app);
        await t.app.inject({
          method: 'POST',
          url: '/auth/forgotpasswordv2',
          headers: FORM_HEADERS,
          payload: form({
            Email: user.email,
            ApplicationName: 'Insight',
            ApplicationDomain: `${TEST_APP_URL}/externalRedirect/https%3A%2F%2Fevil.example`,
          }),
        });
        const [mail] = (
          await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(user.email)}` })
        ).json<{ text: string }[]>();
        expect(mail?.text).toMatch(new RegExp(`${TEST_APP_URL}/reset-password\\?email=`));
        expect(mail?.text).not.toContain('externalRedirect');
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );
});
