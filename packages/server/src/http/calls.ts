/**
 * The routes of the api package's call table: a call's route takes its method and path from the table (its
 * `:name` templates are Fastify's syntax as they are) and its handler gets the path parameters typed from
 * that path. Fastify hands every parameter over as a string: check it (idParam) before use.
 */
import { validate, type CallDef, type PathParams, type RequestOf, type StructLike } from '@insight/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { badRequest, parseWith } from './errors.js';

/** The path parameters of a call as a request carries them: one string per `:name` of its path. */
export type CallParams<C extends Pick<CallDef, 'path'>> = { [K in keyof PathParams<C['path']>]: string };

/** A call's request as its handler sees it: typed path parameters, and the body its own struct has checked. */
export type CallRequest<C extends CallDef> = FastifyRequest<{ Params: CallParams<C>; Body: RequestOf<C> }>;

export type CallHandler<C extends CallDef> = (request: CallRequest<C>, reply: FastifyReply) => unknown;

export interface CallRouteOptions extends RouteShorthandOptions {
  /** What a refused body is answered with when the call says one thing for any (else each field's own words). */
  invalidBody?: string;
  /** The handler reads the body itself (the OAuth endpoints answer RFC 6749's errors, not ours). */
  ownBody?: true;
}

/** In tests (config.checkAnswers): a successful JSON answer of `call` that its answer struct refuses fails. */
function answerChecker(call: CallDef, answer: StructLike<unknown>) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string' || payload === '') {
      return payload;
    }
    const result = validate(answer, JSON.parse(payload));
    if (!result.ok) {
      const why = `${call.method} ${call.path} answered outside its contract: ${result.path} ${result.message}`;
      console.error(why); // the test sees a 500; this says why
      throw new Error(why);
    }
    return payload;
  };
}

/** Whether callRoute checks the body of `call` with the call's own struct before its handler runs. */
const checksBody = (call: CallDef, options: CallRouteOptions): boolean =>
  call.request !== undefined && (call.body === 'json' || call.body === 'form') && options.ownBody !== true;

/**
 * Registers the route of `call`; `options` as Fastify's (e.g. `{ config: { public: true } }`). A call with a
 * request struct (the api's call table) has its body checked with it before the handler runs: a refused body is a
 * 400 with the field's words (or `invalidBody`), and changes nothing; the handler gets the checked value.
 */
export function callRoute<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  { invalidBody, ownBody, ...options }: CallRouteOptions = {},
): void {
  const struct = checksBody(call, { ownBody }) ? call.request : undefined;
  const answer = app.ctx.config.checkAnswers && typeof call.answer === 'object' ? call.answer : undefined;
  app.route<{ Params: CallParams<C>; Body: RequestOf<C> }>({
    ...options,
    ...(answer ? { onSend: answerChecker(call, answer) } : {}),
    method: call.method,
    url: call.path,
    handler: struct
      ? async function checked(request, reply) {
          if (invalidBody === undefined) {
            request.body = parseWith(struct, request.body) as RequestOf<C>;
          } else {
            const result = validate(struct, request.body);
            if (!result.ok) throw badRequest(invalidBody);
            request.body = result.value as RequestOf<C>;
          }
          return handler(request as CallRequest<C>, reply);
        }
      : (request, reply) => handler(request as CallRequest<C>, reply),
  });
}

/** A positive whole number path parameter, else 400. */
export function idParam(value: string, name = 'id'): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw badRequest(`The ${name} must be a positive whole number.`);
  return Number(value);
}
