/**
 * The routes of the api package's call table: a call's route takes its method and path from the table (its
 * `:name` templates are Fastify's syntax as they are) and its handler gets the path parameters typed from
 * that path. Fastify hands every parameter over as a string: check it (idParam) before use.
 */
import type { CallDef, PathParams } from '@insight/api';
import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { badRequest } from './errors.js';

/** The path parameters of a call as a request carries them: one string per `:name` of its path. */
export type CallParams<C extends Pick<CallDef, 'path'>> = { [K in keyof PathParams<C['path']>]: string };

export type CallHandler<C extends CallDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  { Params: CallParams<C> }
>;

/** Registers the route of `call`; `options` as Fastify's (e.g. `{ config: { public: true } }`). */
export function callRoute<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RouteShorthandOptions = {},
): void {
  app.route<{ Params: CallParams<C> }>({ ...options, method: call.method, url: call.path, handler });
}

/** A positive whole number path parameter, else 400. */
export function idParam(value: string, name = 'id'): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw badRequest(`The ${name} must be a positive whole number.`);
  return Number(value);
}
