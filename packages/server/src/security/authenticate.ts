/**
 * Bearer authentication. Every /api route needs `Authorization: Bearer <jwt>` unless its route config says
 * `{ public: true }`; the user lands on `request.user`. `requireUser` is the same check as a preHandler for
 * routes elsewhere; `userOf(request)` gives the (non-null) user inside a handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../context.js';
import { unauthorized } from '../http/errors.js';

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header);
  return match?.[1];
};

/** The user of the request's bearer token, or null. */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerOf(request);
  if (!token) return null;
  return request.server.ctx.tokens.verify(token);
}

/** preHandler (or onRequest) hook: 401 JSON unless a valid bearer token is present. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.user) return;
  const user = await authenticate(request);
  if (!user) {
    reply.header('WWW-Authenticate', 'Bearer');
    throw unauthorized();
  }
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
