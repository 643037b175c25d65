import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ApiErrorBody, RawRuntimeSettings, RuntimeSettings, normalizeRuntimeSettings, validate } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_URL, TEST_CLIENT, createTestServer, signedInUser, type TestServer } from '../../test/harness.js';

describe('GET /assets/config.json', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the runtime settings: same-origin API, every key of RuntimeSettings, not cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const raw = res.json<Record<string, unknown>>();
    expect(validate(RawRuntimeSettings, raw).ok).toBe(true);
    const settings = normalizeRuntimeSettings(raw);
    const checked = validate(RuntimeSettings, settings);
    expect(checked.ok).toBe(true);
    // The file holds every key the struct knows.
    expect(Object.keys(raw).sort()).toEqual(Object.keys(RuntimeSettings.schema).sort());
    expect(settings).toMatchObject({
      apiUrl: '',
      authApiUrl: '',
      appName: 'Insight',
      appUrl: TEST_APP_URL,
      appVersion: '0.1.0',
      authClientId: TEST_CLIENT.id,
      authClientSecret: TEST_CLIENT.secret,
      contactEmail: 'support@insight.local',
      environmentName: 'Dev',
      enablePackages: true,
      featuredCatalogItemId: 1,
      requiredPurchaseCatalogItemId: 1,
      foxycartUrl: `${TEST_APP_URL}/sandbox/foxycart`,
      foxycartCDN: `${TEST_APP_URL}/sandbox/foxycart`,
      domainRedirectUrl: '',
      // A new install shows the shipped sample video, with its poster and captions; no analytics outside Production.
      dashboardVideoUrl: `${TEST_APP_URL}/assets/catalog/start_here.webm`,
      dashboardVideoPosterUrl: `${TEST_APP_URL}/assets/catalog/start_here_poster.jpg`,
      dashboardVideoCaptionsUrl: `${TEST_APP_URL}/assets/catalog/start_here.en.vtt`,
      analyticsUrl: '',
      profileImagePath: `${TEST_APP_URL}/api/user/profileimage/`,
    });
    expect(raw.enablePackages).toBe('true');
  });

  it('takes its values from the configuration', async () => {
    const server = await createTestServer({
      config: {
        appName: 'Acme Insight',
        environmentName: 'QA',
        contactEmail: 'help@acme.test',
        domainRedirectUrl: 'https://acme.test',
      },
    });
    try {
      const raw = (await server.app.inject({ method: 'GET', url: '/assets/config.json' })).json<
        Record<string, unknown>
      >();
      expect(raw).toMatchObject({
        appName: 'Acme Insight',
        environmentName: 'QA',
        contactEmail: 'help@acme.test',
        domainRedirectUrl: 'https://acme.test',
      });
    } finally {
      await server.close();
    }
  });
});

describe('serving the app', () => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'insight-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Insight app</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dist, 'assets'));
    // The build's prefetch map: the library screen's files beyond the first load.
    writeFileSync(
      path.join(dist, 'assets', 'prefetch.json'),
      JSON.stringify({ LibraryScreen: ['/assets/library-AbCdEf12.js'] }),
    );
    writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    // As the build writes them: a large bundle with its .br and .gz beside it.
    const big = `export const words = ${JSON.stringify('insight '.repeat(2000))};`;
    writeFileSync(path.join(dist, 'assets', 'big-AbCdEf12.js'), big);
    writeFileSync(path.join(dist, 'assets', 'big-AbCdEf12.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(dist, 'assets', 'big-AbCdEf12.js.gz'), gzipSync(big));
    t = await createTestServer({ config: { appDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('sends the precompressed file the browser accepts, with no cookie on static files', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-AbCdEf12.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('insight insight');
    expect(br.headers['set-cookie']).toBeUndefined();
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/big-AbCdEf12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('insight insight');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-AbCdEf12.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('insight insight');
  });

  it('compresses API answers above 1 KiB and still sets the XSRF cookie on pages and calls', async () => {
    const { headers } = await signedInUser(t.app);
    const items = await t.app.inject({
      method: 'GET',
      url: '/api/catalogitem/',
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
    });
    expect(items.statusCode).toBe(200);
    expect(items.headers['content-encoding']).toBe('br');
    const list = JSON.parse(brotliDecompressSync(items.rawPayload).toString()) as unknown[];
    expect(list.length).toBeGreaterThan(1);
    expect(String(items.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    const config = await t.app.inject({ method: 'GET', url: '/assets/config.json' });
    expect(String(config.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: html });
    expect(String(page.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });

  it('serves index.html at / and the built files with long caching for hashed bundles', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Insight app</title>');
    const bundle = await t.app.inject({ method: 'GET', url: '/assets/index-AbCdEf12.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
  });

  it('falls back to index.html for app routes asked for as HTML', async () => {
    for (const url of [
      '/login',
      '/home',
      '/reset-password?email=a%40b.co&token=x',
      '/survey/return/12',
      '/some/deep/path',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("/home and the library's views: index.html asking for the library screen's code with the page", async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/library-AbCdEf12.js">';
    for (const url of ['/home', '/HOME', '/home/guide/12', '/home/overview/3']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(res.body, url).toContain(preload);
      expect(res.body.indexOf(preload), url).toBeLessThan(res.body.indexOf('</head>'));
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/login', '/profile', '/homework']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  it('does not fall back for /api, /auth, /identity, /sandbox, config.json or non-HTML requests', async () => {
    for (const url of ['/api/nothing', '/auth/nothing', '/identity/nothing', '/sandbox/nothing']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.body, url).not.toContain('<div id="root"></div>');
      expect([401, 404]).toContain(res.statusCode);
    }
    const missingFile = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missingFile.statusCode).toBe(404);
    expect(validate(ApiErrorBody, missingFile.json()).ok).toBe(true);
    const settings = await t.app.inject({ method: 'GET', url: '/assets/config.json', headers: html });
    expect(settings.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('without a built app', () => {
  it('answers / with a page saying how to build it', async () => {
    const t = await createTestServer({ config: { appDist: '/nonexistent/dist' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('The app is not built yet');
      expect(res.body).toContain('npm run build');
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json()).toEqual({ ok: true });
    } finally {
      await t.close();
    }
  });
});
