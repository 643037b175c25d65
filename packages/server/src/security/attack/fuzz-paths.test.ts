/**
 * The path run: random paths, known or not, against a server that serves a built app (its static
 * handler and SPA fallback on), with NUL bytes raw and as %00, 3,000-character segments, invalid UTF-8 and
 * broken percent-encoding, dot segments and encoded slashes, under every prefix: 0 × 5xx. Unknown paths under
 * the API prefixes answer SPEC's JSON 404 and never reach the file system (the built app's folder holds files
 * under those names, which must never be served). The malformed requests to every call: fuzz-calls.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorBody, CALL_NAMES, calls, validate } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_PREFIXES, SANDBOX_PATH } from '../../http/paths.js';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { generator, STARTUP_MS, type Rng } from './fuzz.fixtures.js';

export const PATH_FUZZ_SEED = 365_045_163;
export const PATH_FUZZ_CASES = 10_000;

/** What a path segment can be: known words, odd bytes and encodings, and lengths past every file system limit. */
const SEGMENTS = [
  'api',
  'auth',
  'identity',
  'sandbox',
  'assets',
  'catalog',
  'mail',
  'foxycart',
  'connect',
  'token',
  'mylifecontact',
  'connectionrequest',
  'index.html',
  'config.json',
  'leak.txt',
  'start_here.webm',
  'app-abcdef12.js',
  '',
  '.',
  '..',
  '%2e%2e',
  '.%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%2F',
  '%5C',
  '\\',
  '%00',
  'a%00b',
  'index.html%00.js',
  '\u0000',
  'x\u0000y',
  '%01%1f%7f',
  '%ED%A0%80',
  '%C0%AF',
  '%C0%AE%C0%AE',
  '%FF%FE',
  '%E0%A4%A',
  '%',
  '%zz',
  '%%',
  '%25',
  '%2500',
  'a'.repeat(3000),
  'b'.repeat(256),
  'é'.repeat(200),
  encodeURIComponent('é'.repeat(200)),
  '~',
  '.env',
  '.git',
  'x.br',
  'x.gz',
  ';',
  '?',
  '#',
  '*',
  ' ',
  '%20',
  '+',
];

const PREFIXES = ['', ...CALL_PREFIXES, SANDBOX_PATH, '/assets', '/assets/catalog', '/api/user/profileimage'];

function fuzzPath(rng: Rng): string {
  let url = rng.pick(PREFIXES);
  if (rng.next() < 0.2) {
    // A known call's path, its parameters replaced by odd segments.
    url = calls[rng.pick(CALL_NAMES)].path.replace(/:([A-Za-z]+)/g, () => rng.pick(SEGMENTS));
  }
  for (let i = rng.int(4) + (url === '' ? 1 : 0); i > 0; i--) url += `/${rng.pick(SEGMENTS)}`;
  if (rng.next() < 0.15) url += '/';
  if (rng.next() < 0.1) url += `?${rng.pick(SEGMENTS)}=${rng.pick(SEGMENTS)}`;
  return url.startsWith('/') ? url : `/${url}`;
}

/** A built app's folder, with files under the API prefixes' names that the static handler must never serve. */
function builtApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'insight-fuzz-app-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Insight</title>');
  mkdirSync(path.join(dir, 'assets'));
  for (const file of ['app-abcdef12.js', 'app-abcdef12.js.br', 'app-abcdef12.js.gz']) {
    writeFileSync(path.join(dir, 'assets', file), 'console.log(1)');
  }
  for (const prefix of [...CALL_PREFIXES, SANDBOX_PATH]) {
    mkdirSync(path.join(dir, prefix), { recursive: true });
    writeFileSync(path.join(dir, prefix, 'leak.txt'), 'LEAKED');
    writeFileSync(path.join(dir, prefix, 'index.html'), 'LEAKED');
  }
  return dir;
}

