import { describe, expect, it } from 'vitest';
import { createTestServer, createUserBody, newUser, registerUser, requestToken, signedInUser } from './harness.js';

// Each test server starts on an empty migrated database, whether it is a new one or one a closed server left
// (emptied and handed on, test/harness.ts), on PGlite and on PostgreSQL.
describe('the test harness', () => {
  it('starts every server on an empty database, with the seeded catalogue', async () => {
    const person = newUser();
    const first = await createTestServer();
    try {
      await registerUser(first.app, person);
      expect((await requestToken(first.app, person.email, person.password)).statusCode).toBe(200);
    } finally {
      await first.close();
    }
    for (let round = 0; round < 3; round += 1) {
      const next = await createTestServer();
      try {
        expect((await requestToken(next.app, person.email, person.password)).statusCode).toBe(400);
        const again = await next.app.inject({
          method: 'POST',
          url: '/api/mylifecontact',
          payload: createUserBody(person),
        });
        expect(again.statusCode).toBe(201);
        const { headers } = await signedInUser(next.app);
        const catalogue = await next.app.inject({ method: 'GET', url: '/api/catalogitem/', headers });
        expect(catalogue.statusCode).toBe(200);
        expect(catalogue.json<unknown[]>().length).toBeGreaterThan(0);
      } finally {
        await next.close();
      }
    }
  });

  it('hands on a database a test left in a broken transaction, rolled back and empty', async () => {
    const person = newUser();
    const left = await createTestServer();
    await registerUser(left.app, person);
    const raw = left.app.ctx.dbHandle.db as unknown as { execute(query: string): Promise<unknown> };
    await raw.execute('BEGIN');
    await expect(raw.execute('SELECT 1 / 0')).rejects.toThrow();
    await left.close();
    const next = await createTestServer();
    try {
      expect((await requestToken(next.app, person.email, person.password)).statusCode).toBe(400);
      await registerUser(next.app, newUser());
    } finally {
      await next.close();
    }
  });

  it('starts the next server on a working database after a test closed its database under its server', async () => {
    const broken = await createTestServer();
    await broken.app.ctx.dbHandle.close();
    // Its close then fails on PostgreSQL (the pool was ended already), as in the security tests.
    await broken.close().catch(() => undefined);
    const next = await createTestServer();
    try {
      const res = await next.app.inject({
        method: 'POST',
        url: '/api/mylifecontact',
        payload: createUserBody(newUser()),
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await next.close();
    }
  });

  it('hands on a database once, however often its server is closed', async () => {
    // Two servers holding whatever databases were idle, so that the one closed twice is the only one there.
    const holding = [await createTestServer(), await createTestServer()];
    const twice = await createTestServer();
    await twice.close();
    await twice.close().catch(() => undefined);
    // Two servers at once: were the database handed on twice, they would share it, and the person
    // registered on one could sign in on the other.
    const person = newUser();
    const [a, b] = await Promise.all([createTestServer(), createTestServer()]);
    try {
      await registerUser(a.app, person);
      expect((await requestToken(a.app, person.email, person.password)).statusCode).toBe(200);
      expect((await requestToken(b.app, person.email, person.password)).statusCode).toBe(400);
    } finally {
      await Promise.all([a.close(), b.close(), ...holding.map((server) => server.close())]);
    }
  });
});
