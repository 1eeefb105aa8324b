// The OCTO supplier API (issue #18, docs/octo.md): the request bodies it reads, its error codes and how its ids map
// onto boats, charter lengths and slots. Bodies are read loosely (type(), not object()): OCTO clients send the fields
// of capabilities they use, and a field we do not know is ignored, as the OCTO specification expects.
import { array, boolean, define, integer, max, min, nullable, optional, size, type, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, string } from '../schema/boundedString';
import { isoDate } from '../schema/validation';
import { localDateTime, optionalEmail, partnerName } from '../schema/fields';
import { INVALID_PHONE } from '../texts/messages';
import { PHONE_MAX_LENGTH } from '../schema/boundedString';
import { toE164 } from '../phone/phone';

export const OCTO_ERRORS = [
  'INVALID_PRODUCT_ID',
  'INVALID_OPTION_ID',
  'INVALID_UNIT_ID',
  'INVALID_AVAILABILITY_ID',
  'INVALID_BOOKING_UUID',
  'BAD_REQUEST',
  'UNPROCESSABLE_ENTITY',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INTERNAL_SERVER_ERROR',
] as const;
export type OctoErrorCode = (typeof OCTO_ERRORS)[number];

/** The capabilities this supplier honours when a reseller asks for them (Octo-Capabilities). */
export const OCTO_CAPABILITIES = ['octo/pricing', 'octo/pickups', 'octo/content'] as const;
export type OctoCapability = (typeof OCTO_CAPABILITIES)[number];

/** A voucher's one delivery: the booking's reference as a QR code, which the captain finds on the manifest. */
export const OCTO_DELIVERY_FORMATS = ['QRCODE'] as const;

/** Units: the party is priced per booking (the boat), units only count guests. */
export const OCTO_UNITS = {
  adult: { type: 'ADULT', minAge: 12, maxAge: 99 },
  child: { type: 'CHILD', minAge: 0, maxAge: 11 },
} as const;
export type OctoUnitId = keyof typeof OCTO_UNITS;

/** The party a booking's unit items count (a unit is a guest; the price is the boat's). */
export function partyOfItems(items: Array<{ unitId: string }>): { adults: number; children: number } {
  const adults = items.filter((u) => u.unitId === 'adult').length;
  return { adults, children: items.length - adults };
}

/** An option per charter length: '2h' … up to the boat's maxHours. */
export const optionIdOf = (hours: number) => `${hours}h`;
export function hoursOfOption(optionId: string): number | undefined {
  const match = /^(\d{1,2})h$/.exec(optionId);
  return match ? Number(match[1]) : undefined;
}

/** An availability id names its start and its option: '2026-12-04T13:00:00-05:00~2h'. */
export const availabilityIdOf = (localDateTimeStart: string, optionId: string) => `${localDateTimeStart}~${optionId}`;
export function readAvailabilityId(id: string): { start: string; optionId: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})~(\d{1,2}h)$/.exec(id);
  const [, start, optionId] = match ?? [];
  return start !== undefined && optionId !== undefined && localDateTime.is(start) ? { start, optionId } : undefined;
}

/**
 * How long a reseller's hold lasts unless it asks (OCTO's customary 30 minutes), and the most one reserve or extend
 * gives.
 */
export const OCTO_HOLD_MINUTES = 30;
/** However often it is extended, a hold ends this long after it was made: a reseller cannot keep a boat for a day. */
export const OCTO_HOLD_LIFETIME_MINUTES = 120;

const id = string(ID_MAX_LENGTH);
const units = optional(size(array(type({ id, quantity: max(min(integer(), 0), 100) })), 0, 10));

export const octoCalendarBody = type({
  productId: id,
  optionId: id,
  localDateStart: isoDate,
  localDateEnd: isoDate,
  units,
  currency: optional(nullable(string(10))),
});
export type OctoCalendarBody = Infer<typeof octoCalendarBody>;

export const octoAvailabilityBody = type({
  productId: id,
  optionId: id,
  localDate: optional(isoDate),
  localDateStart: optional(isoDate),
  localDateEnd: optional(isoDate),
  availabilityIds: optional(size(array(id), 1, 100)),
  units,
  currency: optional(nullable(string(10))),
});
export type OctoAvailabilityBody = Infer<typeof octoAvailabilityBody>;

const nullableText = (max: number) => optional(nullable(string(max)));

