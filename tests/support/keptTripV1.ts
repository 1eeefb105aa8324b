// A trip as the first release kept it on the device (IndexedDB 'trip-builder:trip', version 1): all 34 fields of its
// trip record, copies and server answers included. A guest who built this before an upgrade must find it after.
import { BOAT, CALCULATED_TRIP, MARINA, STINGRAY } from '../unit/domain/examples';

const FIVE_DAYS_MS = 5 * 86_400_000;

/** The version-1 record of a built trip (boat, stop, a live hold and an agent's discount), saved at `savedAt`. */
export function keptTripV1(savedAt: Date) {
  return {
    version: 1,
    savedAt: savedAt.toISOString(),
    expiresAt: new Date(savedAt.getTime() + FIVE_DAYS_MS).toISOString(),
    data: {
      countryId: 'ky',
      countryCode: 'KY',
      countryUrlTitle: 'cayman-islands',
      startDate: '2026-12-03',
      endDate: '2026-12-09',
      adult: 2,
      children: 1,
      totalPerson: 3,
      regionId: 'west-bay',
      pulId: MARINA._id,
      dolId: null,
      activities: [STINGRAY._id],
      boatId: BOAT._id,
      boatUrlTitle: BOAT.urlTitle,
      boatPickupLocationIds: [MARINA._id],
      estTimePace: 'relaxed',
      fishingHours: 4,
      visitorType: 'Cruise',
      cruiseAdditionalTime: 90,
      timezone: 'America/Cayman',
      isBioBaySelected: false,
      selectedBoatData: BOAT,
      bookingDate: '2026-12-03T10:00:00-05:00',
      bookingId: 'hold-1',
      apiStatus: 'fulfilled',
      feeLateMorning: 0,
      allRegionActivities: { activities: [STINGRAY], diningActivities: [] },
      calculateTrip: CALCULATED_TRIP,
      calculatedTripHours: 3,
      discount: { discountType: 'PERCENT', discountValue: 10 },
      customTime: null,
      boatsFromExternalApiForDate: [],
      tutorialData: { pickUpLocationTutorial: '', itinerary: '', activity: '', boat: '', isFetched: false },
      bookingContactData: null,
    },
  };
}
