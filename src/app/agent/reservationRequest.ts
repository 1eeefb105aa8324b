// The POST booking/reserve body from the builder's trip: external ids (the boat's calendar id, the pickup and
// activity ids), counts as text, the discount and custom time, the chosen start, the guest, and the end of the hold.
import type { Boat } from '../../domain/catalogue';
import type { BookingReservation, Settlement } from '../../domain/booking';
import type { TripState } from '../../domain/trip';
import type { TripCatalogue } from '../state/tripEstimate';
import { searchRange } from '../booking';

export interface GuestFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
}

export function reservationRequestOf(
  trip: TripState,
  boat: Boat,
  catalogue: TripCatalogue,
  startTime: string,
  guest: GuestFields,
  payment: Settlement,
  holdDays: number,
  now = new Date(),
): BookingReservation {
  const pickupId = (id: string | null) => catalogue.pickUps.find((p) => p._id === id)?.pickupId ?? id ?? '';
  const range = searchRange(trip, catalogue.country.timezone, now);
  return {
    countryUrlTitle: catalogue.country.urlTitle,
    regionId: trip.regionId ?? '',
    start_date: range.startDate,
    end_date: range.endDate,
    activities: trip.activities.map((id) => catalogue.activities.find((a) => a._id === id)?.activityId ?? id),
    boat: boat.calendarId,
    pickUpLocation: pickupId(trip.pulId ?? boat.pickUpLocations.main.location),
    dropOffLocation: trip.dolId ? pickupId(trip.dolId) : null,
    estTimePace: trip.estTimePace,
    fishingHours: trip.fishingHours,
    discountType: trip.discount?.discountType ?? null,
    discountFee: trip.discount?.discountValue ?? null,
    customTimeStartDate: trip.customTime?.startDate.value ?? null,
    customTimeEndDate: trip.customTime?.endDate ?? null,
    customTime: trip.customTime?.time ?? null,
    startTime,
    firstName: guest.firstName.trim(),
    lastName: guest.lastName.trim(),
    email: guest.email.trim(),
    phone: guest.phone.trim(),
    notes: guest.notes.trim() || undefined,
    adults: String(trip.adult),
    kids: String(trip.children),
    payment,
    expire: new Date(now.getTime() + holdDays * 86_400_000).toISOString(),
  };
}
