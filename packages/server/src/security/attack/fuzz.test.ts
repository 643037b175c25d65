/**
 * The fuzz run: at least 10,000 malformed requests (bodies, path parameters, headers, encodings and
 * oversize payloads) across every call of the api package's call table, from a deterministic seed.
 * Every answer must be below 500, and a batch of 100 in which no change was accepted (every write call
 * refused with 4xx) must leave every table as it was (row counts and checksums; the rate-limit counters and
 * the failed-login log excepted).
 *
 * The path run: random paths, known or not, against a server that serves a built app (its static
 * handler and SPA fallback on), with NUL bytes raw and as %00, 3,000-character segments, invalid UTF-8 and
 * broken percent-encoding, dot segments and encoded slashes, under every prefix: 0 × 5xx. Unknown paths under
 * the API prefixes answer SPEC's JSON 404 and never reach the file system (the built app's folder holds files
 * under those names, which must never be served).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorBody, CALL_NAMES, calls, validate, type CallName } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_PREFIXES, SANDBOX_PATH } from '../../http/paths.js';
import { createTestServer, signedInUser, TEST_CLIENT, type TestServer } from '../../test/harness.js';
import { changedTables, tableSnapshot } from './snapshot.js';

const STARTUP_MS = 180_000;
export const FUZZ_SEED = 20_261_123;
export const FUZZ_CASES = 10_000;
const BATCH = 100;
/** Bookkeeping a refusal may write: limits are counted before anything is checked. */
const BOOKKEEPING = new Set(['limit_counters', 'login_attempts']);

/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof generator>;

const STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'ä'.repeat(300),
  'x'.repeat(5000),
  '9'.repeat(40),
  'en-US',
  'personal',
  'a@b.c',
  'user@example.com',
];

/** encodeURIComponent, with lone surrogates sent as the raw (invalid UTF-8) bytes a client could send. */
const encode = (v: string): string => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
/** A header value: what HTTP can carry (visible ASCII), the rest as '?'. */
const headerText = (v: string): string => v.replace(/[^\x20-\x7e]/g, '?');

