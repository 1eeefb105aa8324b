// getAvailableBoats: the country's bookable boats with at least one free start for the shortest charter on a day of
// the range, found with the guest flow's own slot search (searchTimeSlots), and what a partner site shows of each.
import {
  type Boat,
  type Country,
  type PickUpLocation,
  boatMatches,
  sellsBioBay,
  twoHourPrice,
} from '../../domain/catalogue';
import type { AvailableBoatsQuery, AvailableBoatsResponse, PartnerBoat } from '../../domain/protocol';
import { MIN_CHARTER_HOURS } from '../../domain/trip';
import { getByIdOrUrlTitle, listDocs } from '../catalogue/store';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { searchTimeSlots } from '../availability/searchSlots';

/** The boat's pick-up points (main first) with their catalogue names. */
function boatPickUps(boat: Boat, pickUps: Map<string, PickUpLocation>): PartnerBoat['pickUps'] {
  return [boat.pickUpLocations.main, ...boat.pickUpLocations.alternatives].map((p) => ({
    _id: p.location,
    name: pickUps.get(p.location)?.name ?? p.location,
    dock: p.dock,
  }));
}

async function countryByKey(db: Db, key: string): Promise<Country> {
  const country = await getByIdOrUrlTitle<Country>(db, 'country', key);
  if (!country) throw notFound('Country');
  return country;
}

export async function availableBoats(db: Db, query: AvailableBoatsQuery, now: Date): Promise<AvailableBoatsResponse> {
  const country = await countryByKey(db, query.countryId);
  const endDate = query.endDate ?? query.startDate;
  const [boats, pickUpDocs] = await Promise.all([
    listDocs<Boat>(db, 'boat', { countryId: country._id }),
    listDocs<PickUpLocation>(db, 'pickUpLocation', { countryId: country._id }),
  ]);
  const pickUps = new Map(pickUpDocs.map((p) => [p._id, p]));
  const boatList: PartnerBoat[] = [];
  for (const boat of boats.filter((b) => boatMatches(b, {}))) {
    const search = await searchTimeSlots(
      db,
      {
        boats: [{ boatId: boat._id, role: 'primary' }],
        startDate: query.startDate,
        endDate,
        tripDuration: MIN_CHARTER_HOURS,
        tripType: 'STANDARD',
        countryId: country._id,
        returnAllTimeSlots: false,
        includeUnavailabilityReason: false,
        calendarType: query.calendarType,
      },
      now,
    );
    const availableDates = search.availableSlots
      .filter((d) => d.bookings.some((s) => s.isAvailable))
      .map((d) => d.date);
    if (availableDates.length === 0) continue;
    boatList.push({
      _id: boat._id,
      name: boat.name,
      urlTitle: boat.urlTitle,
      size: boat.boatInfo.size,
      maxGuests: boat.maxGuests,
      fromPrice: twoHourPrice(boat) ?? null,
      image: boat.boatInfo.mainImage,
      regions: boat.regions.map((r) => ({ _id: r._id, name: r.name })),
      pickUps: boatPickUps(boat, pickUps),
      availableDates,
      bioBay: sellsBioBay(boat),
    });
  }
  return { boatList, timezone: country.timezone };
}
