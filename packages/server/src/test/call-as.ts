/**
 * The call table from a test, as the app's client sends it: `t.as(person).call(calls.x, { params, body })` fills
 * the call's path, sends its method with the caller's bearer headers and the body in the call's encoding, and
 * answers fastify's injected response. One helper for every test file instead of one hand-written `inject`
 * wrapper per file; a test that means to send what the client never would (a wrong method, a raw body, a bad
 * header) still writes its `inject` itself.
 */
import { pathFor, type CallDef, type PathParams } from '@insight/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Who calls: a signed-in person (their Authorization header), or null for nobody signed in. */
export type Caller = { readonly headers: Readonly<Record<string, string>> } | null;

/** What a call carries besides its method and path. */
export interface CallInput<C extends CallDef> {
  /** The path template's parameters (':userId' → `params.userId`); none for a path without any. */
  params?: PathParams<C['path']>;
  /** The body: sent as JSON, or form-encoded for a call whose body is 'form' (the token calls). */
  body?: unknown;
  /** The query string's values. */
  query?: Readonly<Record<string, string>>;
  /** More headers (they win over the caller's). */
  headers?: Readonly<Record<string, string>>;
}

/** A caller of one app: `call` sends one call of the table as that caller. */
export interface CallingAs {
  call<C extends CallDef>(call: C, input?: CallInput<C>): Promise<LightMyRequestResponse>;
}

export function callAs(app: FastifyInstance, who: Caller): CallingAs {
  return {
    call(call, input = {}) {
      const path = pathFor(call, input.params as never);
      const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
      const form = call.body === 'form' && input.body !== undefined;
      return app.inject({
        method: call.method,
        url: `${path}${query}`,
        headers: {
          ...who?.headers,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...input.headers,
        },
        ...(input.body === undefined
          ? {}
          : {
              payload: form
                ? new URLSearchParams(input.body as Record<string, string>).toString()
                : (input.body as Record<string, unknown>),
            }),
      });
    },
  };
}
