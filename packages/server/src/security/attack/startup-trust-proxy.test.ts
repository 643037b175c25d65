/**
 * Safe by default: TRUST_PROXY is the proxies' addresses (a hop count still starts, with a warning in production: it
 * trusts whoever connects), and a peer outside the list cannot set the client address while the proxy can.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, startupProblems, startupWarnings, type ServerConfig } from '../../config.js';
import { createTestServer } from '../../test/harness.js';
import { configOf, REAL_STORE, REAL_STORE_CONFIG, STARTUP_MS } from './startup.fixtures.js';

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
