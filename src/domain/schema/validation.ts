// Shared validation helpers: every schema failure carries its fixed message (messages.ts) word for word.
import { Struct, StructError, define, validate as ssValidate } from 'superstruct';
import { TEXT_MAX_LENGTH, string, tooLong } from './boundedString';
import { isCalendarDate } from '../time/localTime';

export const REQUIRED = 'This field is required';

const passes = (failures: Iterable<unknown>) => failures[Symbol.iterator]().next().done === true;

/** Wraps a struct so that any failure inside it reports `message` instead of superstruct's text. */
export function withMessage<T, S>(struct: Struct<T, S>, message: string): Struct<T, S> {
  return new Struct({
    ...struct,
    validator: (value, ctx) => (passes(struct.validator(value, ctx)) ? true : message),
    refiner: (value, ctx) => (passes(struct.refiner(value, ctx)) ? true : message),
    *entries(value, ctx) {
      yield* struct.entries(value, ctx);
    },
  });
}

/**
 * A non-empty (after trimming) string of at most `max` characters; empty or missing reports `message` ('This field
 * is required'), longer than `max` 'Must be at most {max} characters'.
 */
export const requiredString = (message = REQUIRED, max = TEXT_MAX_LENGTH) =>
  define<string>('requiredString', (v) => {
    if (typeof v !== 'string') return message;
    if (v.length > max) return tooLong(max);
    return v.trim().length > 0 || message;
  });

/** A string of at most `max` characters; longer reports `message`. */
export const maxLengthString = (max: number, message: string) => string(max, message);

/** A real calendar date as YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
export const isoDate = define<string>('isoDate', isCalendarDate);

export interface FieldError {
  path: string;
  message: string;
}

/** A failed check names at least one field. */
export type FieldErrors = [FieldError, ...FieldError[]];

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Validates (with coercion) and returns every failing field with its message. */
export function check<T, S>(struct: Struct<T, S>, value: unknown): Validated<T> {
  const [error, result] = ssValidate(value, struct, { coerce: true });
  if (!error) return { ok: true, value: result as T };
  return { ok: false, errors: fieldErrors(error) };
}

/** superstruct's own messages end by echoing the value ('…, but received: …'): a guest's data, or megabytes. */
const withoutEcho = (message: string) => {
  const echo = message.indexOf(', but received');
  return echo === -1 ? message : message.slice(0, echo);
};

export function fieldErrors(error: StructError): FieldErrors {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const failure of error.failures()) {
    const path = failure.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const message =
      failure.refinement === undefined && failure.value === undefined && failure.type !== 'never'
        ? failure.message.startsWith('Expected')
          ? REQUIRED
          : failure.message
        : withoutEcho(failure.message);
    out.push({ path, message });
  }
  const [first, ...rest] = out;
  if (!first) throw new Error('A schema failure names no field');
  return [first, ...rest];
}

/** First message per field, as forms show them. */
export function errorMap(errors: FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [e.path, e.message]));
}
