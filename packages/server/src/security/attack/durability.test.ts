/**
 * Durability: what the server acknowledged survives a crash. The real server runs as a child process (from
 * source, on a fresh PGlite data folder or a fresh PostgreSQL database), takes a stream of registrations and
 * signed FoxyCart purchases from a few clients at once, and is killed with SIGKILL in the middle of it. Restarted
 * on the same data, every acknowledged (2xx) registration signs in and every acknowledged purchase shows as
 * bought; then, with the server stopped, the database holds nothing half-written: no transaction left without
 * its outcome, no granted transaction without its purchase rows, no purchase without its granted transaction.
 * Traffic goes to 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../config.js';
import { createDatabase, type DbHandle } from '../../db/client.js';
import { webhookSignature } from '../../features/cart/foxy.js';
import { WEBHOOK_PATH } from '../../features/cart/settings.js';
import { WEBHOOK_HEADERS } from '../../features/cart/webhook.js';
import {
  createPostgresDatabase,
  createUserBody,
  form,
  FORM_HEADERS,
  newUser,
  TEST_CLIENT,
} from '../../test/harness.js';
import { paidTransactionOf } from '../../test/purchases.js';

/** A server start (tsx compiling the sources, migrations, seed) on two busy cores. */
const START_MS = 40_000;
/** Clients sending at once. */
const CLIENTS = 3;
/** The server is killed once this many writes were acknowledged (the others in flight then are cut). */
const KILL_AFTER_ACKS = 30;
/** Seeded guide id 1 (MAP-001) is what every purchase buys. */
const GUIDE = { id: 1, code: 'MAP-001' } as const;

const STORE = {
  FOXYCART_URL: 'https://durability.foxycart.invalid',
  FOXYCART_CDN: 'https://cdn.foxycart.invalid/durability',
  FOXYCART_SECRET: 'durability-store-secret',
  FOXYCART_WEBHOOK_KEY: 'durability-webhook-key',
  FOXYCART_STORE_ID: 'durability',
};

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts packages/server/src/main.ts on `env`'s data and answers once it listens (on a port the system picks). */
async function startServer(env: Record<string, string>): Promise<Server> {
  const inherited = Object.fromEntries(
    (['PATH', 'HOME', 'TMPDIR'] as const).flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const child = spawn(
    process.execPath,
    ['--conditions=development', '--import', 'tsx', path.join(PACKAGE_ROOT, 'src', 'main.ts')],
    {
      cwd: PACKAGE_ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        SANDBOX: 'off',
        HOST: '127.0.0.1',
        PORT: '0',
        APP_URL: 'http://127.0.0.1',
        APP_DIST: path.join(tmpdir(), 'insight-durability-no-app'),
        AUTH_CLIENT_ID: TEST_CLIENT.id,
        AUTH_CLIENT_SECRET: TEST_CLIENT.secret,
        LOG_LEVEL: 'info',
        LIMIT_REGISTER_PER_IP: '100000',
        LIMIT_REGISTER_GLOBAL: '100000',
        LIMIT_TOKEN_PER_IP: '100000',
        LIMIT_TOKEN_GLOBAL: '100000',
        ...STORE,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in ${START_MS} ms:\n${output}`)),
      START_MS,
    );
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
  return { child, base, exited };
}

interface Registration {
  id: string;
  email: string;
  password: string;
}

async function register(base: string): Promise<Registration | undefined> {
  const user = newUser();
  const res = await fetch(`${base}/api/mylifecontact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(createUserBody(user)),
  });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email: user.email, password: user.password };
}

async function signIn(base: string, who: Registration): Promise<Response> {
  return fetch(`${base}/identity/connect/token`, {
    method: 'POST',
    headers: FORM_HEADERS,
    body: form({
      client_id: TEST_CLIENT.id,
      client_secret: TEST_CLIENT.secret,
      grant_type: 'password',
      username: who.email,
      password: who.password,
      scope: 'SsiScope',
    }),
  });
}

