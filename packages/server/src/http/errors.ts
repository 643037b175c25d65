/**
 * Every error leaves the server as JSON ApiErrorBody {status, title, error, fields?} (@insight/api);
 * the token endpoint alone answers RFC 6749 bodies (see features/auth/token-route.ts).
 * Hand-written rather than @fastify/sensible: its httpErrors answer Fastify's {statusCode, error, message},
 * not SPEC §8's body, so this handler would stay and the plugin would only replace the five one-line makers.
 */
import { STATUS_CODES } from 'node:http';
import { validate, type ApiErrorBody, type StructLike, type ValidationFailure } from '@insight/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  readonly status: number;
  readonly title: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, options: { title?: string; fields?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.title = options.title ?? message;
    this.fields = options.fields;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>): HttpError =>
  new HttpError(400, message, { fields });
export const unauthorized = (message = 'Authentication is required.'): HttpError => new HttpError(401, message);
export const forbidden = (message = 'You may not do this.'): HttpError => new HttpError(403, message);
export const notFound = (message = 'Not found.'): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);

export const statusText = (status: number): string => STATUS_CODES[status] ?? 'Error';

export function errorBody(
  status: number,
  error: string,
  title?: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  const body: ApiErrorBody = { status, title: title ?? statusText(status), error };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  return body;
}

const fieldsOf = (failures: ValidationFailure[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const failure of failures) if (!(failure.path in fields)) fields[failure.path] = failure.message;
  return fields;
};

/** Validates with a contract struct; a failure throws a 400 carrying the SPEC §5 text of the first failure. */
export function parseWith<T>(struct: StructLike<T>, value: unknown): T {
  const result = validate(struct, value);
  if (result.ok) return result.value;
  throw badRequest(result.message, fieldsOf(result.failures));
}

const GENERIC_SERVER_ERROR = 'An unexpected error occurred. Please try again.';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/**
 * The 4xx status of an http-errors error (what @fastify/send throws for a request it refuses: 400 for a NUL
 * byte, 403 for a '..', 416 for a range past the end), else undefined. Such errors carry no Fastify code.
 */
function httpErrorsStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const { statusCode, expose } = error as { statusCode?: unknown; expose?: unknown };
  if (typeof expose !== 'boolean' || typeof statusCode !== 'number') return undefined;
  return statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}

/** The root error handler: known errors keep their status and text; anything else is a generic 500. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    return reply.code(error.status).send(errorBody(error.status, error.message, error.title, error.fields));
  }
  const status = isFastifyError(error) && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500 && isFastifyError(error)) {
    // Fastify's own 4xx (bad JSON, too large, unsupported media type, validation): its text is safe.
    const message = error.validation ? 'The request is invalid.' : error.message;
    return reply.code(status).send(errorBody(status, message));
  }
  const refused = httpErrorsStatus(error);
  if (refused !== undefined) {
    // A library's refusal of what the client sent: the client's fault, told by its status alone.
    return reply.code(refused).send(errorBody(refused, `${statusText(refused)}.`));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(500, GENERIC_SERVER_ERROR));
}
