// Phone numbers, the one rule for every phone field (guest contact, inquiry, call request, agent reserve, OCTO): read
// with libphonenumber-js (its minimal metadata: each country's codes and lengths), stored in E.164 ('+13455550101'),
// shown in the number's own country format. A number is read the ways people type it: with its country code ('+1 345
// 555 0101', '00 44 20 7946 0958') whatever country is chosen, or without it in the chosen country's own way (with
// its trunk '0' or '1', spaces, dashes, dots or brackets). The schemas use it once installed (fields.ts); the app
// loads it only with a phone field or a guest's number shown, as a chunk of its own.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PHONE_MAX_LENGTH, tooLong } from '../schema/boundedString';
import { INVALID_PHONE, PHONE_NEEDS_COUNTRY, REQUIRED } from '../texts/messages';
import type { PhoneReading } from '../schema/fields';

export type { PhoneReading } from '../schema/fields';

/** A trunk '(0)' written after the country code ('+44 (0)20 7946 0958') is not dialled from abroad. */
const TRUNK_ZERO = /^(\+\d{1,3})\s*\(0\)/;
/** Letters are no phone number (no vanity numbers, no 'ext'): a guest who writes them is asked again. */
const LETTERS = /\p{L}/u;

/**
 * Reads a typed phone number: one E.164 result, or why it is none. `country` is the country chosen beside the field
 * (ISO 3166 alpha-2); a number written with its country code ('+' or '00') is read as written whatever it is.
 */
export function readPhone(text: string, country?: string): PhoneReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: REQUIRED };
  if (trimmed.length > PHONE_MAX_LENGTH) return { ok: false, message: tooLong(PHONE_MAX_LENGTH) };
  if (LETTERS.test(trimmed) || /[;,/#*]/.test(trimmed)) return { ok: false, message: INVALID_PHONE };
  const written = trimmed.replace(/^00/, '+').replace(TRUNK_ZERO, '$1');
  const international = written.startsWith('+');
  // Without a country code or a country, a whole number is asked for again with its code; a scrap is no number.
  if (!international && !country)
    return { ok: false, message: written.replace(/\D/g, '').length >= 7 ? PHONE_NEEDS_COUNTRY : INVALID_PHONE };
  const parsed = parsePhoneNumberFromString(
    written,
    international ? undefined : { defaultCountry: country as CountryCode },
  );
  if (!parsed || parsed.ext || !parsed.isValid()) return { ok: false, message: INVALID_PHONE };
  return { ok: true, e164: parsed.number, country: parsed.country };
}

/** The E.164 form of a typed number, or undefined when it is none. */
export function toE164(text: string, country?: string): string | undefined {
  const read = readPhone(text, country);
  return read.ok ? read.e164 : undefined;
}

/**
 * A stored number that dials exactly as stored (E.164 of a real numbering plan), read; undefined for one that does not,
 * such as '+113455550101' (a country code twice) that an older phone field stored: it is shown as stored and flagged,
 * never silently taken for another number.
 */
function storedReading(stored: string) {
  const parsed = /^\+\d+$/.test(stored) ? parsePhoneNumberFromString(stored) : undefined;
  return parsed?.isValid() && parsed.number === stored ? parsed : undefined;
}

/** Whether a stored number dials as it is. */
export const dialsAsStored = (stored: string) => storedReading(stored) !== undefined;

/**
 * How a stored number reads: in its country's format, with its country code ('+1 345 555 0101', '+44 20 7946 0958').
 */
export const formatPhoneNumber = (stored: string): string => storedReading(stored)?.formatInternational() ?? stored;

export const PHONE_WARNINGS = {
  missing: 'No phone number: ask the office for another way to reach the guest.',
  doesNotDial: 'This number does not dial as written: check it with the guest.',
} as const;

/** Why a stored number may not reach the guest (none, or one that does not dial as stored), or undefined. */
export function phoneWarning(stored: string): string | undefined {
  if (stored.trim() === '') return PHONE_WARNINGS.missing;
  return dialsAsStored(stored) ? undefined : PHONE_WARNINGS.doesNotDial;
}

/**
 * The country a stored number belongs to (the phone field's flag), or undefined.
 * @public Read through the lazily loaded rule (src/app/ui/usePhoneRule.ts), which knip does not follow.
 */
export const countryOfPhone = (stored: string): string | undefined => storedReading(stored)?.country;

/** A stored number as its own country writes it at home ('(345) 555-0101'), for the phone field beside its flag. */
export const nationalPhone = (stored: string): string => storedReading(stored)?.formatNational() ?? stored;
