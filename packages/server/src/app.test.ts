import { CALL_NAMES, calls } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/harness.js';

describe('server basics', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz once the migrations ran', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('has a route, with its method and path, for every call of the api call table', () => {
    const missing = CALL_NAMES.filter((name) => {
      const { method, path } = calls[name];
      return !t.app.hasRoute({ method, url: path });
    }).map((name) => `${name}: ${calls[name].method} ${calls[name].path}`);
    expect(missing).toEqual([]);
  });
});
