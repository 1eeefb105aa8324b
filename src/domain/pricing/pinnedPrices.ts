// What a hold keeps of the catalogue it was priced with: the fields of its boat, country, pick-ups and stops that the
// price and the trip's length read. Its checkout (and a later move of its booking) lays them over the catalogue of the
// day, so a rate, tax or promotion the office changes meanwhile never changes what that guest pays.
import type { Activity, Boat, Country, PickUpLocation } from '../catalogue/catalogue';

const BOAT_FIELDS = [
  'pricing',
  'overGuests',
  'maxGuests',
  'maxHours',
  'lateMorningTimes',
  'lateMorningFee',
  'cruisingSpeedKnots',
] as const;
const COUNTRY_FIELDS = ['taxAndFeeBasisPoints', 'campaigns'] as const;
const PICK_UP_FIELDS = ['price', 'coordinates'] as const;
const ACTIVITY_FIELDS = ['price', 'stopMinutes', 'geolocation'] as const;

type PinnedBoat = Pick<Boat, (typeof BOAT_FIELDS)[number]>;
type PinnedCountry = Pick<Country, (typeof COUNTRY_FIELDS)[number]>;
type PinnedPickUp = Pick<PickUpLocation, (typeof PICK_UP_FIELDS)[number]>;
type PinnedActivity = Pick<Activity, (typeof ACTIVITY_FIELDS)[number]>;

export interface PinnedPrices {
  boats: Record<string, PinnedBoat>;
  countries: Record<string, PinnedCountry>;
  pickUps: Record<string, PinnedPickUp>;
  activities: Record<string, PinnedActivity>;
}

const pick = <T, K extends keyof T>(doc: T, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, doc[f]])) as Pick<T, K>;
const byId = <T extends { _id: string }, K extends keyof T>(docs: T[], fields: readonly K[]) =>
  Object.fromEntries(docs.map((d) => [d._id, pick(d, fields)]));

export function pinPrices(docs: {
  boats: Boat[];
  countries: Country[];
  pickUps: PickUpLocation[];
  activities: Activity[];
}): PinnedPrices {
  return {
    boats: byId(docs.boats, BOAT_FIELDS),
    countries: byId(docs.countries, COUNTRY_FIELDS),
    pickUps: byId(docs.pickUps, PICK_UP_FIELDS),
    activities: byId(docs.activities, ACTIVITY_FIELDS),
  };
}

/** `docs` by id with the pinned fields laid over those pinned; the rest as they are today. */
export function withPinned<T extends { _id: string }>(
  docs: Map<string, T>,
  pinned: Record<string, Partial<T>> | undefined,
): Map<string, T> {
  if (!pinned || Object.keys(pinned).length === 0) return docs;
  const out = new Map(docs);
  for (const [id, fields] of Object.entries(pinned)) {
    const today = docs.get(id);
    if (today) out.set(id, { ...today, ...fields });
  }
  return out;
}
