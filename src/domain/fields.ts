// Field structs shared by the domain schemas. Each one reports the spec's message on failure.
import { Struct, coerce, define, integer, min, type Context } from 'superstruct';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH, string, tooLong } from './boundedString';
import { REQUIRED, isoDate, requiredString } from './validation';
import { isCalendarDate, isClockTime } from './localTime';
import {
  ADULTS_AT_LEAST_ONE, ADULTS_NOT_WHOLE, ADULTS_TOO_MANY, INVALID_EMAIL, INVALID_OPTION, INVALID_PHONE, KIDS_NOT_NEGATIVE, KIDS_NOT_WHOLE, KIDS_TOO_MANY,
} from './messages';
import { GUEST_COUNTER } from './tripOptions';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

// An address as mail servers and the mailer read it: a dot-atom local part (letters, digits, !#$%&'*+/=?^_`{|}~-
// and single dots), '@', and dot-separated labels of letters, digits and '-'. Nothing the mailer would read as a
// second address, a display name or a comment (',', ';', '(', '<', quotes, spaces) gets through. Each repetition
// starts after a dot its body cannot contain, so the pattern cannot backtrack; the length is checked first.
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}-]+';
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}$`, 'u');

export const isEmail = (v: string) => {
  const address = v.trim();
  const at = address.indexOf('@');
  return address.length <= EMAIL_MAX_LENGTH && at > 0 && at <= 64 && EMAIL_PATTERN.test(address);
};

/** Required e-mail address: missing reports 'This field is required', malformed 'Invalid email'. */
export const requiredEmail = () =>
  define<string>('email', (v) => (isBlank(v) ? REQUIRED : typeof v === 'string' && isEmail(v) ? true : INVALID_EMAIL));

/** Optional e-mail address: empty is fine, anything else must be valid. */
export const optionalEmail = () =>
  define<string | undefined>('optionalEmail', (v) =>
    v === undefined || v === '' ? true : typeof v === 'string' && isEmail(v) ? true : INVALID_EMAIL);

/** A required first, last or friend's name (at most 100 characters). */
export const personName = () => requiredString(REQUIRED, NAME_MAX_LENGTH);
/** An optional name, as the feedback form's contact details. */
export const optionalName = () => string(NAME_MAX_LENGTH);

// E.164: at most 15 digits; fewer than 7 is no one's whole number. The phone input stores '+' and digits only.
const PHONE_PATTERN = /^\+?\d{7,15}$/;
// What people write between the digits: spaces, dashes, dots, parentheses. A trunk '(0)' after the country code
// ('+44 (0)20 7946 0958') is not dialled from abroad, so it is dropped rather than kept as a digit.
const PHONE_SEPARATORS = /[\s().\-\u2010-\u2015]/g;
const TRUNK_ZERO = /^(\+\d{1,3})\s*\(0\)/;

/** A phone number in the stored form ('+' and 7–15 digits) from one written with separators; undefined if it is none. */
export function normalizePhone(text: string): string | undefined {
  const compact = text.trim().replace(TRUNK_ZERO, '$1').replace(PHONE_SEPARATORS, '');
  return PHONE_PATTERN.test(compact) ? compact : undefined;
}

/** How a stored number reads on pages and in messages: +13455551234 → +1 (345) 555-1234; others as stored. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/** Typed text (at most PHONE_MAX_LENGTH) becomes the stored form; what is no phone number is left for the check to refuse. */
const storedPhone = <T>(check: Struct<T, null>) =>
  coerce(check, string(PHONE_MAX_LENGTH), (text) => normalizePhone(text) ?? text);
const phoneProblem = (v: string) => (v.length > PHONE_MAX_LENGTH ? tooLong(PHONE_MAX_LENGTH) : PHONE_PATTERN.test(v) || INVALID_PHONE);

/** A required phone number, stored as the phone input stores it: an optional '+' and 7–15 digits. */
export const phoneNumber = () =>
  storedPhone(define<string>('phone', (v) => (isBlank(v) || typeof v !== 'string' ? REQUIRED : phoneProblem(v))));
/** A phone number or nothing (OCTO's contact sends '' for none, as does the feedback form's empty phone input). */
export const phoneNumberOrEmpty = () =>
  storedPhone(define<string>('phoneOrEmpty', (v) => (v === undefined || v === '' ? true : typeof v === 'string' ? phoneProblem(v) : INVALID_PHONE)));

/** The object holding the field being checked (superstruct keeps the path of values in ctx.branch). */
const parentOf = (ctx: Context): Record<string, unknown> => {
  const parent = ctx.branch[ctx.branch.length - 2];
  return parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>) : {};
};

/** A required string that must equal the sibling field `other` (confirm-email style). */
export const matchesField = (other: string, message: string) =>
  define<string>('matchesField', (v, ctx) => {
    if (isBlank(v)) return REQUIRED;
    return typeof v === 'string' && v.trim() === String(parentOf(ctx)[other] ?? '').trim() ? true : message;
  });

/** A struct whose check depends on a sibling field's value (e.g. discount value by discount type). */
export const dependsOn = <T>(name: string, pick: (parent: Record<string, unknown>) => Struct<T, unknown>) =>
  new Struct<T, null>({
    type: name,
    schema: null,
    coercer: (value, ctx) => pick(parentOf(ctx)).coercer(value, ctx),
    validator: (value, ctx) => {
      const [failure] = pick(parentOf(ctx)).validate(value);
      return failure === undefined ? true : (failure.failures()[0]?.message ?? false);
    },
  });

/** One of `values`; missing reports 'This field is required', anything else `invalidMessage`. */
export const requiredEnum = <const T extends string>(values: readonly T[], invalidMessage: string = INVALID_OPTION) =>
  define<T>('requiredEnum', (v) => (isBlank(v) ? REQUIRED : (values as readonly unknown[]).includes(v) ? true : invalidMessage));

/** Form inputs hand numbers over as text: '3' becomes 3, '' stays missing. */
const numberFromText = <T>(struct: Struct<T, null>) =>
  coerce(struct, string(), (text) => (text.trim() === '' ? undefined : Number(text)));

/**
 * A whole number from `min` up (and to `max` when given). Missing reports `requiredMessage`;
 * not whole `notWholeMessage` (else `lowMessage`), below the range `lowMessage`, above it `highMessage`.
 */
export const wholeNumber = (opts: {
  min: number;
  max?: number;
  requiredMessage?: string;
  lowMessage: string;
  highMessage?: string;
  notWholeMessage?: string;
}) =>
  numberFromText(
    define<number>('wholeNumber', (v) => {
      if (isBlank(v)) return opts.requiredMessage ?? REQUIRED;
      if (typeof v !== 'number' || !Number.isInteger(v)) return opts.notWholeMessage ?? opts.lowMessage;
      if (v < opts.min) return opts.lowMessage;
      if (opts.max !== undefined && v > opts.max) return opts.highMessage ?? opts.lowMessage;
      return true;
    }),
  );

/** A party's adults and kids as the guest counters allow them (spec 01 §5, §9: 0–50, adults at least 1). */
export const adultsCount = () =>
  wholeNumber({ min: 1, max: GUEST_COUNTER.max, lowMessage: ADULTS_AT_LEAST_ONE, highMessage: ADULTS_TOO_MANY, notWholeMessage: ADULTS_NOT_WHOLE });
export const kidsCount = () =>
  wholeNumber({ min: GUEST_COUNTER.min, max: GUEST_COUNTER.max, lowMessage: KIDS_NOT_NEGATIVE, highMessage: KIDS_TOO_MANY, notWholeMessage: KIDS_NOT_WHOLE });

/** Integer US cents, never negative. */
export const cents = min(integer(), 0);
/** Integer US cents that may be negative (discount and promotion lines). */
export const signedCents = integer();
/** A duration in whole minutes. */
export const minutes = min(integer(), 0);

/** A UTC instant, ISO-8601 with Z: '2026-12-03T15:00:00.000Z' (a real day: Date.parse would roll 02-30 over). */
export const isoInstant = define<string>(
  'isoInstant',
  (v) =>
    typeof v === 'string' && v.length <= 24 && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(v) &&
    isCalendarDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)),
);

/** A local date-time with its offset, as slot times travel: '2026-12-03T10:00:00-05:00'. */
export const localDateTime = define<string>(
  'localDateTime',
  (v) =>
    typeof v === 'string' &&
    v.length <= 29 &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?([+-]\d{2}:\d{2}|Z)$/.test(v) &&
    isCalendarDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)),
);

/** A local wall-clock time 'HH:mm' (24 h). */
export const clockTime = define<string>('clockTime', isClockTime);

/** A required 'YYYY-MM-DD' date; missing reports `requiredMessage`. */
export const requiredDate = (requiredMessage: string = REQUIRED) =>
  define<string>('requiredDate', (v) => (isBlank(v) ? requiredMessage : isoDate.is(v) ? true : requiredMessage));

/** An absolute http(s) address, e.g. the trip-builder link mailed to a guest. */
export const webLink = define<string>('webLink', (v) =>
  typeof v === 'string' && v.length <= URL_MAX_LENGTH && /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v));

/** An IANA zone name such as 'America/Cayman' (or 'UTC'). */
export const zoneName = define<string>('zoneName', (v) =>
  typeof v === 'string' && v.length <= 64 && /^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+)$/.test(v));

/** Required text of at most `max` characters: empty reports 'This field is required', longer `tooLong`. */
export const requiredText = (maxLength: number, tooLong: string) =>
  define<string>('requiredText', (v) =>
    isBlank(v) || typeof v !== 'string' ? REQUIRED : v.length <= maxLength ? true : tooLong);