async function bearer(base: string, who: Registration): Promise<{ authorization: string }> {
  const res = await signIn(base, who);
  expect(res.status, `${who.email} signs in`).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

async function guideOf(
  base: string,
  headers: { authorization: string },
): Promise<{ price: number; isPurchased: boolean }> {
  const res = await fetch(`${base}/api/catalogitem/item/${GUIDE.id}/false`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as { price: number; isPurchased: boolean };
}

/** Sends a signed transaction/created for one guide; true when acknowledged. */
async function purchase(base: string, who: Registration, cents: number, transactionId: number): Promise<boolean> {
  const raw = JSON.stringify(paidTransactionOf(who.id, [{ code: GUIDE.code, cents }], transactionId));
  const res = await fetch(`${base}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.event]: 'transaction/created',
      [WEBHOOK_HEADERS.signature]: webhookSignature(raw, STORE.FOXYCART_WEBHOOK_KEY),
      [WEBHOOK_HEADERS.storeId]: STORE.FOXYCART_STORE_ID,
    },
    body: raw,
  });
  if (!res.ok) return false;
  const body = (await res.json()) as { granted?: number[] };
  expect(body.granted).toEqual([GUIDE.id]);
  return true;
}

describe('durability', () => {
  it('keeps every acknowledged registration and purchase through a SIGKILL, and nothing half-written', async () => {
    const started = Date.now();
    // The data: a fresh PGlite folder, or a fresh database on the PostgreSQL server of DATABASE_URL.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'insight-durability-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const adminUrl = process.env.DATABASE_URL;
    let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    if (adminUrl) {
      postgres = await createPostgresDatabase(adminUrl);
      const created = postgres;
      cleanups.push(async () => {
        await created.handle.close().catch(() => undefined);
        await created.drop();
      });
    }
    const env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };

    const first = await startServer(env);
    const startedMs = Date.now() - started;
    // The guide's price, as the catalogue says (a purchase at another price grants nothing).
    const probe = await register(first.base);
    if (!probe) throw new Error('the first registration was refused');
    const cents = Math.round((await guideOf(first.base, await bearer(first.base, probe))).price * 100);

    // The stream: each client registers a person, then buys the guide for them, until the server is gone.
    const registered: Registration[] = [probe];
    const purchased: { who: Registration; transactionId: number }[] = [];
    let acks = 1;
    let inFlightAtKill = 0;
    let inFlight = 0;
    let killed = false;
    let nextTransaction = 9_000_000;
    const kill = () => {
      if (killed) return;
      killed = true;
      inFlightAtKill = inFlight;
      first.child.kill('SIGKILL');
    };
    const acked = () => {
      acks += 1;
      if (acks >= KILL_AFTER_ACKS) kill();
    };
    const send = async <T>(request: () => Promise<T>): Promise<T | undefined> => {
      inFlight += 1;
      try {
        return await request();
      } catch {
        return undefined; // cut by the kill: not acknowledged, so nothing is promised about it
      } finally {
        inFlight -= 1;
      }
    };
    const client = async () => {
      while (!killed) {
        const who = await send(() => register(first.base));
        if (!who) continue;
        registered.push(who);
        acked();
        if (killed) break;
        const transactionId = nextTransaction++;
        if (await send(() => purchase(first.base, who, cents, transactionId))) {
          purchased.push({ who, transactionId });
          acked();
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    const streamMs = Date.now() - started - startedMs;

    // Restarted on the same data: every acknowledged write is there, through the API.
    const second = await startServer(env);
    for (const who of registered) {
      const headers = await bearer(second.base, who);
      const bought = purchased.some((p) => p.who === who);
      if (bought) expect((await guideOf(second.base, headers)).isPurchased, `${who.email} owns the guide`).toBe(true);
    }
    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.child.exitCode).toBe(0);

    // And in the database, with the server stopped: nothing lost, nothing half-written.
    const db: DbHandle = postgres ? postgres.handle : await createDatabase({ dataDir });
    const found = await db.withSession(async (s) => ({
      users: await s.query<{ id: number; email: string; password_hash: string }>(
        'SELECT id, email, password_hash FROM users',
      ),
      transactions: await s.query<{
        transaction_id: string;
        user_id: number | null;
        outcome: string;
        granted: number[];
      }>('SELECT transaction_id, user_id, outcome, granted_item_ids AS granted FROM foxy_transactions'),
      purchases: await s.query<{ user_id: number; catalog_item_id: number; transaction_id: string | null }>(
        'SELECT user_id, catalog_item_id, transaction_id FROM purchases',
      ),
    }));
    if (!postgres) await db.close();

    const users = new Map(found.users.map((u) => [Number(u.id), u]));
    const lostRegistrations = registered.filter((who) => users.get(Number(who.id))?.email !== who.email);
    const transactions = new Map(found.transactions.map((t) => [t.transaction_id, t]));
    const lostPurchases = purchased.filter((p) => transactions.get(String(p.transactionId))?.outcome !== 'granted');
    console.info(
      `durability (${postgres ? 'PostgreSQL' : 'PGlite'}): ${registered.length} registrations and ${purchased.length} purchases acknowledged, ` +
        `killed after ${acks} acknowledgements with ${inFlightAtKill} requests in flight; found after restart: ` +
        `${found.users.length} users, ${found.transactions.length} transactions, ${found.purchases.length} purchases; ` +
        `lost: ${lostRegistrations.length + lostPurchases.length}. Start ${startedMs} ms, stream ${streamMs} ms, ` +
        `total ${Date.now() - started} ms.`,
    );
    expect(lostRegistrations).toEqual([]);
    expect(lostPurchases).toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS / 2);

    // A user row is whole: its address and a password hash (sign-in was checked above for the acknowledged).
    for (const user of found.users) {
      expect(user.email).toMatch(/@/);
      expect(user.password_hash.length).toBeGreaterThan(20);
    }
    // A transaction row is settled (its outcome written with it), and a granted one has exactly its purchases.
    for (const t of found.transactions) {
      expect(t.outcome, `transaction ${t.transaction_id}`).toBe('granted');
      const rows = found.purchases.filter((p) => p.transaction_id === t.transaction_id);
      expect(rows.map((p) => [Number(p.user_id), Number(p.catalog_item_id)])).toEqual(
        t.granted.map((item) => [Number(t.user_id), Number(item)]),
      );
    }
    // A purchase always has its transaction, granted to the same person.
    for (const p of found.purchases) {
      const t = p.transaction_id === null ? undefined : transactions.get(p.transaction_id);
      expect(t?.outcome).toBe('granted');
      expect(Number(t?.user_id)).toBe(Number(p.user_id));
    }
  }, 110_000);
});