/**
 * A reseller's phone: anything shaped like a number ('+', 7–15 digits, spaces, dashes, dots, brackets, a trunk '(0)')
 * is taken; it is stored in E.164 when it dials (octoPhoneOf, with the contact's country for a national number) and
 * otherwise as written, and the manifest flags it: a booking the reseller has sold is not refused for its phone.
 * Letters, an extension, too few or too many digits are BAD_REQUEST. '' is no phone.
 */
const PHONE_SHAPE = /^\+?\d{7,15}$/;
const compactPhone = (text: string) =>
  text
    .trim()
    .replace(/^(\+\d{1,3})\s*\(0\)/, '$1')
    .replace(/[\s().\-\u2010-\u2015]/g, '');
export const octoPhone = () =>
  define<string>(
    'octoPhone',
    (v) =>
      v === '' ||
      (typeof v === 'string' && v.length <= PHONE_MAX_LENGTH && PHONE_SHAPE.test(compactPhone(v))) ||
      INVALID_PHONE,
  );
/** The stored form of a reseller's phone: E.164 when it dials, else as written (without separators). */
export const octoPhoneOf = (text: string, country?: string | null): string =>
  text === ''
    ? ''
    : (toE164(text, country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined) ??
      compactPhone(text));
const octoContact = type({
  fullName: partnerName(NAME_MAX_LENGTH * 2),
  firstName: partnerName(),
  lastName: partnerName(),
  emailAddress: optional(nullable(optionalEmail())),
  phoneNumber: optional(nullable(octoPhone())),
  locales: optional(size(array(string(35)), 0, 10)),
  postalCode: nullableText(20),
  country: nullableText(60),
  notes: nullableText(1000),
});
/**
 * What an option asks of the contact (requiredContactFields), and what confirming a booking requires: a name and an
 * email for the confirmation. The phone is asked for (visibleContactFields) but a booking a reseller has sold is never
 * refused for the lack of one: the captain's manifest says it is missing.
 */
export const OCTO_REQUIRED_CONTACT_FIELDS = ['firstName', 'lastName', 'emailAddress'] as const;
export const OCTO_VISIBLE_CONTACT_FIELDS = ['firstName', 'lastName', 'emailAddress', 'phoneNumber', 'notes'] as const;

const unitItem = type({
  uuid: optional(id),
  unitId: id,
  resellerReference: optional(nullable(string(ID_MAX_LENGTH))),
  contact: optional(octoContact),
});
/**
 * Read as given; an empty or missing list is OCTO's UNPROCESSABLE_ENTITY (a booking of nobody), not a malformed body.
 */
const unitItems = size(array(unitItem), 0, 100);
export type OctoUnitItemBody = Infer<typeof unitItem>;
const expirationMinutes = optional(max(min(integer(), 1), 24 * 60));
const reference = optional(string(ID_MAX_LENGTH));

export const octoReserveBody = type({
  uuid: optional(id),
  productId: id,
  optionId: id,
  availabilityId: id,
  expirationMinutes,
  notes: nullableText(TEXT_MAX_LENGTH),
  unitItems: optional(unitItems),
  resellerReference: reference,
  contact: optional(octoContact),
  currency: optional(nullable(string(10))),
  /** octo/pickups */
  pickupRequested: optional(boolean()),
  pickupPointId: optional(nullable(id)),
});
export type OctoReserveBody = Infer<typeof octoReserveBody>;

export const octoConfirmBody = type({
  resellerReference: reference,
  contact: octoContact,
  emailReceipt: optional(boolean()),
  unitItems: optional(unitItems),
  notes: nullableText(TEXT_MAX_LENGTH),
});
export type OctoConfirmBody = Infer<typeof octoConfirmBody>;

export const octoExtendBody = type({ expirationMinutes });
export const octoCancelBody = type({ reason: nullableText(1000), force: optional(boolean()) });
export const octoUpdateBody = type({
  resellerReference: reference,
  notes: nullableText(TEXT_MAX_LENGTH),
  contact: optional(octoContact),
  expirationMinutes,
  emailReceipt: optional(boolean()),
  productId: optional(id),
  optionId: optional(id),
  availabilityId: optional(id),
  unitItems: optional(unitItems),
  /** octo/pickups */
  pickupRequested: optional(boolean()),
  pickupPointId: optional(nullable(id)),
});
export type OctoUpdateBody = Infer<typeof octoUpdateBody>;

export const octoBookingsQuery = type({
  resellerReference: reference,
  supplierReference: reference,
  localDate: optional(isoDate),
  localDateStart: optional(isoDate),
  localDateEnd: optional(isoDate),
  productId: optional(id),
  optionId: optional(id),
});
export type OctoBookingsQuery = Infer<typeof octoBookingsQuery>;
