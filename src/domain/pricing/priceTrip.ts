// The price of a trip, line by line, in integer US cents. Rules: docs 00-product-decisions 'Price' 1–7.
// The server's answer is authoritative; the app calls the same function for offline estimates.
//
// Choices where the rules leave room (keep this list in step with the code):
// - Refusals are checked in the order the guest makes the choices: the inputs themselves, then the party
//   size (maxGuests), the pick-up, the activities (served by the boat, then suitable for the pick-up),
//   and last the charter length (maxHours), which follows from those choices; then missing rates.
// - Guests = adults + children. A rate entry whose from/to range holds the party size wins over one without
//   a range; this applies to hour entries as well as guest entries.
// - Ids are catalogue `_id`s: boat.activities, boat.pickUpLocations.*.location and suitablePickUpIds hold them.
// - A drop-off at the pick-up point (the default) is not charged a second time. The drop-off need not be one of
//   the boat's pick-up points (only the pick-up is tied to the vessel).
// - An activity listed twice is priced once.
// - The promotion is a line of the subtotal, before the discount: a percent discount takes its share off the
//   already-promoted subtotal. When several campaigns apply, only the most valuable counts. Its hour is
//   worth EACH_ADDITIONAL_HOUR, or the trip's average hourly charter price when the boat has no such entry,
//   and never more than the charter line before any EXTRA_FEE.
// - Percent discounts are kept to 0.01 % and, like taxes, rounded half-up to the cent.
import type { Activity, Boat, Campaign, Country, PickUpLocation } from '../catalogue/catalogue';
import type { Discount, DiscountType } from './discount';
import { additionalHourRate, charterPrice, extraGuestsPrice } from './boatRates';
import { checkDiscount, discountOff, extraFee, shareOfCents } from './applyDiscount';
import { PRICING_MESSAGES, PricingRefusal } from './refusals';
import { MIN_CHARTER_HOURS } from '../trip/tripOptions';
import { isCalendarDate, isClockTime, minuteOfDay } from '../time/localTime';

const LATE_MORNING_MAX_HOURS = 5;

type PricedBoat = Pick<
  Boat,
  | 'maxGuests'
  | 'maxHours'
  | 'overGuests'
  | 'pricing'
  | 'activities'
  | 'pickUpLocations'
  | 'lateMorningTimes'
  | 'lateMorningFee'
>;
type PricedPlace = Pick<PickUpLocation, '_id' | 'name' | 'price'>;
type PricedActivity = Pick<Activity, '_id' | 'name' | 'price' | 'suitablePickUpIds'>;

export interface PriceTripInput {
  boat: PricedBoat;
  /** Whole hours, at least 2 (from computeTripLength). */
  charterHours: number;
  guests: { adults: number; children: number };
  pickUp: PricedPlace;
  /** Defaults to the pick-up. */
  dropOff?: PricedPlace;
  activities: readonly PricedActivity[];
  country: Pick<Country, 'taxAndFeeBasisPoints' | 'campaigns'>;
  /** Local date of the trip, YYYY-MM-DD. */
  date: string;
  /** Local start time 'HH:mm', when a slot is chosen (for the late-morning fee). */
  startTime?: string;
  discount?: Discount;
}

/**
 * Every amount is integer cents; negative lines (promotion, discount) take money off. Lines worth 0 are hidden by
 * views.
 */
export interface PriceBreakdown {
  charter: { hours: number; baseCents: number; extraFeeCents: number; cents: number };
  extraGuests: { count: number; ratePerGuestHourCents: number; cents: number };
  lateMorningFee: { cents: number };
  pickUp: { locationId: string; name: string; cents: number };
  dropOff: { locationId: string; name: string; cents: number };
  activities: { activityId: string; name: string; cents: number }[];
  promotion: { campaignId: string | null; name: string | null; freeHours: number; cents: number };
  /** Sum of the lines above, promotion included. */
  subtotal: number;
  discount: { type: DiscountType | null; value: number; cents: number };
  subtotalAfterDiscount: number;
  taxes: { basisPoints: number; cents: number };
  total: number;
}

function checkInputs(input: PriceTripInput): void {
  const { adults, children } = input.guests;
  if (!Number.isInteger(adults) || !Number.isInteger(children))
    throw new PricingRefusal('INVALID_GUESTS', PRICING_MESSAGES.guestsNotWhole);
  if (adults < 1) throw new PricingRefusal('INVALID_GUESTS', PRICING_MESSAGES.adultsBelowOne);
  if (children < 0) throw new PricingRefusal('INVALID_GUESTS', PRICING_MESSAGES.kidsNegative);
  if (!Number.isInteger(input.charterHours) || input.charterHours < MIN_CHARTER_HOURS) {
    throw new PricingRefusal('INVALID_CHARTER_HOURS', PRICING_MESSAGES.charterHours);
  }
  if (!isCalendarDate(input.date)) throw new PricingRefusal('INVALID_DATE', PRICING_MESSAGES.date);
  if (input.startTime !== undefined && !isClockTime(input.startTime)) {
    throw new PricingRefusal('INVALID_START_TIME', PRICING_MESSAGES.startTime);
  }
  if (input.discount) checkDiscount(input.discount);
}

function checkChoices(input: PriceTripInput, partySize: number, activities: readonly PricedActivity[]): void {
  const { boat, pickUp } = input;
  if (partySize > boat.maxGuests)
    throw new PricingRefusal('GUESTS_OVER_MAX', PRICING_MESSAGES.guestsOverMax(boat.maxGuests));
  checkPickUpServed(boat, pickUp._id);
  for (const activity of activities) {
    if (!boat.activities.includes(activity._id)) {
      throw new PricingRefusal('ACTIVITY_NOT_SERVED', PRICING_MESSAGES.activityNotServed(activity.name));
    }
  }
  for (const activity of activities) {
    if (activity.suitablePickUpIds.length > 0 && !activity.suitablePickUpIds.includes(pickUp._id)) {
      throw new PricingRefusal('ACTIVITY_NOT_SUITABLE_FOR_PICK_UP', PRICING_MESSAGES.activityNotSuitable);
    }
  }
  if (input.charterHours > boat.maxHours) {
    throw new PricingRefusal('CHARTER_TOO_LONG', PRICING_MESSAGES.charterTooLong(input.charterHours, boat.maxHours));
  }
}

