/**
 * Bearer authentication. Every /api route needs `Authorization: Bearer <jwt>` unless its route config says
 * `{ public: true }`; the user lands on `request.user`. `requireUser` is the same check as a preHandler for
 * routes elsewhere; `userOf(request)` gives the (non-null) user inside a handler. A route whose config says
 * `{ checksTokenVersion: true }` gets the user of a well-signed token and checks its version in its own
 * statement, answering `staleToken(reply)` when that finds the token no longer the user's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../context.js';
import { unauthorized, type HttpError } from '../http/errors.js';

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header);
  return match?.[1];
};

/** The user of the request's bearer token, or null; the token's version is left to the route when it says so. */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerOf(request);
  if (!token) return null;
  const { tokens } = request.server.ctx;
  const user = await tokens.claims(token);
  if (!user) return null;
  if (request.routeOptions.config.checksTokenVersion === true) return user;
  return (await tokens.isCurrent(user)) ? user : null;
}

/** The 401 of a missing, bad or ended token: throw what it answers. */
export function staleToken(reply: FastifyReply): HttpError {
  reply.header('WWW-Authenticate', 'Bearer');
  return unauthorized();
}

/** preHandler (or onRequest) hook: 401 JSON unless a valid bearer token is present. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.user) return;
  const user = await authenticate(request);
  if (!user) throw staleToken(reply);
  request.user = user;
}

/** The signed-in user inside a handler of an authenticated route. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

const isApiPath = (url: string): boolean => {
  const path = (url.split('?')[0] ?? url).toLowerCase();
  return path === '/api' || path.startsWith('/api/');
};

export function registerApiAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || request.is404 || request.routeOptions.config.public === true) return;
    await requireUser(request, reply);
  });
}
