// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueFixture } from '../../support/catalogueFixture';
import {
  parseTripQuery,
  boatPickUpIds,
  chosenBoat,
  emptyTripState,
  guestTotal,
  storedBuilderTrip,
  type TripState,
} from '../../../src/domain/trip';

const idb = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: vi.fn(async (key: string) => idb.get(key)),
  set: vi.fn(async (key: string, value: unknown) => void idb.set(key, value)),
  del: vi.fn(async (key: string) => void idb.delete(key)),
}));

const {
  applyItinerary,
  applyTripQuery,
  resetTrip,
  selectBoat,
  selectRegion,
  setDates,
  setGuests,
  setPace,
  setFishingHours,
  toggleActivity,
  setCountry,
} = await import('../../../src/app/state/tripEdits');
const { tripSearch, tripToQuery } = await import('../../../src/app/state/tripUrl');
const { TRIP_STORAGE_KEY, loadStoredTrip, saveStoredTrip, storedTripAtOnce } =
  await import('../../../src/app/state/tripPersistence');
const { chooseStartingTrip } = await import('../../../src/app/trip-builder/useTripSession');
const { readKeptTripEarly, dropEarlyRead } = await import('../../../src/app/state/keptTripRead');
const idbKeyval = await import('idb-keyval');

const country = catalogueFixture.countries[0]!;
const boat =
  catalogueFixture.boats.find((b) => b.pickUpLocations.alternatives.length > 0) ?? catalogueFixture.boats[0]!;

function builtTrip(): TripState {
  const trip = emptyTripState();
  setCountry(trip, country);
  selectRegion(trip, 'reg-west');
  trip.pulId = 'pul-a';
  toggleActivity(trip, 'act-1');
  toggleActivity(trip, 'act-2');
  setGuests(trip, 3, 2);
  setPace(trip, 'relaxed');
  setFishingHours(trip, 6);
  setDates(trip, '2030-01-10', '2030-01-12');
  selectBoat(trip, boat);
  trip.dolId = 'pul-b';
  return trip;
}

beforeEach(() => idb.clear());

describe('trip in the address bar', () => {
  it('round-trips every query parameter the spec lists', () => {
    const trip = builtTrip();
    const search = tripSearch(trip);
    expect(search).toContain('country=');
    for (const key of [
      'start_date',
      'end_date',
      'guests',
      'adults',
      'children',
      'total',
      'region',
      'pickUpLocation',
      'activities',
      'boat',
      'dropOffLocation',
      'estTimePace',
      'fishingHours',
    ]) {
      expect(search).toContain(`${key}=`);
    }
    const rebuilt = emptyTripState();
    setCountry(rebuilt, country);
    applyTripQuery(rebuilt, parseTripQuery(new URLSearchParams(search)).query);
    expect(tripToQuery(rebuilt)).toEqual(tripToQuery(trip));
  });

  it('trims a linked range to 14 days and clamps counts', () => {
    const trip = emptyTripState();
    applyTripQuery(
      trip,
      parseTripQuery(new URLSearchParams('start_date=2030-01-01&end_date=2030-03-01&adults=90&children=2')).query,
    );
    expect(trip.endDate).toBe('2030-01-14');
    expect(trip.adult).toBe(50);
    expect(guestTotal(trip)).toBe(50);
  });
});

