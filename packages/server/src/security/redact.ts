/**
 * What request logs must never carry: secrets in addresses. Query parameters that hold a token (reset
 * links, FoxyCart SSO, invitations) and path segments that are tokens (connection acceptance, the
 * questionnaire) are replaced by "[redacted]". Used by the request serializer of app.ts and by any log
 * line that names a URL.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameter names whose values are secrets (compared case-insensitively). */
const SECRET_PARAMS = new Set(['token', 'fc_auth_token', 'connectiontoken', 'access_token', 'password']);

/** Paths whose segment after the prefix is a token. */
const TOKEN_PATHS = [
  /^(\/api\/connectionrequest\/accept\/token\/)[^/?#]+/i,
  /^(\/questionnaire\/)[^/?#]+/i,
  /^(\/sandbox\/survey\/)[^/?#]+/i,
];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // keep the raw name
      }
      return SECRET_PARAMS.has(name.toLowerCase()) && eq >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The request serializer of the logger: Fastify's fields, with the address redacted. */
export function redactedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
    version: request.headers?.['accept-version'],
  };
}
