import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startupProblems } from '../config.js';
import type { MailTransport } from '../features/mail/mailer.js';
import { buyThroughWebhook } from '../test/purchases.js';
import { createTestServer, createUserBody, newUser, signedInUser, type TestServer } from '../test/harness.js';
import { metricsAddress } from './metrics.js';

/** The value of one sample of the Prometheus text (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics: settings', () => {
  const env = { DATA_DIR: '/nonexistent/insight-metrics', PORT: '3000' };
  it('are off by default and bound to loopback when on', () => {
    expect(loadConfig(env, { persistSecrets: false }).metricsPort).toBeUndefined();
    const on = loadConfig({ ...env, METRICS_PORT: '9464' }, { persistSecrets: false });
    expect(on).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(startupProblems(on)).toEqual([]);
    expect(
      loadConfig({ ...env, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, { persistSecrets: false }),
    ).toMatchObject({ metricsHost: '10.0.0.5' });
  });

  it('never on the public port, and a port that is no port is refused', () => {
    expect(startupProblems(loadConfig({ ...env, METRICS_PORT: '3000' }, { persistSecrets: false }))).toContain(
      'METRICS_PORT must not be the public PORT (3000): metrics are never served to the public.',
    );
    expect(startupProblems(loadConfig({ ...env, METRICS_PORT: 'nine' }, { persistSecrets: false }))).toContain(
      'METRICS_PORT must be a port number, not "nine".',
    );
  });

  it('a server without METRICS_PORT opens no listener and its public port serves no metrics', async () => {
    const t = await createTestServer();
    try {
      expect(metricsAddress(t.app)).toBeUndefined();
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.body).not.toContain('insight_http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });
});

describe('metrics on METRICS_PORT', () => {
  let t: TestServer;
  let base: string;
  /** Deliveries the test lets finish (a mail server that answers when told). */
  const deliveries: Array<() => void> = [];
  const slowSmtp: MailTransport = {
    sendMail: () => new Promise((resolve) => deliveries.push(() => resolve(undefined))),
  };
  const scrape = async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    t = await createTestServer({
      config: {
        metricsPort: 0,
        metricsHost: '127.0.0.1',
        limits: { tokenPerIp: 300, tokenGlobal: 600, registerPerIp: 3, registerGlobal: 1000 },
      },
      deps: { mailTransport: slowSmtp },
    });
    const address = metricsAddress(t.app);
    if (!address) throw new Error('no metrics listener');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    deliveries.splice(0).forEach((deliver) => deliver());
    await t?.close();
  });

  it('listens on loopback only, answers GET /metrics and nothing else', async () => {
    expect(metricsAddress(t.app)?.address).toBe('127.0.0.1');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    const text = await scrape();
    // Node's process metrics come with them.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
  });

  it('times requests per route template, not per raw address, with their status', async () => {
    const { headers } = await signedInUser(t.app, {}, { confirm: false });
    for (const ids of ['123456', '234567,345678']) {
      await t.app.inject({ method: 'GET', url: `/api/traits/circle/${ids}`, headers });
    }
    await t.app.inject({ method: 'GET', url: '/readyz' });
    const text = await scrape();
    const circle = { method: 'GET', route: '/api/traits/circle/:userIds' };
    const counted = text
      .split('\n')
      .filter((line) => line.startsWith('insight_http_request_duration_seconds_count{') && line.includes(circle.route));
    expect(counted.reduce((n, line) => n + Number(line.split(' ').at(-1)), 0)).toBe(2);
    expect(text).not.toContain('/api/traits/circle/123456');
    expect(sample(text, 'insight_http_request_duration_seconds_count', { route: '/readyz', status_code: '200' })).toBe(
      1,
    );
    expect(
      sample(text, 'insight_http_request_duration_seconds_bucket', {
        route: '/readyz',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(
      sample(text, 'insight_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/mylifecontact',
        status_code: '201',
      }),
    ).toBe(1);
  });

  it('counts limit refusals (429) by route', async () => {
    const before = sample(await scrape(), 'insight_limit_refusals_total', { route: '/api/mylifecontact' }) ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/mylifecontact', payload: createUserBody(newUser()) });
      statuses.push(res.statusCode);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'insight_limit_refusals_total', { route: '/api/mylifecontact' })).toBe(
      before + refused,
    );
  });

  it('shows the mail backlog: waiting while the mail server has not answered, none once it has', async () => {
    // Every registration above mailed its confirmation link through the slow mail server.
    expect(deliveries.length).toBeGreaterThan(0);
    const waiting = sample(await scrape(), 'insight_mail_backlog', { state: 'waiting' });
    expect(waiting).toBe(deliveries.length);
    deliveries.splice(0).forEach((deliver) => deliver());
    await (t.app.ctx.mailer as { idle?: () => Promise<void> }).idle?.();
    const text = await scrape();
    expect(sample(text, 'insight_mail_backlog', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'insight_mail_backlog', { state: 'failed' })).toBe(0);
  });

  it('counts webhook deliveries by outcome and the guides they granted', async () => {
    // Registration is limited above: this person comes from another address.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mylifecontact',
      payload: createUserBody(newUser()),
      remoteAddress: '192.0.2.77',
    });
    const id = res.json<{ user: { id: string } }>().user.id;
    expect((await buyThroughWebhook(t.app, id, ['MAP-001'])).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'insight_webhook_deliveries_total', { outcome: 'granted' })).toBe(1);
    expect(sample(text, 'insight_webhook_granted_items_total')).toBeGreaterThanOrEqual(1);
  });

  it('shows the PostgreSQL pool (in use, idle, waiting, its size); PGlite has none', async () => {
    const text = await scrape();
    if (t.databaseKind === 'postgres') {
      expect(sample(text, 'insight_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'insight_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'insight_db_pool_waiting')).toBe(0);
      expect(sample(text, 'insight_db_pool_max')).toBe(5);
    } else {
      expect(text).not.toContain('insight_db_pool_connections');
    }
  });

  it('closes its listener with the server', async () => {
    const other = await t.anotherServer();
    const address = metricsAddress(other.app);
    expect(address?.port).toBeGreaterThan(0);
    await other.close();
    expect(metricsAddress(other.app)).toBeUndefined();
    await expect(fetch(`http://127.0.0.1:${address?.port}/metrics`)).rejects.toThrow();
  });
});