describe('trip changes', () => {
  it('selecting a boat sets the pick-up ids to its main point plus alternatives', () => {
    const trip = emptyTripState();
    selectBoat(trip, boat);
    const chosen = chosenBoat(trip, catalogueFixture);
    expect(chosen && boatPickUpIds(chosen)).toEqual([
      boat.pickUpLocations.main.location,
      ...boat.pickUpLocations.alternatives.map((p) => p.location),
    ]);
    expect(trip.boatUrlTitle).toBe(boat.urlTitle);
    expect(chosen?._id).toBe(boat._id);
  });

  it('a trip reset clears region, pick-up, boat, drop-off and the selected boat data', () => {
    const trip = builtTrip();
    resetTrip(trip);
    expect([trip.regionId, trip.pulId, trip.boatId, trip.dolId, chosenBoat(trip, catalogueFixture)]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(trip.boatUrlTitle).toBeNull();
  });

  it('a new region starts over, an itinerary fills in pick-up and stops', () => {
    const trip = builtTrip();
    selectRegion(trip, 'reg-east');
    expect(trip.activities).toEqual([]);
    expect(trip.boatId).toBeNull();
    applyItinerary(trip, {
      regionId: 'reg-west',
      activities: ['act-9', 'act-8'],
      pickupLoc_id: { _id: 'pul-z', coordinates: { lat: 19.3, lng: -81.3 } },
    });
    expect(trip.regionId).toBe('reg-west');
    expect(trip.pulId).toBe('pul-z');
    expect(trip.activities).toEqual(['act-9', 'act-8']);
  });

  it('fishing hours are whole numbers 2–10, an empty box becomes 2; a long range is trimmed', () => {
    const trip = emptyTripState();
    setFishingHours(trip, '');
    expect(trip.fishingHours).toBe(2);
    setFishingHours(trip, 14);
    expect(trip.fishingHours).toBe(10);
    expect(setDates(trip, '2030-05-01', '2030-05-30')).toBe(true);
    expect(trip.endDate).toBe('2030-05-14');
  });
});

describe('trip kept on the device', () => {
  it('comes back as it was saved', async () => {
    const trip = builtTrip();
    await saveStoredTrip(trip);
    const restored = await loadStoredTrip();
    expect(restored.trip).toEqual(trip);
  });

  it('drops a corrupt record, an old version and an expired one, and says why', async () => {
    idb.set(TRIP_STORAGE_KEY, {
      version: 1,
      savedAt: new Date().toISOString(),
      expiresAt: null,
      data: { adult: 'many' },
    });
    expect(await loadStoredTrip()).toEqual({ trip: null, problem: 'invalid' });
    expect(idb.has(TRIP_STORAGE_KEY)).toBe(false);

    idb.set(TRIP_STORAGE_KEY, { ...storedBuilderTrip.wrap(builtTrip(), new Date()), version: 0 });
    expect(await loadStoredTrip()).toEqual({ trip: null, problem: 'outdated' });

    idb.set(TRIP_STORAGE_KEY, storedBuilderTrip.wrap(builtTrip(), new Date('2020-01-01'), 5 * 86_400_000));
    expect(await loadStoredTrip()).toEqual({ trip: null, problem: 'expired' });

    idb.set(TRIP_STORAGE_KEY, 'garbage');
    expect((await loadStoredTrip()).trip).toBeNull();
  });

  it('offers a kept trip with Welcome Back, but a link with a different trip wins', async () => {
    const kept = builtTrip();
    await saveStoredTrip(kept);
    const plain = await chooseStartingTrip(country, '');
    expect(plain.welcomeBack).toBe(true);
    expect(plain.trip.boatId).toBe(boat._id);

    const sameLink = await chooseStartingTrip(country, `?${tripSearch(kept)}`);
    expect(sameLink.welcomeBack).toBe(false);
    expect(sameLink.trip.boatId).toBe(boat._id); // the device's copy (a link names its boat by url title only)

    const otherLink = await chooseStartingTrip(country, '?region=reg-east&adults=2');
    expect(otherLink.trip.regionId).toBe('reg-east');
    expect(otherLink.trip.boatId).toBeNull();
  });

  it('is read while the builder loads: the first render has it once settled, and the builder takes that read', async () => {
    const kept = builtTrip();
    await saveStoredTrip(kept);
    vi.mocked(idbKeyval.get).mockClear();
    readKeptTripEarly({ forFirstRender: true });
    expect(storedTripAtOnce()).toBeNull(); // not settled yet: the builder shows its spinner and waits
    await new Promise((resolve) => setTimeout(resolve));
    expect(storedTripAtOnce()?.trip).toEqual(kept);
    expect((await loadStoredTrip()).trip).toEqual(kept);
    expect(idbKeyval.get).toHaveBeenCalledTimes(1); // the early read, handed over
    expect(storedTripAtOnce()).toBeNull(); // taken: a builder opened later reads afresh
    await loadStoredTrip();
    expect(idbKeyval.get).toHaveBeenCalledTimes(2);
  });

  it('is not shown at once where the server rendered the builder (hydration matches the server), nor once dropped', async () => {
    await saveStoredTrip(builtTrip());
    readKeptTripEarly({ forFirstRender: false });
    await new Promise((resolve) => setTimeout(resolve));
    expect(storedTripAtOnce()).toBeNull();
    expect((await loadStoredTrip()).trip).not.toBeNull();

    readKeptTripEarly({ forFirstRender: true });
    await new Promise((resolve) => setTimeout(resolve));
    dropEarlyRead();
    expect(storedTripAtOnce()).toBeNull();
  });

  it('without IndexedDB the early read fails quietly and the builder opens with a fresh trip', async () => {
    vi.mocked(idbKeyval.get).mockImplementationOnce(() => {
      throw new ReferenceError('indexedDB is not defined');
    });
    expect(() => readKeptTripEarly({ forFirstRender: true })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve));
    expect(storedTripAtOnce()).toEqual({ trip: null, problem: 'missing' });
    expect(await loadStoredTrip()).toEqual({ trip: null, problem: 'missing' });
  });

  it('at once says why a kept record is dropped, without deleting it in the render', async () => {
    idb.set(TRIP_STORAGE_KEY, { version: 99 });
    readKeptTripEarly({ forFirstRender: true });
    await new Promise((resolve) => setTimeout(resolve));
    expect(storedTripAtOnce()).toEqual({ trip: null, problem: 'outdated' });
    expect(idb.has(TRIP_STORAGE_KEY)).toBe(true);
    dropEarlyRead();
  });

  it('says so when the kept record had to be dropped', async () => {
    idb.set(TRIP_STORAGE_KEY, { version: 99 });
    const start = await chooseStartingTrip(country, '');
    expect(start.dropped).toBe(true);
    expect(start.trip.regionId).toBeNull();
  });
});
