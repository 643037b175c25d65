/**
 * POST /identity/connect/token — RFC 6749 §4.3 (resource owner password grant), IdentityServer style:
 * every error is HTTP 400 JSON { error, error_description }.
 * POST /identity/connect/revocation — RFC 7009: the client authenticates as on the token call; any
 * token, valid or not, answers 200 (§2.2), and a valid one is ended for every server on the database. The body
 * is `{}` as application/json: §2.2 says a client ignores it, and strict clients (simple-oauth2's default JSON
 * mode) refuse an empty answer without a content type.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { AUTH_SCOPE, calls, GRANT_TYPE, errorMessages, type TokenErrorBody, type TokenResponse } from '@insight/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callRoute } from '../../http/calls.js';
import { HttpError, handleError } from '../../http/errors.js';
import { checkCredentials } from './service.js';

export type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'unauthorized_client'
  | 'invalid_scope'
  | 'invalid_grant';

class TokenError extends Error {
  constructor(
    readonly code: TokenErrorCode,
    readonly description: string,
  ) {
    super(description);
  }
}

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' } as const;
export const TOO_MANY_REQUESTS = 'Too many sign-in attempts. Please wait a minute and try again.';

function sendTokenError(reply: FastifyReply, code: TokenErrorCode, description: string): FastifyReply {
  const body: TokenErrorBody = { error: code, error_description: description };
  return reply.code(400).headers(NO_STORE).send(body);
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));

/** application/x-www-form-urlencoded decoding of one Basic credential part (RFC 6749 §2.3.1). */
const formDecode = (value: string): string => decodeURIComponent(value.replace(/\+/g, ' '));

function basicCredentials(request: FastifyRequest): { id: string; secret: string } | undefined | 'malformed' {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return 'malformed';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}

const isFormEncoded = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** The form fields; each must appear at most once (RFC 6749 §3.2). */
function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TokenError('invalid_request', 'The request must be form-encoded.');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string')
      throw new TokenError('invalid_request', `The parameter ${key} is repeated or invalid.`);
    fields[key] = value;
  }
  return fields;
}

/** Client authentication (RFC 6749 §2.3.1): HTTP Basic OR client_id/client_secret in the body, never both. */
function authenticateClient(
  request: FastifyRequest,
  form: Record<string, string>,
  expected: { id: string; secret: string },
): void {
  const basic = basicCredentials(request);
  if (basic === 'malformed') throw new TokenError('invalid_request', 'The Authorization header is malformed.');
  const inBody = form.client_id !== undefined || form.client_secret !== undefined;
  if (basic && inBody) {
    throw new TokenError('invalid_request', 'Use one client authentication method only.');
  }
  const client = basic ?? (inBody ? { id: form.client_id ?? '', secret: form.client_secret ?? '' } : undefined);
  if (!client) throw new TokenError('invalid_client', 'Client authentication is required.');
  const idOk = sameSecret(client.id, expected.id);
  const secretOk = sameSecret(client.secret, expected.secret);
  if (!idOk || !secretOk) {
    request.log.warn({ clientId: client.id, ip: request.ip }, 'token request with an unknown client');
    throw new TokenError('invalid_client', 'Client authentication failed.');
  }
}

export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;

  // Any other body type reaches the handler (and gets invalid_request) instead of a generic 415.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof TokenError) return sendTokenError(reply, error.code, error.description);
    if (error instanceof HttpError) return handleError(error, request, reply);
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendTokenError(reply, 'invalid_request', 'The request is malformed.');
    }
    request.log.error({ err: error }, 'token endpoint failed');
    return reply.code(500).headers(NO_STORE).send({ error: 'server_error' });
  });

  // RFC 6749 §5.2: the token endpoint reads its form itself and answers OAuth's errors (ownBody).
  callRoute(
    app,
    calls.token,
    async (request, reply) => {
      if (!isFormEncoded(request)) throw new TokenError('invalid_request', 'The request must be form-encoded.');
      const form = formFields(request.body);

      authenticateClient(request, form, { id: config.authClientId, secret: config.authClientSecret });

      if (!form.grant_type) throw new TokenError('invalid_request', 'grant_type is required.');
      if (form.grant_type !== GRANT_TYPE) {
        throw new TokenError('unsupported_grant_type', 'Only the password grant is supported.');
      }
      if (form.scope !== undefined && form.scope.trim() !== AUTH_SCOPE && form.scope.trim() !== '') {
        throw new TokenError('invalid_scope', `The only scope is ${AUTH_SCOPE}.`);
      }
      if (!form.username || form.password === undefined || form.password === '') {
        throw new TokenError('invalid_request', 'username and password are required.');
      }

      const result = await checkCredentials(app.ctx, request.log, {
        username: form.username,
        password: form.password,
        ip: request.ip,
      });
      if (!result.ok && result.reason === 'rate-limited') {
        // Too many password checks from this address or for the whole deployment: no hash was computed.
        const body: TokenErrorBody = { error: 'invalid_request', error_description: TOO_MANY_REQUESTS };
        return reply
          .code(429)
          .headers({ ...NO_STORE, 'Retry-After': '60' })
          .send(body);
      }
      if (!result.ok) throw new TokenError('invalid_grant', errorMessages.invalidGrant);

      const accessToken = await app.ctx.tokens.sign(result.user);
      const body: TokenResponse = {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: app.ctx.tokens.ttlSeconds,
        scope: AUTH_SCOPE,
      };
      return reply.headers(NO_STORE).send(body);
    },
    { ownBody: true },
  );

  callRoute(
    app,
    calls.revokeToken,
    async (request, reply) => {
      if (!isFormEncoded(request)) throw new TokenError('invalid_request', 'The request must be form-encoded.');
      const form = formFields(request.body);
      authenticateClient(request, form, { id: config.authClientId, secret: config.authClientSecret });
      if (form.token === undefined || form.token === '') throw new TokenError('invalid_request', 'token is required.');
      // RFC 7009 §2.2: an invalid, expired or unknown token answers 200 as well (nothing to end); a hint that is
      // not an access token's is ignored (§2.1: the server searches its tokens anyway; there are no others).
      if (form.token.length <= 4096) await app.ctx.tokens.revoke(form.token);
      return reply.code(200).headers(NO_STORE).send({});
    },
    { ownBody: true },
  );
}
