// Checks a create-checkout-session request against the hold and prices the trip again from its ids, with the same
// function as GET calculate-time. Nothing the client says about money or length is used.
import type { Boat, Country } from '../../domain/catalogue';
import type { CalculatedTrip } from '../../domain/pricing';
import { type CheckoutSessionRequest, HOLD_BOOKED, HOLD_BOOKED_MESSAGE } from '../../domain/booking';
import { formatDayLong, formatTime, localClock, localDate, inZone } from '../../domain/time';
import { TIME_RAN_OUT } from '../../domain/texts';
import type { TripQuery } from '../../domain/trip';
import type { LockedHold } from '../booking/holdStore';
import type { HeldTrip } from '../booking/holdPlan';
import { HttpError } from '../http/errors';
import { calculateTime } from '../pricing/calculateTime';
import { withPinnedPrices, type PricingCatalogue } from '../pricing/catalogueSnapshot';
import type { PaymentBooking } from '../db/paymentBooking';
import { isHeldBy, isLive } from '../db/liveHold';
import { deviceOwner } from '../limits/deviceCookie';

const HOLD_MISMATCH_MESSAGE = 'This time slot was held for a different trip. Please choose your time again.';

const expired = () => new HttpError(409, TIME_RAN_OUT, 'HOLD_EXPIRED');
const mismatch = (why: string) =>
  new HttpError(409, HOLD_MISMATCH_MESSAGE, 'HOLD_MISMATCH', [{ path: why, message: HOLD_MISMATCH_MESSAGE }]);

export interface CheckoutPlan {
  amountCents: number;
  title: string;
  booking: PaymentBooking;
  country: { _id: string; urlTitle: string; code: string };
}

