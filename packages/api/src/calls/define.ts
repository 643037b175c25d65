/**
 * What a call of the table is: its method, base, path template, body and answer, the types read from them, and
 * def(), which every group of calls is written with.
 */
import type { StructLike } from '../structs/validation.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallBase = 'api' | 'auth';
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'none';

export type AnswerSpec = StructLike<unknown> | 'text' | 'none';

export interface CallDef {
  readonly method: HttpMethod;
  readonly base: CallBase;
  /** Fastify-style template: '/api/report/:userId/:reportId'. */
  readonly path: string;
  readonly body: BodyEncoding;
  /** The body's struct (the server validates bodies with it); absent when there is no JSON/form body. */
  readonly request?: StructLike<unknown>;
  readonly answer: AnswerSpec;
  /** Sends Authorization: Bearer when a token exists (all but the token call). */
  readonly bearer: boolean;
}

/** The value a call resolves to: the struct's type, a string for 'text', void for 'none'. */
export type AnswerOf<C extends CallDef> = C['answer'] extends 'text'
  ? string
  : C['answer'] extends 'none'
    ? void
    : C['answer'] extends StructLike<infer T>
      ? T
      : never;

/** The body type of a call: its request struct's type (unknown when it has none, e.g. multipart). */
export type RequestOf<C extends CallDef> = C extends { request: StructLike<infer T> } ? T : unknown;

/** ':a/:b' → 'a' | 'b'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number | boolean };

export const def = <const C extends Omit<CallDef, 'bearer'> & { readonly bearer?: boolean }>(
  call: C,
): C & { bearer: boolean } => ({
  bearer: true,
  ...call,
});
