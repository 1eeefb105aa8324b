import { describe, it, expect } from 'vitest';
import { check } from '../../../src/domain/schema';
import {
  emptyTripState,
  guestTotal,
  tripState,
  parseTripQuery,
  toTripQueryEntries,
  toTripQueryString,
  tripQuery,
} from '../../../src/domain/trip';
import { calculatedTrip } from '../../../src/domain/pricing';
import { heldSlot } from '../../../src/domain/booking';
import { BOAT, CALCULATED_TRIP, MARINA, STINGRAY, messagesOf } from './examples';

describe('trip state', () => {
  it('starts empty with the spec defaults', () => {
    const empty = emptyTripState();
    expect(messagesOf(tripState, empty)).toEqual({});
    expect(empty).toMatchObject({ estTimePace: 'standard', fishingHours: 3, timezone: 'UTC', adult: 2, children: 0 });
    expect(guestTotal(empty)).toBe(2);
  });

  it('fills defaults when fields are left out', () => {
    const { estTimePace, fishingHours, timezone, ...rest } = emptyTripState();
    void estTimePace;
    void fishingHours;
    void timezone;
    const result = check(tripState, rest);
    expect(result.ok && result.value).toMatchObject({ estTimePace: 'standard', fishingHours: 3, timezone: 'UTC' });
  });

  it('holds a fully built trip', () => {
    const built = {
      ...emptyTripState('America/Cayman'),
      countryId: 'ky',
      countryUrlTitle: 'cayman-islands',
      startDate: '2026-12-03',
      endDate: '2026-12-09',
      adult: 6,
      children: 2,
      regionId: 'west-bay',
      pulId: MARINA._id,
      dolId: MARINA._id,
      activities: [STINGRAY._id],
      boatId: BOAT._id,
      boatUrlTitle: BOAT.urlTitle,
      estTimePace: 'relaxed',
      fishingHours: 4,
      visitorType: 'Cruise',
      cruiseAdditionalTime: 90,
      discount: { discountType: 'PERCENT', discountValue: 10 },
      customTime: { startDate: { value: 'all-dates', label: 'All dates' }, time: '06:00' },
      bookingContactData: {
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '+13455550123',
        email: 'ann@example.com',
        confirmEmail: 'ann@example.com',
        policy: true,
      },
    };
    expect(messagesOf(tripState, built)).toEqual({});
    expect(guestTotal(built)).toBe(8);
    expect(messagesOf(heldSlot, { holdId: 'hold-1', start: '2026-12-03T10:00:00-05:00' })).toEqual({});
  });

  it('refuses values outside the spec', () => {
    const bad = {
      ...emptyTripState(),
      estTimePace: 'fast',
      fishingHours: 11,
      visitorType: 'Boat',
      adult: 51,
    };
    expect(Object.keys(messagesOf(tripState, bad)).sort()).toEqual([
      'adult',
      'estTimePace',
      'fishingHours',
      'visitorType',
    ]);
    expect(Object.keys(messagesOf(heldSlot, { holdId: 'hold-1', start: '2026-12-03 10:00' }))).toEqual(['start']);
  });
});

describe('calculated trip', () => {
  it('accepts a priced trip', () => expect(messagesOf(calculatedTrip, CALCULATED_TRIP)).toEqual({}));

  it('allows negative prices only on discount and promotion lines', () => {
    const promoted = structuredClone(CALCULATED_TRIP);
    promoted.tripSummary.promotion = {
      data: { campaignId: 'summer', name: 'Summer Promotion', freeHours: 1 },
      time: 0,
      price: -25_000,
    };
    promoted.tripSummary.discount = {
      data: { discountType: 'DOLLAR_AMOUNT', discountValue: 1_000 },
      time: 0,
      price: -1_000,
    };
    expect(messagesOf(calculatedTrip, promoted)).toEqual({});
    const broken = structuredClone(CALCULATED_TRIP);
    broken.tripSummary.taxes.price = -1;
    broken.result.time = 2.5;
    expect(Object.keys(messagesOf(calculatedTrip, broken)).sort()).toEqual(['result.time', 'tripSummary.taxes.price']);
  });
});

describe('trip query', () => {
  const link = new URLSearchParams(
    'country=cayman-islands&start_date=2026-12-03&end_date=2026-12-09T00:00:00.000Z&guests=8&adults=6&children=2&total=8' +
      '&region=west-bay&pickUpLocation=pu-marina&activities=act-stingray,act-reef&boat=sea-breeze&dropOffLocation=pu-marina' +
      '&estTimePace=relaxed&fishingHours=4&shareItinerary=true&backFromStripe=pay-storage-1',
  );

  it('reads every parameter of a trip link', () => {
    const { query, dropped } = parseTripQuery(link);
    expect(dropped).toEqual([]);
    expect(query).toEqual({
      country: 'cayman-islands',
      start_date: '2026-12-03',
      end_date: '2026-12-09',
      guests: 8,
      adults: 6,
      children: 2,
      total: 8,
      region: 'west-bay',
      pickUpLocation: 'pu-marina',
      activities: ['act-stingray', 'act-reef'],
      boat: 'sea-breeze',
      dropOffLocation: 'pu-marina',
      estTimePace: 'relaxed',
      fishingHours: 4,
      shareItinerary: true,
      backFromStripe: 'pay-storage-1',
    });
    expect(messagesOf(tripQuery, query)).toEqual({});
  });

  it('drops what does not fit and clamps counts and fishing hours', () => {
    const { query, dropped } = parseTripQuery(
      new URLSearchParams(
        'start_date=tomorrow&adults=99&children=-3&estTimePace=fast&fishingHours=15&saveItinerary&activities=a&activities=b,a',
      ),
    );
    expect(query).toEqual({ adults: 50, children: 0, fishingHours: 10, saveItinerary: true, activities: ['a', 'b'] });
    expect(dropped.sort()).toEqual(['estTimePace', 'start_date']);
  });

  it('writes back what it reads, in the spec order', () => {
    const { query } = parseTripQuery(link);
    const entries = toTripQueryEntries(query);
    expect(entries.map(([k]) => k)).toEqual([
      'country',
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
      'shareItinerary',
      'backFromStripe',
    ]);
    expect(parseTripQuery(new URLSearchParams(entries)).query).toEqual(query);
    expect(parseTripQuery(new URLSearchParams(toTripQueryString(query))).query).toEqual(query);
    expect(toTripQueryString({ boat: 'sea breeze', saveItinerary: false })).toBe('boat=sea%20breeze');
  });
});
