// Field structs shared by the domain schemas. Each one reports its fixed message (messages.ts) on failure.
import { Struct, coerce, define, integer, min, nullable, optional, refine, type Context } from 'superstruct';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH, string, tooLong } from './boundedString';
import { REQUIRED, isoDate, requiredString } from './validation';
import { isCalendarDate, isClockTime } from '../time/localTime';
import {
  ADULTS_AT_LEAST_ONE,
  ADULTS_NOT_WHOLE,
  ADULTS_TOO_MANY,
  INVALID_EMAIL,
  INVALID_OPTION,
  INVALID_PHONE,
  KIDS_NOT_NEGATIVE,
  KIDS_NOT_WHOLE,
  KIDS_TOO_MANY,
  NAME_NOT_ONE_LINE,
} from '../texts/messages';
import { GUEST_COUNTER } from '../trip/tripOptions';

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
    v === undefined || v === '' ? true : typeof v === 'string' && isEmail(v) ? true : INVALID_EMAIL,
  );

// Line breaks (CR, LF, NEL, U+2028/9) and other control characters: a name goes into an email's lines and a subject,
// where a break would let its writer start a paragraph or a header of their own.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const oneLine = <T extends string | null | undefined>(struct: Struct<T, null>) =>
  refine(struct, 'oneLine', (v) => typeof v !== 'string' || !NOT_ONE_LINE.test(v) || NAME_NOT_ONE_LINE);

/** A required first, last or friend's name (at most 100 characters, one line). */
export const personName = () => oneLine(requiredString(REQUIRED, NAME_MAX_LENGTH));
/** An optional name, as the feedback form's contact details (one line). */
export const optionalName = () => oneLine(string(NAME_MAX_LENGTH));
/** A name a partner sends (OCTO contact): optional, null allowed, one line. */
export const partnerName = (max = NAME_MAX_LENGTH) => optional(nullable(oneLine(string(max))));

// The phone fields of the schemas (guest contact, inquiry, call request, agent reserve, feedback). The rule itself,
// libphonenumber-js's numbering plans, is phone.ts, which the server installs at start and the app's phone field when
// it loads (lazily: ~30 KiB that no page's first screen should carry). Before it is installed a schema checks the
// stored form alone (E.164's shape), which is all a form sends: the phone field emits a number only once the rule has
// read it,
// and the server checks it with the whole rule.
export type PhoneReading = { ok: true; e164: string; country: string | undefined } | { ok: false; message: string };
export type PhoneReader = (text: string, country?: string) => PhoneReading;

let reader: PhoneReader | undefined;
/** Makes the schemas read phone numbers with the whole rule (phone.ts's readPhone). */
export function installPhoneReader(read: PhoneReader): void {
  reader = read;
}

const E164_SHAPE = /^\+[1-9]\d{3,14}$/;

/** true for a number that dials (or, without the rule, one in the stored form), else the message that says why not. */
function phoneCheck(v: unknown): true | string {
  if (typeof v !== 'string') return INVALID_PHONE;
  if (v.length > PHONE_MAX_LENGTH) return tooLong(PHONE_MAX_LENGTH);
  if (!reader) return E164_SHAPE.test(v) || INVALID_PHONE;
  const read = reader(v);
  return read.ok || read.message;
}

/** Typed text becomes E.164 (what a client sent, with its country code); what is none stays, to be refused. */
const stored = <T>(check: Struct<T, null>) =>
  coerce(check, string(PHONE_MAX_LENGTH), (text) => {
    const read = reader?.(text);
    return read?.ok ? read.e164 : text;
  });

/** A required phone number, stored in E.164. */
export const phoneNumber = () => stored(define<string>('phone', (v) => (v === undefined ? REQUIRED : phoneCheck(v))));
/** A phone number or nothing ('' is none, as an empty optional field sends). */
export const phoneNumberOrEmpty = () =>
  stored(define<string>('phoneOrEmpty', (v) => (v === undefined || v === '' ? true : phoneCheck(v))));

/**
 * How one of the company's own numbers (the office, a captain: all in the North American plan) reads on every page:
 * +13455551234 → +1 (345) 555-1234; others as stored. Guests' numbers of any country: formatPhoneNumber (phone.ts),
 * which loads the numbering plans and so only where a guest's number is shown.
 */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : e164;
}

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
  define<T>('requiredEnum', (v) =>
    isBlank(v) ? REQUIRED : (values as readonly unknown[]).includes(v) ? true : invalidMessage,
  );

/** Form inputs hand numbers over as text: '3' becomes 3, '' stays missing. */
const numberFromText = <T>(struct: Struct<T, null>) =>
  coerce(struct, string(), (text) => (text.trim() === '' ? undefined : Number(text)));

/**
 * A whole number from `min` up (and to `max` when given). Missing reports `requiredMessage`;
 * not whole `notWholeMessage` (else `lowMessage`), below the range `lowMessage`, above it `highMessage`.
 */
const wholeNumber = (opts: {
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

/** A party's adults and kids as the guest counters allow them (0–50, adults at least 1). */
export const adultsCount = () =>
  wholeNumber({
    min: 1,
    max: GUEST_COUNTER.max,
    lowMessage: ADULTS_AT_LEAST_ONE,
    highMessage: ADULTS_TOO_MANY,
    notWholeMessage: ADULTS_NOT_WHOLE,
  });
export const kidsCount = () =>
  wholeNumber({
    min: GUEST_COUNTER.min,
    max: GUEST_COUNTER.max,
    lowMessage: KIDS_NOT_NEGATIVE,
    highMessage: KIDS_TOO_MANY,
    notWholeMessage: KIDS_NOT_WHOLE,
  });

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
    typeof v === 'string' &&
    v.length <= 24 &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(v) &&
    isCalendarDate(v.slice(0, 10)) &&
    !Number.isNaN(Date.parse(v)),
);

/** A local date-time with its offset, as slot times travel: '2026-12-03T10:00:00-05:00'. */
export const localDateTime = define<string>(
  'localDateTime',
  (v) =>
    typeof v === 'string' &&
    v.length <= 29 &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?([+-]\d{2}:\d{2}|Z)$/.test(v) &&
    isCalendarDate(v.slice(0, 10)) &&
    !Number.isNaN(Date.parse(v)),
);

/** A local wall-clock time 'HH:mm' (24 h). */
export const clockTime = define<string>('clockTime', isClockTime);

/** A required 'YYYY-MM-DD' date; missing reports `requiredMessage`. */
export const requiredDate = (requiredMessage: string = REQUIRED) =>
  define<string>('requiredDate', (v) => (isBlank(v) ? requiredMessage : isoDate.is(v) ? true : requiredMessage));

/** An absolute http(s) address, e.g. the trip-builder link mailed to a guest. */
export const webLink = define<string>(
  'webLink',
  (v) => typeof v === 'string' && v.length <= URL_MAX_LENGTH && /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v),
);

/** An IANA zone name such as 'America/Cayman' (or 'UTC'). */
export const zoneName = define<string>(
  'zoneName',
  (v) => typeof v === 'string' && v.length <= 64 && /^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+)$/.test(v),
);

/** Required text of at most `max` characters: empty reports 'This field is required', longer `tooLong`. */
export const requiredText = (maxLength: number, tooLong: string) =>
  define<string>('requiredText', (v) =>
    isBlank(v) || typeof v !== 'string' ? REQUIRED : v.length <= maxLength ? true : tooLong,
  );
