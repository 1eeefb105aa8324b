// Reading a boat's rate card (its `pricing` entries) for a party size and a charter length.
import type { Boat, PricingEntry, PricingValue } from '../catalogue/catalogue';
import { HOUR_PRICING_VALUES } from '../catalogue/catalogue';
import { PRICING_MESSAGES, PricingRefusal } from './refusals';

type RateCard = Pick<Boat, 'pricing'>;

/** The pricing value for exactly `hours` hours (TWO_HOURS … TEN_HOURS), or undefined past ten. */
export function hourValue(hours: number): PricingValue | undefined {
  return HOUR_PRICING_VALUES[hours - 2];
}

const holds = (entry: PricingEntry, partySize: number) =>
  (entry.from ?? 1) <= partySize && partySize <= (entry.to ?? Infinity);

/**
 * The entry of `value` that applies to a party of `partySize`. An entry whose from/to range holds the party
 * wins over an entry without a range (which holds every party); among equals the first listed wins.
 */
export function rateEntry(boat: RateCard, value: PricingValue, partySize: number): PricingEntry | undefined {
  const candidates = boat.pricing.filter((e) => e.value === value && holds(e, partySize));
  return candidates.find((e) => e.from !== undefined || e.to !== undefined) ?? candidates[0];
}

function requiredRate(boat: RateCard, value: PricingValue, partySize: number, what: string): number {
  const entry = rateEntry(boat, value, partySize);
  if (!entry) throw new PricingRefusal('RATE_MISSING', PRICING_MESSAGES.rateMissing(what));
  return entry.price;
}

/** Rule 1: the entry for exactly that many hours, else TWO_HOURS plus EACH_ADDITIONAL_HOUR per hour beyond 2. */
export function charterPrice(boat: RateCard, hours: number, partySize: number): number {
  const exact = hourValue(hours);
  const exactEntry = exact ? rateEntry(boat, exact, partySize) : undefined;
  if (exactEntry) return exactEntry.price;
  const twoHours = requiredRate(boat, 'TWO_HOURS', partySize, `a ${hours}-hour charter`);
  if (hours === 2) return twoHours;
  return twoHours + (hours - 2) * requiredRate(boat, 'EACH_ADDITIONAL_HOUR', partySize, `a ${hours}-hour charter`);
}

/** The EACH_ADDITIONAL_HOUR rate, or undefined when the boat has none. */
export function additionalHourRate(boat: RateCard, partySize: number): number | undefined {
  return rateEntry(boat, 'EACH_ADDITIONAL_HOUR', partySize)?.price;
}

/** Rule 2: guests above `overGuests` pay the EACH_ADDITIONAL_GUEST rate of their party size, per guest per hour. */
export function extraGuestsPrice(
  boat: RateCard & Pick<Boat, 'overGuests'>,
  hours: number,
  partySize: number,
): { count: number; ratePerGuestHour: number; cents: number } {
  const count = Math.max(0, partySize - boat.overGuests);
  if (count === 0) return { count, ratePerGuestHour: 0, cents: 0 };
  const rate = requiredRate(boat, 'EACH_ADDITIONAL_GUEST', partySize, `a party of ${partySize} guests`);
  return { count, ratePerGuestHour: rate, cents: count * rate * hours };
}
