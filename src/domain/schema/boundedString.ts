// Every string a schema accepts has a maximum length, checked before any pattern or refinement runs: refusing a
// long input costs one comparison. The domain's schemas import `string` from here, never superstruct's unbounded one
// (a unit test keeps it so).
import { Struct } from 'superstruct';

/** The bound of a string field that names none: room for any catalogue paragraph. */
export const TEXT_MAX_LENGTH = 5000;
/** First and last names, a friend's name, a sender's name. */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** '+' and up to 15 digits (E.164), with room for spaces and dashes as typed. */
export const PHONE_MAX_LENGTH = 32;
/** Ids and url titles of catalogue documents, holds and payments. */
export const ID_MAX_LENGTH = 100;
/** A link (trip-builder address, page address). */
export const URL_MAX_LENGTH = 2000;

export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A string of at most `max` characters (UTF-16 code units); longer reports `message`. */
export const string = (max: number = TEXT_MAX_LENGTH, message: string = tooLong(max)) =>
  new Struct<string, null>({
    type: 'string',
    schema: null,
    validator: (value) => (typeof value !== 'string' ? 'Expected a string' : value.length <= max || message),
  });
