// Every body, query and path parameter goes through a shared domain schema before use.
import type { Struct } from 'superstruct';
import { check } from '../../domain/schema';
import { HttpError } from './errors';

export function parse<T, S>(struct: Struct<T, S>, value: unknown, what = 'request'): T {
  const result = check(struct, value ?? {});
  if (result.ok) return result.value;
  const first = result.errors[0];
  const where = first.path ? `${first.path}: ` : '';
  throw new HttpError(400, `Invalid ${what}: ${where}${first.message}`, 'BAD_REQUEST', result.errors);
}

/** Query strings: `key[]=a&key[]=b` and `key=a&key=b` both arrive as `key: ['a', 'b']`. */
export function parseQuery<T, S>(struct: Struct<T, S>, query: unknown): T {
  const merged: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of Object.entries((query ?? {}) as Record<string, string | string[]>)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const before = merged[key];
    merged[key] = before === undefined ? value : [before, value].flat();
  }
  return parse(struct, merged, 'query');
}
