// The booking data of a live hold, kept on the device as 'bookingData': the trip with its contact fields, the hold
// (id and slot) and its expiry, validated and versioned, living only as long as the hold's whole minutes left.
// The server-clock skew is kept beside it ('bookingClock') so that a reload counts down on the server's time.
import { integer, object } from 'superstruct';
import { versioned, type StoredRecordProblem } from '../../domain/schema';
import type { HeldSlot } from '../../domain/booking';
import { storedBooking, type StoredBookingData, type TripState } from '../../domain/trip';
import { storedLifetimeMs, type HoldClock } from './holdClock';
import { BOOKING_CLOCK_KEY, BOOKING_DATA_KEY, forgetStoredBooking, hasStoredBooking } from './bookingUnderway';

export { BOOKING_DATA_KEY, forgetStoredBooking, hasStoredBooking };
const storedClock = versioned(object({ skewMs: integer() }), 1);

export type RestoredBooking =
  { ok: true; trip: TripState; hold: HeldSlot; clock: HoldClock } | { ok: false; problem: StoredRecordProblem };

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return { unreadable: true }; // fails validation below, so it is dropped
  }
}

/** Keeps `trip` with its hold; a hold with under a minute left is not kept at all. */
export function saveStoredBooking(
  trip: TripState,
  hold: HeldSlot,
  clock: HoldClock,
  deviceNow = new Date(),
  storage: Storage = localStorage,
): void {
  const lifetime = storedLifetimeMs(clock, deviceNow);
  if (lifetime <= 0) {
    forgetStoredBooking(storage);
    return;
  }
  const data: StoredBookingData = { ...structuredClone(trip), hold: { ...hold }, expiresAt: clock.expiresAt };
  try {
    storage.setItem(BOOKING_DATA_KEY, JSON.stringify(storedBooking.wrap(data, deviceNow, lifetime)));
    storage.setItem(BOOKING_CLOCK_KEY, JSON.stringify(storedClock.wrap({ skewMs: clock.skewMs }, deviceNow, lifetime)));
  } catch {
    // Storage full or unavailable: the booking still lives in the page until it is closed.
  }
}

/** The kept booking, or why there is none; anything expired, outdated or malformed is deleted. */
export function loadStoredBooking(deviceNow = new Date(), storage: Storage = localStorage): RestoredBooking {
  const read = storedBooking.read(readJson(storage, BOOKING_DATA_KEY), deviceNow);
  if (!read.ok) {
    if (read.problem !== 'missing') forgetStoredBooking(storage);
    return read;
  }
  const clock = storedClock.read(readJson(storage, BOOKING_CLOCK_KEY), deviceNow);
  const { expiresAt, hold, ...trip } = read.data;
  return { ok: true, trip: trip as TripState, hold, clock: { expiresAt, skewMs: clock.ok ? clock.data.skewMs : 0 } };
}