/** The request's own consistency, before any database work. */
export function checkRequest(body: CheckoutSessionRequest): void {
  if (body.totalPerson !== body.adult + body.children) {
    throw new HttpError(400, 'Invalid request: totalPerson must equal adult + children', 'BAD_REQUEST');
  }
  if (body.adult < 1)
    throw new HttpError(400, 'Invalid request: adult: Number of adults cannot be less than 1', 'BAD_REQUEST');
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The hold must be live, held by this device, and for this boat, start and trip. */
export function checkHold(
  hold: LockedHold | undefined,
  body: CheckoutSessionRequest,
  deviceId: string,
  now: Date,
): LockedHold {
  if (!hold) throw expired();
  if (!isHeldBy(hold, deviceOwner(deviceId))) throw mismatch('bookingId');
  // Paid already (its confirmation may never have reached the phone): a second payment is refused as such.
  if (hold.status === 'BOOKED') throw new HttpError(409, HOLD_BOOKED_MESSAGE, HOLD_BOOKED);
  if (!isLive(hold, now)) throw expired();
  if (hold.countryId !== body.countryId) throw mismatch('countryId');
  if (Date.parse(body.bookingDate) !== hold.startTime.getTime()) throw mismatch('bookingDate');
  const main = hold.boats.find((b) => b.role === 'primary');
  if (!main || main.boatId !== body.boatId) throw mismatch('boatId');
  const held = hold.trip as HeldTrip | null;
  if (held) {
    if (held.pulId !== body.pulId) throw mismatch('pulId');
    if ((held.dolId ?? null) !== (body.dolId ?? null)) throw mismatch('dolId');
    if (!sameSet(held.activities, body.activities)) throw mismatch('activities');
    if (held.estTimePace !== body.estTimePace) throw mismatch('estTimePace');
    if (held.fishingHours !== body.fishingHours) throw mismatch('fishingHours');
  }
  return hold;
}

/** Prices the trip for the held slot and length; a trip longer than the hold is a mismatch. */
export function planCheckout(today: PricingCatalogue, body: CheckoutSessionRequest, hold: LockedHold): CheckoutPlan {
  // The prices the slot was held at, whatever the office changed since (domain/pricing/pinnedPrices.ts).
  const catalogue = withPinnedPrices(today, (hold.trip as HeldTrip | null)?.priced);
  const boat: Boat | undefined = catalogue.boats.byId.get(body.boatId);
  const country = catalogue.countries.get(body.countryId);
  if (!boat || !country) throw new HttpError(404, 'Boat not found');
  const zone = country.timezone;
  const heldHours = Math.round((hold.endTime.getTime() - hold.startTime.getTime()) / 3_600_000);
  const startIso = hold.startTime.toISOString();
  const trip: CalculatedTrip = calculateTime(catalogue, body.regionId, {
    boatId: body.boatId,
    pulId: body.pulId,
    dolId: body.dolId ?? undefined,
    activities: body.activities,
    pace: body.estTimePace,
    fishingHours: body.fishingHours,
    adults: body.adult,
    children: body.children,
    date: localDate(startIso, zone),
    startTime: localClock(startIso, zone),
    tripHourDuration: heldHours,
    feeLateMorning: undefined, // never trusted: the fee follows from the start time
  });
  if (trip.result.time !== heldHours) throw mismatch('bookingId');

  return {
    amountCents: trip.result.price,
    title: `${trip.result.time} Hour Charter: ${boat.name}, ${formatDayLong(startIso, zone)} ${formatTime(startIso, zone)}`,
    country: { _id: country._id, urlTitle: country.urlTitle, code: country.code },
    booking: storedBookingFor({
      country,
      boat,
      trip,
      start: hold.startTime,
      end: hold.endTime,
      contact: body.bookingContactData,
      adults: body.adult,
      kids: body.children,
      regionId: body.regionId,
      pulId: body.pulId,
      dolId: body.dolId ?? undefined,
      activities: body.activities,
      estTimePace: body.estTimePace,
      fishingHours: body.fishingHours,
      startDate: body.startDate ?? undefined,
      endDate: body.endDate ?? undefined,
    }),
  };
}

export interface BookedTripParts {
  country: Country;
  boat: Boat;
  trip: CalculatedTrip;
  start: Date;
  end: Date;
  contact: { firstName: string; lastName: string; email: string; phone: string; notes?: string | null };
  adults: number;
  kids: number;
  regionId: string;
  pulId: string;
  dolId?: string;
  activities: string[];
  estTimePace: TripQuery['estTimePace'];
  fishingHours: number;
  startDate?: string;
  endDate?: string;
}

/**
 * What a booking keeps of its trip (payments.booking, reservations.booking): the guest, the slot and the priced trip.
 */
export function storedBookingFor(p: BookedTripParts): PaymentBooking {
  const zone = p.country.timezone;
  const startIso = p.start.toISOString();
  const offsetTime = (at: Date) => inZone(at.toISOString(), zone).format('YYYY-MM-DDTHH:mm:ssZ');
  const summary = p.trip.tripSummary;
  const tripQuery: TripQuery = {
    country: p.country.urlTitle,
    start_date: p.startDate ?? localDate(startIso, zone),
    end_date: p.endDate,
    adults: p.adults,
    children: p.kids,
    region: p.regionId,
    pickUpLocation: p.pulId,
    activities: p.activities,
    boat: p.boat.urlTitle,
    dropOffLocation: p.dolId,
    estTimePace: p.estTimePace,
    fishingHours: p.fishingHours,
  };
  const contact = p.contact;
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    notes: contact.notes?.trim() || undefined,
    adults: p.adults,
    kids: p.kids,
    timeSlot: { startTime: offsetTime(p.start), endTime: offsetTime(p.end) },
    timezone: zone,
    feeLateMorning: summary.lateMorningFee.price,
    extraGuestsForBoat: summary.extraGuestsForBoat.data.count,
    boatPriceForExtraGuests: summary.boatPriceForExtraGuests.price,
    tripSummary: summary,
    countryName: p.country.name,
    businessEmail: p.country.email,
    tripQuery,
  };
}
