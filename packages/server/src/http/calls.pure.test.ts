import type { CallDef } from '@insight/api';
import Fastify from 'fastify';
import { number, object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from './calls.js';
import { handleError } from './errors.js';

/** A call of the table's shape: a JSON body of { name } answered with { length }. */
const measure = {
  method: 'POST',
  base: 'api',
  path: '/api/measure',
  body: 'json',
  request: object({ name: string() }),
  answer: object({ length: number() }),
  bearer: false,
} as const satisfies CallDef;

function serverWith(handler: (name: string) => unknown, checkAnswers = true) {
  const app = Fastify();
  app.decorate('ctx', { config: { checkAnswers } } as never);
  app.setErrorHandler((error, request, reply) => handleError(error, request, reply));
  callRoute(app, measure, async (request) => handler(request.body.name));
  return app;
}

describe('callRoute', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the body with the call’s struct before the handler runs: a refused body is a 400, the handler never runs', async () => {
    const handler = vi.fn((name: string) => ({ length: name.length }));
    const app = serverWith(handler);
    const ok = await app.inject({ method: 'POST', url: '/api/measure', payload: { name: 'Ada' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ length: 3 });
    const refused = await app.inject({ method: 'POST', url: '/api/measure', payload: { name: 7 } });
    expect(refused.statusCode).toBe(400);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('in tests, an answer outside the call’s contract fails (a 500, and why on the console)', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = serverWith((name) => ({ length: name }));
    const res = await app.inject({ method: 'POST', url: '/api/measure', payload: { name: 'Ada' } });
    expect(res.statusCode).toBe(500);
    expect(said).toHaveBeenCalledWith(expect.stringContaining('POST /api/measure answered outside its contract'));
    // Outside tests nothing checks the answer.
    const unchecked = serverWith((name) => ({ length: name }), false);
    expect((await unchecked.inject({ method: 'POST', url: '/api/measure', payload: { name: 'Ada' } })).statusCode).toBe(
      200,
    );
  });
});
