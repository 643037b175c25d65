/**
 * The fuzz run: at least 10,000 malformed requests (bodies, path parameters, headers, encodings and
 * oversize payloads) across every call of the api package's call table, from a deterministic seed.
 * Every answer must be below 500, and a batch of 100 in which no change was accepted (every write call
 * refused with 4xx) must leave every table as it was (row counts and checksums; the rate-limit counters and
 * the failed-login log excepted). The paths: fuzz-paths.test.ts.
 */
import { CALL_NAMES, calls, type CallName } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedInUser, TEST_CLIENT, type TestServer } from '../../test/harness.js';
import { generator, STARTUP_MS, type Rng } from './fuzz.fixtures.js';
import { changedTables, tableSnapshot } from './snapshot.js';

export const FUZZ_SEED = 20_261_123;
export const FUZZ_CASES = 10_000;
const BATCH = 100;
/** Bookkeeping a refusal may write: limits are counted before anything is checked. */
const BOOKKEEPING = new Set(['limit_counters', 'login_attempts']);

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
