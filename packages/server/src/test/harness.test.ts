import { describe, expect, it } from 'vitest';
import { createTestServer, createUserBody, newUser, registerUser, requestToken, signedInUser } from './harness.js';

// Each test server starts on an empty migrated database, whether it is a new one or one a closed server left
// (PGlite: emptied and handed on, test/harness.ts; PostgreSQL: a new database each time).
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

  it('does not hand on a database a test closed under its server', async () => {
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
});
