/**
 * validate() and fieldErrors(): they turn superstruct failures into the SPEC §5 texts the person reads, one for
 * the first failure or one per invalid field.
 */
import { type Failure, type StructError } from 'superstruct';
import { validationMessages as vm } from '../messages.js';
import { RULE } from '../rules.js';

/** What validate() and the call table need of a struct (every superstruct Struct<T> is one; covariant in T). */
export interface StructLike<T> {
  validate(
    value: unknown,
    options?: { coerce?: boolean; mask?: boolean; message?: string },
  ): [StructError, undefined] | [undefined, T];
}

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; message: string; path: string; failures: ValidationFailure[] };

export interface ValidationFailure {
  path: string;
  message: string;
}

const fieldName = (path: readonly unknown[]): string => (path.length ? String(path[path.length - 1]) : 'value');

/** The user-facing text of one superstruct failure. */
export const messageOf = (failure: Failure): string => {
  // Our rule structs ('rule:' types) and refinements carry their SPEC text.
  if (failure.type.startsWith(RULE) || failure.refinement !== undefined) return failure.message;
  const field = fieldName(failure.path);
  if (failure.type === 'never') return vm.unknownField(failure.path.join('.'));
  if (failure.path.length === 0 && (failure.type === 'object' || failure.type === 'type')) return vm.bodyInvalid;
  if (failure.value === undefined || failure.value === null) return vm.fieldRequired(field);
  return vm.fieldInvalid(field);
};

/** Validate `value` with `struct`; on failure give the SPEC §5 text of the first failure. */
export function validate<T>(struct: StructLike<T>, value: unknown): ValidationResult<T> {
  const [error, result] = struct.validate(value);
  if (!error) return { ok: true, value: result };
  const failures = error.failures().map((f) => ({ path: f.path.join('.'), message: messageOf(f) }));
  const first = failures[0] ?? { path: '', message: vm.bodyInvalid };
  return { ok: false, message: first.message, path: first.path, failures };
}

/** Every invalid field with its first message (for forms): { firstName: 'First name is required', … }. */
export function fieldErrors<T>(struct: StructLike<T>, value: unknown): Record<string, string> {
  const result = validate(struct, value);
  const errors: Record<string, string> = {};
  if (result.ok) return errors;
  for (const failure of result.failures) if (!(failure.path in errors)) errors[failure.path] = failure.message;
  return errors;
}
