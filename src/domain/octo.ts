// The OCTO supplier API (issue #18, docs/octo.md): the request bodies it reads, its error codes and how its ids map
// onto boats, charter lengths and slots. Bodies are read loosely (type(), not object()): OCTO clients send the fields
// of capabilities they use, and a field we do not know is ignored, as the OCTO specification expects.
import { array, boolean, integer, max, min, nullable, optional, size, type, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, string } from './boundedString';
import { isoDate } from './validation';
import { localDateTime, optionalEmail, phoneNumberOrEmpty } from './fields';

export const OCTO_ERRORS = [
  'INVALID_PRODUCT_ID', 'INVALID_OPTION_ID', 'INVALID_UNIT_ID', 'INVALID_AVAILABILITY_ID', 'INVALID_BOOKING_UUID',
  'BAD_REQUEST', 'UNPROCESSABLE_ENTITY', 'UNAUTHORIZED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR',
] as const;
export type OctoErrorCode = (typeof OCTO_ERRORS)[number];

/** The capabilities this supplier honours when a reseller asks for them (Octo-Capabilities). */
export const OCTO_CAPABILITIES = ['octo/pricing', 'octo/pickups'] as const;
export type OctoCapability = (typeof OCTO_CAPABILITIES)[number];

/** Units: the party is priced per booking (the boat), units only count guests. */
export const OCTO_UNITS = { adult: { type: 'ADULT', minAge: 12, maxAge: 99 }, child: { type: 'CHILD', minAge: 0, maxAge: 11 } } as const;
export type OctoUnitId = keyof typeof OCTO_UNITS;

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
  return match && localDateTime.is(match[1]) ? { start: match[1], optionId: match[2] } : undefined;
}

/** How long a reseller's hold lasts unless it asks (OCTO's customary 30 minutes), and the most one reserve or extend gives. */
export const OCTO_HOLD_MINUTES = 30;
/** However often it is extended, a hold ends this long after it was made: a reseller cannot keep a boat for a day. */
export const OCTO_HOLD_LIFETIME_MINUTES = 120;

const id = string(ID_MAX_LENGTH);
const units = optional(size(array(type({ id, quantity: max(min(integer(), 0), 100) })), 0, 10));

export const octoCalendarBody = type({
  productId: id, optionId: id, localDateStart: isoDate, localDateEnd: isoDate, units, currency: optional(nullable(string(10))),
});
export type OctoCalendarBody = Infer<typeof octoCalendarBody>;

export const octoAvailabilityBody = type({
  productId: id, optionId: id, localDateStart: optional(isoDate), localDateEnd: optional(isoDate),
  availabilityIds: optional(size(array(id), 1, 100)), units, currency: optional(nullable(string(10))),
});
export type OctoAvailabilityBody = Infer<typeof octoAvailabilityBody>;

const nullableText = (max: number) => optional(nullable(string(max)));
export const octoContact = type({
  fullName: nullableText(NAME_MAX_LENGTH * 2), firstName: nullableText(NAME_MAX_LENGTH), lastName: nullableText(NAME_MAX_LENGTH),
  emailAddress: optional(nullable(optionalEmail())), phoneNumber: optional(nullable(phoneNumberOrEmpty())), locales: optional(size(array(string(35)), 0, 10)),
  postalCode: nullableText(20), country: nullableText(60), notes: nullableText(1000),
});
export type OctoContactBody = Infer<typeof octoContact>;
/** What an option asks of the contact (requiredContactFields), and what confirming a booking requires. */
export const OCTO_REQUIRED_CONTACT_FIELDS = ['firstName', 'lastName', 'emailAddress', 'phoneNumber'] as const;

const unitItems = size(array(type({ uuid: optional(id), unitId: id, resellerReference: optional(string(ID_MAX_LENGTH)), contact: optional(octoContact) })), 1, 100);
const expirationMinutes = optional(max(min(integer(), 1), 24 * 60));
const reference = optional(string(ID_MAX_LENGTH));

export const octoReserveBody = type({
  uuid: optional(id), productId: id, optionId: id, availabilityId: id, expirationMinutes, notes: nullableText(TEXT_MAX_LENGTH),
  unitItems, resellerReference: reference, contact: optional(octoContact), currency: optional(nullable(string(10))),
  /** octo/pickups */
  pickupRequested: optional(boolean()), pickupPointId: optional(nullable(id)),
});
export type OctoReserveBody = Infer<typeof octoReserveBody>;

export const octoConfirmBody = type({ resellerReference: reference, contact: octoContact, emailReceipt: optional(boolean()), unitItems: optional(unitItems) });
export type OctoConfirmBody = Infer<typeof octoConfirmBody>;

export const octoExtendBody = type({ expirationMinutes });
export const octoCancelBody = type({ reason: nullableText(1000), force: optional(boolean()) });
export const octoUpdateBody = type({
  resellerReference: reference, notes: nullableText(TEXT_MAX_LENGTH), contact: optional(octoContact), expirationMinutes, emailReceipt: optional(boolean()),
});
export type OctoUpdateBody = Infer<typeof octoUpdateBody>;

export const octoBookingsQuery = type({
  resellerReference: reference, supplierReference: reference, localDate: optional(isoDate), localDateStart: optional(isoDate),
  localDateEnd: optional(isoDate), productId: optional(id), optionId: optional(id),
});
export type OctoBookingsQuery = Infer<typeof octoBookingsQuery>;