/** Any value as request text.*/
const text = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function value(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 3 ? 6 : 9)) {
    case 0:
      return rng.pick(STRINGS);
    case 1:
      return rng.pick([0, -1, 1, 2 ** 31, -(2 ** 53), 1.5, Number.MAX_SAFE_INTEGER]);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return rng.pick(STRINGS).repeat(rng.int(3) + 1);
    case 4:
      return '';
    case 5:
      return rng.int(1000);
    case 6:
      return Array.from({ length: rng.int(4) }, () => value(rng, depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--) {
        // defineProperty: a key named __proto__ stays an own, serialisable key.
        Object.defineProperty(out, rng.pick([...KEYS, ...STRINGS.slice(0, 16)]), {
          value: value(rng, depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
  }
}

const KEYS = [
  'user',
  'id',
  'email',
  'username',
  'userName',
  'password',
  'firstname',
  'lastname',
  'firstName',
  'lastName',
  'gender',
  'message',
  'reportIds',
  'status',
  'Email',
  'Token',
  'NewPassword',
  'UserName',
  'grant_type',
  'client_id',
  'client_secret',
  'scope',
  '__proto__',
] as const;

/** A body that looks almost right for the call: a real shape with one field broken. */
function nearlyRight(rng: Rng, name: CallName): unknown {
  const user = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    username: 'fuzz@example.com',
    email: 'fuzz@example.com',
    gender: 'F',
    password: 'correct-horse-9',
    firstName: 'Ada',
    lastName: 'Lovelace',
    userName: 'fuzz@example.com',
  };
  const broken = { ...user, [rng.pick(Object.keys(user))]: value(rng) };
  if (name === 'createUser' || name === 'updateContact') return { user: broken };
  return { ...broken, id: value(rng) };
}

interface FuzzCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function fuzzCase(rng: Rng, name: CallName, token: string): FuzzCase {
  const call = calls[name];
  const url = call.path.replace(/:([A-Za-z]+)/g, () => encode(text(value(rng))).slice(0, 2000) || '%20');
  const headers: Record<string, string> = {};
  if (rng.next() < 0.7) headers.authorization = `Bearer ${token}`;
  else if (rng.next() < 0.3)
    headers.authorization = rng.pick(['Bearer ', 'Bearer x.y.z', 'Basic %%%', `Bearer ${token}x`]);
  const kind = rng.int(10);
  let payload: string | Buffer | undefined;
  if (kind <= 3) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(rng.next() < 0.5 ? value(rng) : nearlyRight(rng, name));
  } else if (kind === 4) {
    headers['content-type'] = 'application/json';
    payload = rng.pick(['{', '{"a":', '[1,2', 'nul', '{"__proto__":{"admin":true}}', '\u0000', '"\\ud800"']);
  } else if (kind === 5) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const fields = new URLSearchParams();
    for (let i = rng.int(6); i > 0; i--) fields.append(rng.pick(KEYS), text(value(rng)));
    if (name === 'token' && rng.next() < 0.5) {
      fields.set('client_id', TEST_CLIENT.id);
      fields.set('client_secret', TEST_CLIENT.secret);
    }
    payload = fields.toString();
  } else if (kind === 6) {
    headers['content-type'] = rng.pick([
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'text/plain',
      'application/xml',
      'application/json; charset=utf-16',
      'image/png',
    ]);
    payload = Buffer.from(text(value(rng)));
  } else if (kind === 7) {
    headers['content-type'] = 'application/json';
    headers['content-encoding'] = rng.pick(['gzip', 'br', 'deflate', 'identity, gzip']);
    payload = Buffer.from([0x1f, 0x8b, 8, 0, rng.int(255), rng.int(255)]);
  } else if (kind === 8 && rng.next() < 0.02) {
    // Oversize: above every body limit (1 MB webhook, profile image, JSON default).
    headers['content-type'] = rng.pick([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=b',
    ]);
    payload = Buffer.alloc(6 * 1024 * 1024, 'a');
  } else {
    // Odd headers with no body.
    headers[rng.pick(['x-xsrf-token', 'cookie', 'x-forwarded-for', 'accept', 'range'])] = headerText(
      text(value(rng)).slice(0, 4000),
    );
  }
  const method = rng.next() < 0.9 ? call.method : rng.pick(['GET', 'POST', 'PUT', 'DELETE'] as const);
  return { method, url, headers, ...(payload === undefined || method === 'GET' ? {} : { payload }) };
}

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await createTestServer();
  token = (await signedInUser(t.app)).token;
}, STARTUP_MS);
afterAll(async () => {
  await t?.close();
});

describe('fuzz', () => {
  it(`${FUZZ_CASES} malformed requests across every call: no 5xx, no write from a refusal`, async () => {
    const rng = generator(FUZZ_SEED);
    const serverErrors: string[] = [];
    const partialWrites: string[] = [];
    let sent = 0;
    let batches = 0;
    let checkedBatches = 0;
    while (sent < FUZZ_CASES) {
      const before = await tableSnapshot(t);
      let allRefused = true;
      for (let i = 0; i < BATCH && sent < FUZZ_CASES; i++, sent++) {
        const name = CALL_NAMES[sent % CALL_NAMES.length] as CallName;
        const request = fuzzCase(rng, name, token);
        const res = await t.app.inject(request);
        if (res.statusCode >= 500) {
          serverErrors.push(
            `${request.method} ${request.url.slice(0, 120)} ${JSON.stringify({ ...request.headers, authorization: request.headers.authorization?.slice(0, 12) }).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)} body: ${String(request.payload ?? '').slice(0, 80)}`,
          );
        }
        // An accepted change may write (a GET never does; forgot-password answers true to everyone).
        if (res.statusCode < 400 && request.method !== 'GET' && name !== 'forgotPassword') allRefused = false;
      }
      batches += 1;
      if (allRefused) {
        checkedBatches += 1;
        const changed = changedTables(before, await tableSnapshot(t)).filter((table) => !BOOKKEEPING.has(table));
        if (changed.length > 0) partialWrites.push(`batch ending at case ${sent}: ${changed.join(', ')}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // The write check ran on nearly every batch (a batch with an accepted change is not checked).
    expect(checkedBatches / batches, `${checkedBatches} of ${batches} batches checked`).toBeGreaterThan(0.8);
    expect(serverErrors).toEqual([]);
    expect(partialWrites).toEqual([]);
  }, 1_200_000);
});

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
