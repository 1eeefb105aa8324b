// The query of GET /api/v1/web/calculate-time/{regionId} (docs/pricing-api.md).
// Query strings carry text: numbers are read strictly (digits only), activities in any of three encodings.
import { coerce, define, enums, optional, refine, type, unknown, type Infer } from 'superstruct';
import { string } from '../schema/boundedString';
import { discount, type Discount } from '../pricing/discount';
import { clockTime } from '../schema/fields';
import { isCalendarDate } from '../time/localTime';
import { PRICING_MESSAGES } from '../pricing/refusals';
import { DEFAULT_PACE, FISHING_HOURS, PACES } from '../trip/tripOptions';
import { check, withMessage, type Validated } from '../schema/validation';

/** More activity ids than any trip has (the pricing core allows 12 stops); keeps a hostile list cheap. */
const MAX_ACTIVITY_IDS = 50;
const MAX_ID_LENGTH = 200;

const MESSAGES = {
  activities: 'activities must be activity ids: a comma list, repeated keys or a JSON array of strings',
  tooManyActivities: `activities may list at most ${MAX_ACTIVITY_IDS} ids`,
  id: (name: string) => `${name} must be an id of at most ${MAX_ID_LENGTH} characters`,
  wholeNumber: (name: string, min: number, max: number) => `${name} must be a whole number from ${min} to ${max}`,
  pace: `pace must be one of: ${PACES.join(', ')}`,
  date: 'date must be a calendar date YYYY-MM-DD',
  startTime: 'startTime must be a local time HH:mm',
  discount:
    'discount must be JSON: {"discountType": "PERCENT" | "DOLLAR_AMOUNT" | "EXTRA_FEE", "discountValue": number}',
  guestsRequired: 'numberOfPeople (or adults) is required',
  guestsMismatch: 'numberOfPeople must equal adults + children',
} as const;

/** A whole number written in digits only ('1e3', '0x10', '1.0' and '' are refused), from `min` to `max`. */
const wholeNumberParam = (name: string, min: number, max: number, message = MESSAGES.wholeNumber(name, min, max)) =>
  coerce(
    define<number>(name, (v) =>
      typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? true : message,
    ),
    string(),
    (text) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text),
  );

const idParam = (name: string) =>
  define<string>(name, (v) =>
    typeof v === 'string' && v.trim() !== '' && v.length <= MAX_ID_LENGTH ? true : MESSAGES.id(name),
  );

/** Splits every encoding into one list: 'a,b', ['a', 'b'] (repeated keys) and '["a","b"]'. Undefined when malformed. */
function activityIdsFromQuery(value: unknown): string[] | undefined {
  const parts = Array.isArray(value) ? value : [value];
  const ids: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') return undefined;
    const text = part.trim();
    if (text.startsWith('[')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return undefined;
      }
      if (!Array.isArray(parsed) || !parsed.every((id) => typeof id === 'string')) return undefined;
      ids.push(...parsed.map((id: string) => id.trim()));
    } else {
      ids.push(...text.split(',').map((id) => id.trim()));
    }
  }
  return ids.filter((id) => id !== '');
}

const activityIds = coerce(
  define<string[]>('activities', (v) => {
    if (!Array.isArray(v) || !v.every((id) => typeof id === 'string' && id.length <= MAX_ID_LENGTH))
      return MESSAGES.activities;
    return v.length <= MAX_ACTIVITY_IDS ? true : MESSAGES.tooManyActivities;
  }),
  unknown(),
  (value) => activityIdsFromQuery(value) ?? value,
);

/** A real calendar day: '2026-02-30' is refused. */
const calendarDate = define<string>('date', (v) => isCalendarDate(v) || MESSAGES.date);

function discountCheck(text: string): Validated<Discount> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, errors: [{ path: '', message: 'not JSON' }] };
  }
  return check(discount, parsed);
}

/** The agent's discount from its JSON text, or undefined when it is not a valid discount. */
export function discountFromQuery(text: string): Discount | undefined {
  const checked = discountCheck(text);
  return checked.ok ? checked.value : undefined;
}

// Checked here rather than coerced: superstruct hands nested checks the uncoerced parent (the text), so the
// discount value's rule would not see its type. A malformed discount is refused even though it is not applied yet.
const discountParam = define<string>('discount', (v) => {
  if (typeof v !== 'string') return MESSAGES.discount;
  const checked = discountCheck(v);
  return checked.ok ? true : `${MESSAGES.discount} (${checked.errors[0].message})`;
});

const fields = type({
  numberOfPeople: optional(wholeNumberParam('numberOfPeople', 0, 999)),
  adults: optional(wholeNumberParam('adults', 0, 999)),
  children: optional(wholeNumberParam('children', 0, 999)),
  activities: optional(activityIds),
  pace: optional(withMessage(enums(PACES), MESSAGES.pace)),
  fishingHours: optional(
    wholeNumberParam('fishingHours', FISHING_HOURS.min, FISHING_HOURS.max, PRICING_MESSAGES.fishingHours),
  ),
  boatId: idParam('boatId'),
  pulId: optional(idParam('pulId')),
  dolId: optional(idParam('dolId')),
  /** Never trusted: the fee follows from startTime. Accepted and ignored. */
  feeLateMorning: optional(unknown()),
  /** Lengthens the charter to at least this many hours; never shortens it. */
  tripHourDuration: optional(wholeNumberParam('tripHourDuration', 1, 24)),
  discount: optional(discountParam),
  date: optional(calendarDate),
  startTime: optional(withMessage(clockTime, MESSAGES.startTime)),
  /** The asker's own live hold (its id): priced as it was held, as its checkout will charge. */
  bookingId: optional(idParam('bookingId')),
});

/** Guests = adults + children = numberOfPeople; without adults, the guests who are not children are adults. */
export const calculateTimeQuery = refine(fields, 'guests', (q) => {
  if (q.numberOfPeople === undefined && q.adults === undefined) return MESSAGES.guestsRequired;
  if (q.numberOfPeople !== undefined && q.adults !== undefined && q.numberOfPeople !== q.adults + (q.children ?? 0)) {
    return MESSAGES.guestsMismatch;
  }
  return true;
});
export type CalculateTimeQuery = Infer<typeof calculateTimeQuery>;

export function guestsOf(q: CalculateTimeQuery): { adults: number; children: number } {
  const children = q.children ?? 0;
  if (q.adults !== undefined) return { adults: q.adults, children };
  return { adults: (q.numberOfPeople ?? 0) - children, children };
}

export const paceOf = (q: CalculateTimeQuery) => q.pace ?? DEFAULT_PACE;
