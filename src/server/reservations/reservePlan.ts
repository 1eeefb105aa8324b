// Reads a POST booking/reserve body (external ids, counts as text) into the trip it reserves: the catalogue
// documents, the start (the slot the time step offered, or the agent's custom time), the hold the guest flow would
// ask for, and the price with the agent's discount. Nothing the client says about money or length is used.
import type { Activity, Boat, Country, PickUpLocation, Region } from '../../domain/catalogue';
import type { CalculatedTrip, Discount } from '../../domain/pricing';
import { ALL_DATES } from '../../domain/trip';
import { localClock, localDate, slotTime } from '../../domain/time';
import { type HoldRequest, RESERVATION_DAYS, type BookingReservation, tripTypeOf } from '../../domain/booking';
import { HttpError, notFound } from '../http/errors';
import { calculateTime } from '../pricing/calculateTime';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';

export interface ReserveTrip {
  country: Country;
  region: Region;
  boat: Boat;
  pickUp: PickUpLocation;
  dropOff?: PickUpLocation;
  activities: Activity[];
  /** '2026-12-03T10:15:00-05:00' */
  startTime: string;
  adults: number;
  kids: number;
  discount?: Discount;
}

/** A document by its external id (what booking/reserve sends), or by our own id as a fallback. */
function byExternalId<T extends { _id: string }>(
  docs: Iterable<T>,
  external: (d: T) => string,
  key: string,
): T | undefined {
  let own: T | undefined;
  for (const doc of docs) {
    if (external(doc) === key) return doc;
    if (doc._id === key) own = doc;
  }
  return own;
}

export function readReservation(catalogue: PricingCatalogue, body: BookingReservation): ReserveTrip {
  const country = [...catalogue.countries.values()].find(
    (c) => c.urlTitle === body.countryUrlTitle || c._id === body.countryUrlTitle,
  );
  if (!country) throw notFound('Country');
  const region = catalogue.regions.byId.get(body.regionId) ?? catalogue.regions.byUrlTitle.get(body.regionId);
  if (!region || region.countryId !== country._id) throw notFound('Region');
  const inCountry = <T extends { countryId: string }>(doc: T | undefined) =>
    doc?.countryId === country._id ? doc : undefined;
  const boat = inCountry(byExternalId(catalogue.boats.byId.values(), (b) => b.calendarId, body.boat));
  if (!boat) throw notFound('Boat');
  const pickUp = inCountry(byExternalId(catalogue.pickUps.values(), (p) => p.pickupId, body.pickUpLocation));
  if (!pickUp) throw notFound('Pick-up location');
  const dropOff = body.dropOffLocation
    ? inCountry(byExternalId(catalogue.pickUps.values(), (p) => p.pickupId, body.dropOffLocation))
    : undefined;
  if (body.dropOffLocation && !dropOff) throw notFound('Drop-off location');
  const activities = body.activities.map((id) => {
    const activity = inCountry(byExternalId(catalogue.activities.values(), (a) => a.activityId, id));
    if (!activity) throw notFound(`Activity ${id}`);
    return activity;
  });
  // Without a slot from the time step, the custom time on its first date (or the trip's start date) is the start.
  const customDate =
    body.customTimeStartDate && body.customTimeStartDate !== ALL_DATES ? body.customTimeStartDate : body.start_date;
  const startTime = body.startTime ?? slotTime(customDate, body.customTime!, country.timezone);
  const discount = body.discountType
    ? { discountType: body.discountType, discountValue: body.discountFee! }
    : undefined;
  return {
    country,
    region,
    boat,
    pickUp,
    dropOff,
    activities,
    startTime,
    adults: Number(body.adults),
    kids: Number(body.kids),
    discount,
  };
}

/** The trip priced for its start, with the agent's discount (checked against their allowance by the caller). */
export function priceReservation(
  catalogue: PricingCatalogue,
  trip: ReserveTrip,
  body: BookingReservation,
): CalculatedTrip {
  const zone = trip.country.timezone;
  return calculateTime(
    catalogue,
    trip.region._id,
    {
      boatId: trip.boat._id,
      pulId: trip.pickUp._id,
      dolId: trip.dropOff?._id,
      activities: trip.activities.map((a) => a._id),
      pace: body.estTimePace,
      fishingHours: body.fishingHours,
      adults: trip.adults,
      children: trip.kids,
      date: localDate(trip.startTime, zone),
      startTime: localClock(trip.startTime, zone),
      feeLateMorning: undefined, // never trusted: the fee follows from the start time
    },
    trip.discount,
  );
}

/** The hold the guest flow would ask for this trip: the planner checks the slot against the calendar the same way. */
export function holdRequestOf(trip: ReserveTrip, priced: CalculatedTrip, body: BookingReservation): HoldRequest {
  return {
    startTime: trip.startTime,
    tripType: tripTypeOf(
      trip.activities.map((a) => a._id),
      trip.activities,
    ),
    boats: [{ boatId: trip.boat._id, duration: priced.result.time, boatRole: 'primary' }],
    countryId: trip.country._id,
    timezone: trip.country.timezone,
    regionId: trip.region._id,
    pulId: trip.pickUp._id,
    dolId: trip.dropOff?._id ?? null,
    activities: trip.activities.map((a) => a._id),
    estTimePace: body.estTimePace,
    fishingHours: body.fishingHours,
    adult: trip.adults,
    children: trip.kids,
  };
}

/** Until `expire`, at most a week, never past the trip's start. */
export function reservationEnds(expire: string, startMs: number, now: Date): Date {
  const asked = Date.parse(expire);
  if (asked <= now.getTime())
    throw new HttpError(400, 'Invalid request: expire: the reservation must end in the future', 'BAD_REQUEST');
  return new Date(Math.min(asked, now.getTime() + RESERVATION_DAYS * 86_400_000, startMs));
}