describe('fuzz: paths, known or not', () => {
  let served: TestServer;
  let appDir: string;
  let bearer: string;
  beforeAll(async () => {
    appDir = builtApp();
    served = await createTestServer({ config: { appDist: appDir } });
    bearer = (await signedInUser(served.app)).token;
  }, STARTUP_MS);
  afterAll(async () => {
    await served?.close();
    if (appDir) rmSync(appDir, { recursive: true, force: true });
  });

  it('unknown paths under the API prefixes answer the JSON 404, signed in or not, and never a file', async () => {
    const prefixes = [...CALL_PREFIXES, SANDBOX_PATH];
    for (const prefix of prefixes) {
      for (const url of [`${prefix}/leak.txt`, `${prefix}/`, `${prefix}/index.html`, `${prefix}/no/such/path`]) {
        for (const method of ['GET', 'HEAD'] as const) {
          for (const headers of [{}, { authorization: `Bearer ${bearer}` }, { accept: 'text/html' }]) {
            const res = await served.app.inject({ method, url, headers });
            const what = `${method} ${url} ${JSON.stringify(headers).slice(0, 40)}`;
            expect(res.statusCode, what).toBe(404);
            expect(res.headers['content-type'], what).toMatch(/^application\/json/);
            if (method === 'GET') {
              expect(validate(ApiErrorBody, res.json()).ok, what).toBe(true);
              expect(res.json(), what).toMatchObject({ status: 404, title: 'Not Found' });
            }
            expect(res.body, what).not.toContain('LEAKED');
          }
        }
      }
    }
    // A path the router cannot read (invalid UTF-8, broken percent-encoding) is a 400 with the same body.
    for (const url of ['/api/%ED%A0%80', '/%E0%A4%A', '/auth/%zz', '/%C0%AF']) {
      const res = await served.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
      expect(res.statusCode, url).toBe(400);
      expect(validate(ApiErrorBody, res.json()).ok, url).toBe(true);
    }
    // The app itself is still served, and its pages fall back to index.html.
    const app = await served.app.inject({ method: 'GET', url: '/assets/app-abcdef12.js' });
    expect(app.statusCode).toBe(200);
    const page = await served.app.inject({ method: 'GET', url: '/library', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Insight</title>');
  });

  it(`${PATH_FUZZ_CASES} random paths (NUL, %00, 3,000-character segments, invalid UTF-8, dot segments): no 5xx`, async () => {
    const rng = generator(PATH_FUZZ_SEED);
    const serverErrors: string[] = [];
    const leaks: string[] = [];
    let unsendable = 0;
    for (let i = 0; i < PATH_FUZZ_CASES; i++) {
      const url = fuzzPath(rng);
      const headers: Record<string, string> = {};
      if (rng.next() < 0.5) headers.authorization = `Bearer ${bearer}`;
      if (rng.next() < 0.5) headers.accept = rng.pick(['text/html', '*/*', 'application/json', 'text/html, */*']);
      if (rng.next() < 0.4) headers['accept-encoding'] = rng.pick(['br', 'gzip', 'br, gzip', 'identity', '*']);
      if (rng.next() < 0.1)
        headers.range = rng.pick(['bytes=0-1', 'bytes=99999999-', 'bytes=5-1', 'bytes=x', 'bytes=0-0,1-1']);
      const method = rng.pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as const);
      let res: Awaited<ReturnType<typeof served.app.inject>>;
      try {
        res = await served.app.inject({ method, url, headers });
      } catch {
        // A path no client library can send (the test's own URL parser refuses it, e.g. '//%00'): see the raw run.
        unsendable += 1;
        continue;
      }
      if (res.statusCode >= 500) {
        serverErrors.push(
          `${method} ${JSON.stringify(url.slice(0, 120))} ${JSON.stringify(headers).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
      }
      if (res.body.includes('LEAKED')) leaks.push(`${method} ${JSON.stringify(url.slice(0, 120))}`);
    }
    expect(unsendable / PATH_FUZZ_CASES).toBeLessThan(0.05);
    expect(serverErrors).toEqual([]);
    expect(leaks).toEqual([]);
  }, 600_000);

  it('raw paths over a socket (no URL parser in between: dot segments, NUL, overlong, bad encoding): no 5xx', async () => {
    const address = await served.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const long = 'a'.repeat(3000);
    const raw = [
      '/../../../../etc/passwd',
      '/assets/../../../../etc/passwd',
      '/api/../../../../etc/passwd',
      '/api/leak.txt/../leak.txt',
      '/auth/../auth/leak.txt',
      '/./api/./leak.txt',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/catalog/../../../../etc/passwd',
      '/assets/catalog/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/a%00b',
      '/index.html%00.js',
      '/api/%00',
      `/${long}`,
      `/${long}/`,
      `/api/${long}`,
      `/assets/catalog/${long}`,
      `/${'a/'.repeat(1500)}`,
      '/%ED%A0%80',
      '/api/%C0%AF',
      '/%E0%A4%A',
      '/%',
      '/a%zz',
      '/\\..\\..\\etc\\passwd',
      '//etc/passwd',
      '/a\u0000b',
      '/a\u0001b',
    ];
    const failures: string[] = [];
    for (const target of raw) {
      for (const accept of ['*/*', 'text/html']) {
        const answer = await rawRequest(Number(port), target, { accept, authorization: `Bearer ${bearer}` });
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
        if (status === 0 || status >= 500 || answer.includes('LEAKED') || answer.includes('root:')) {
          failures.push(`${JSON.stringify(target.slice(0, 80))} (${accept}) → ${answer.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** One GET over a plain socket, the request target sent byte for byte; the answer's head (or '' on a reset). */
function rawRequest(port: number, target: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    const lines = [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  });
}
