// Every body, query and path parameter goes through a shared domain schema before use.
import type { Struct } from 'superstruct';
import { check } from '../../domain/validation';
import { HttpError } from './errors';

export function parse<T, S>(struct: Struct<T, S>, value: unknown, what = 'request'): T {
  const result = check(struct, value ?? {});
  if (result.ok) return result.value;
  const first = result.errors[0];
  const where = first.path ? `${first.path}: ` : '';
  throw new HttpError(400, `Invalid ${what}: ${where}${first.message}`, 'BAD_REQUEST', result.errors);
}