/** The pick-up must be one of the boat's (its main point or an alternative). */
export function checkPickUpServed(boat: Pick<Boat, 'pickUpLocations'>, pickUpId: string): void {
  const boatPickUps = [boat.pickUpLocations.main, ...boat.pickUpLocations.alternatives].map((p) => p.location);
  if (!boatPickUps.includes(pickUpId)) throw new PricingRefusal('PICK_UP_NOT_SERVED', PRICING_MESSAGES.pickUpNotServed);
}

/** Rule 3: the fee applies when the start time is one of the boat's late-morning times and the charter is ≤ 5 h. */
export function lateMorningFeeFor(
  boat: Pick<Boat, 'lateMorningTimes' | 'lateMorningFee'>,
  startTime: string | undefined,
  hours: number,
): number {
  if (startTime === undefined || hours > LATE_MORNING_MAX_HOURS) return 0;
  return isLateMorningTime(boat, startTime) ? boat.lateMorningFee : 0;
}

/** Whether a local start 'HH:mm' is one of the boat's late-morning times. */
export function isLateMorningTime(boat: Pick<Boat, 'lateMorningTimes'>, startTime: string): boolean {
  const start = minuteOfDay(startTime);
  return boat.lateMorningTimes.some((t) => minuteOfDay(t) === start);
}

/** The campaigns whose window (inclusive, local dates) holds the date. */
export function campaignsOn(campaigns: readonly Campaign[], date: string): Campaign[] {
  return campaigns.filter((campaign) => campaign.startDate <= date && date <= campaign.endDate);
}

/**
 * Rule 6: the most valuable campaign whose window (inclusive, local dates) holds the date and whose minimum length is
 * met.
 */
function promotionFor(input: PriceTripInput, charterBase: number, partySize: number): PriceBreakdown['promotion'] {
  const hours = input.charterHours;
  const hourValue = additionalHourRate(input.boat, partySize) ?? Math.round(charterBase / hours);
  let best: { campaign: Campaign; cents: number } | undefined;
  for (const campaign of campaignsOn(input.country.campaigns, input.date)) {
    if (hours < campaign.minCharterHours) continue;
    const cents = Math.min(charterBase, campaign.freeHours * hourValue);
    if (!best || cents > best.cents) best = { campaign, cents };
  }
  if (!best) return { campaignId: null, name: null, freeHours: 0, cents: 0 };
  return {
    campaignId: best.campaign._id,
    name: best.campaign.name,
    freeHours: best.campaign.freeHours,
    cents: 0 - best.cents,
  };
}

function distinctActivities(activities: readonly PricedActivity[]): PricedActivity[] {
  const seen = new Set<string>();
  return activities.filter((a) => !seen.has(a._id) && (seen.add(a._id), true));
}

/** Guests = adults + children: the party the rates, the boat's maxGuests and the extra-guest charge count. */
export const partySizeOf = (guests: PriceTripInput['guests']) => guests.adults + guests.children;

export function priceTrip(input: PriceTripInput): PriceBreakdown {
  checkInputs(input);
  const { boat, charterHours: hours, pickUp, discount } = input;
  const dropOff = input.dropOff ?? pickUp;
  const partySize = partySizeOf(input.guests);
  const activities = distinctActivities(input.activities);
  checkChoices(input, partySize, activities);

  const baseCents = charterPrice(boat, hours, partySize);
  const extraFeeCents = extraFee(discount);
  const charter = { hours, baseCents, extraFeeCents, cents: baseCents + extraFeeCents };
  const guests = extraGuestsPrice(boat, hours, partySize);
  const extraGuests = { count: guests.count, ratePerGuestHourCents: guests.ratePerGuestHour, cents: guests.cents };
  const lateMorningFee = { cents: lateMorningFeeFor(boat, input.startTime, hours) };
  const pickUpLine = { locationId: pickUp._id, name: pickUp.name, cents: pickUp.price };
  const dropOffLine = {
    locationId: dropOff._id,
    name: dropOff.name,
    cents: dropOff._id === pickUp._id ? 0 : dropOff.price,
  };
  const activityLines = activities.map((a) => ({ activityId: a._id, name: a.name, cents: a.price }));
  const promotion = promotionFor(input, baseCents, partySize);

  const subtotal =
    charter.cents +
    extraGuests.cents +
    lateMorningFee.cents +
    pickUpLine.cents +
    dropOffLine.cents +
    activityLines.reduce((sum, line) => sum + line.cents, 0) +
    promotion.cents;
  const off = discountOff(discount, subtotal);
  const subtotalAfterDiscount = Math.max(0, subtotal - off);
  const basisPoints = input.country.taxAndFeeBasisPoints;
  const taxes = { basisPoints, cents: shareOfCents(subtotalAfterDiscount, basisPoints) };

  return {
    charter,
    extraGuests,
    lateMorningFee,
    pickUp: pickUpLine,
    dropOff: dropOffLine,
    activities: activityLines,
    promotion,
    subtotal,
    discount: { type: discount?.discountType ?? null, value: discount?.discountValue ?? 0, cents: 0 - off },
    subtotalAfterDiscount,
    taxes,
    total: subtotalAfterDiscount + taxes.cents,
  };
}
