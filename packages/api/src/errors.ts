/**
 * The error catalogue of SPEC §8 as one error class. Every failure of the client is an ApiError:
 * `message` is the text the UI shows, `title` the body's title (profile screens show it), `kind`
 * what the app should do (e.g. 'server' → go to /error, 'unauthorized' → already logged out).
 */
import { errorMessages } from './messages.js';

export type ApiErrorKind =
  'invalid_grant' | 'invalid_client' | 'invalid_token' | 'unauthorized' | 'server' | 'http' | 'network' | 'contract';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  title?: string;
  body?: unknown;
  /** Per-field messages when the server sent ApiErrorBody.fields. */
  fields?: Record<string, string>;
  /** For 'contract': where the answer did not match. */
  detail?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 for network failures. */
  readonly status: number;
  readonly title: string;
  readonly body: unknown;
  readonly fields: Record<string, string> | undefined;
  readonly detail: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.title = init.title ?? init.message;
    this.body = init.body;
    this.fields = init.fields;
    this.detail = init.detail;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Every text a body may carry: JSON error/message/title, .NET ExceptionMessage, or plain text. */
const bodyTexts = (body: unknown): string[] => {
  if (typeof body === 'string') return [body.trim()];
  if (!isRecord(body)) return [];
  const keys = [
    'ExceptionMessage',
    'exceptionMessage',
    'Message',
    'message',
    'error',
    'error_description',
    'title',
    'detail',
  ];
  return keys.map((key) => text(body[key])).filter((value): value is string => value !== undefined);
};

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
};

/** The text passed on for "other errors": body.error, else body.title, else body.message, else status text. */
export const errorText = (body: unknown, statusText: string, status: number): string => {
  if (isRecord(body)) {
    const found =
      text(body.error) ?? text(body.title) ?? text(body.message) ?? text(body.Message) ?? text(body.ExceptionMessage);
    if (found) return found;
  } else if (typeof body === 'string' && body.trim() !== '' && !/^\s*</.test(body)) {
    return body.trim();
  }
  return text(statusText) ?? `Request failed with status ${status}`;
};

export interface ResponseErrorContext {
  status: number;
  statusText: string;
  /** The parsed JSON body, the text body, or undefined. */
  body: unknown;
  /** Settings' contactEmail, for the invalid_client text. */
  contactEmail?: string;
}

/** Map a failed HTTP answer to the SPEC §8 catalogue. */
export function errorFromResponse({ status, statusText, body, contactEmail }: ResponseErrorContext): ApiError {
  const base = { status, body, fields: isRecord(body) ? stringRecord(body.fields) : undefined };
  const title = isRecord(body) ? text(body.title) : undefined;
  const oauthError = isRecord(body) ? body.error : undefined;

  if (oauthError === 'invalid_grant') {
    return new ApiError({ ...base, kind: 'invalid_grant', message: errorMessages.invalidGrant, title });
  }
  if (oauthError === 'invalid_client') {
    const message = errorMessages.invalidClient(contactEmail ?? '');
    return new ApiError({ ...base, kind: 'invalid_client', message, title });
  }
  if ((status === 400 || status >= 500) && bodyTexts(body).includes(errorMessages.invalidTokenException)) {
    return new ApiError({ ...base, kind: 'invalid_token', message: errorMessages.invalidResetToken, title });
  }
  const message = errorText(body, statusText, status);
  if (status === 401) return new ApiError({ ...base, kind: 'unauthorized', message, title });
  if (status >= 500) return new ApiError({ ...base, kind: 'server', message, title });
  return new ApiError({ ...base, kind: 'http', message, title });
}
