import { describe, it, expect } from 'vitest';
import { object, string } from 'superstruct';
import { versioned } from '../../../src/domain/schema';
import {
  SAVED_TRIP_LIFETIME_MS,
  holdMinutesLeft,
  storedBooking,
  storedTripData,
  storedBuilderTrip,
  emptyTripState,
  guestTotal,
} from '../../../src/domain/trip';
import { keptTripV1 } from '../../support/keptTripV1';
import { BOAT, CALCULATED_TRIP, MARINA, STINGRAY } from './examples';

const now = new Date('2026-12-01T15:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('versioned()', () => {
  const note = versioned(object({ text: string() }), 2);

  it('reads back what it wrote until it expires', () => {
    const record = note.wrap({ text: 'hi' }, now, 60_000);
    expect(record).toEqual({
      version: 2,
      savedAt: '2026-12-01T15:00:00.000Z',
      expiresAt: '2026-12-01T15:01:00.000Z',
      data: { text: 'hi' },
    });
    expect(note.read(JSON.parse(JSON.stringify(record)), later(59_999))).toEqual({ ok: true, data: { text: 'hi' } });
    expect(note.read(record, later(60_000))).toEqual({ ok: false, problem: 'expired' });
  });

  it('keeps records without a lifetime', () => {
    expect(note.read(note.wrap({ text: 'hi' }, now), later(10 ** 12))).toEqual({ ok: true, data: { text: 'hi' } });
  });

  it('drops missing, outdated and malformed records', () => {
    expect(note.read(undefined, now)).toEqual({ ok: false, problem: 'missing' });
    expect(note.read({ ...note.wrap({ text: 'hi' }, now), version: 1 }, now)).toEqual({
      ok: false,
      problem: 'outdated',
    });
    expect(note.read({ ...note.wrap({ text: 'hi' }, now), data: { text: 3 } }, now)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(note.read('{"version":2}', now)).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('stored trips', () => {
  it('keeps a saved itinerary five days', () => {
    const saved = {
      region: 'west-bay',
      start_date: '2026-12-03',
      end_date: null,
      adults: 2,
      children: 0,
      pickUpLocation: 'pu-marina',
      activities: ['act-stingray'],
      boat: 'sea-breeze',
      estTimePace: 'standard' as const,
      fishingHours: 3,
      countryUrlTitle: 'cayman-islands',
      regionId: 'west-bay',
      pulId: 'pu-marina',
      boatId: 'boat-1',
      calculateTrip: CALCULATED_TRIP,
      clientInfo: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    };
    const record = storedTripData.wrap(saved, now, SAVED_TRIP_LIFETIME_MS);
    expect(storedTripData.read(record, later(5 * 86_400_000 - 1))).toEqual({ ok: true, data: saved });
    expect(storedTripData.read(record, later(5 * 86_400_000))).toEqual({ ok: false, problem: 'expired' });
  });

  it('keeps booking data as long as the hold', () => {
    const data = {
      ...emptyTripState('America/Cayman'),
      hold: { holdId: 'hold-1', start: '2026-12-01T10:00:00-05:00' },
      expiresAt: '2026-12-01T15:15:00.000Z',
    };
    const record = storedBooking.wrap(data, now, Date.parse(data.expiresAt) - now.getTime());
    expect(storedBooking.read(record, later(60_000))).toEqual({ ok: true, data });
    expect(holdMinutesLeft(data.expiresAt, later(61_000))).toBe(13);
    expect(holdMinutesLeft(data.expiresAt, later(3_600_000))).toBe(0);
  });

  it("opens a trip the previous release kept (version 1): the guest's choices, none of its copies", () => {
    const read = storedBuilderTrip.read(keptTripV1(now), later(60_000));
    expect(read.ok).toBe(true);
    const trip = read.ok ? read.data : emptyTripState();
    expect(trip).toMatchObject({
      countryUrlTitle: 'cayman-islands',
      startDate: '2026-12-03',
      endDate: '2026-12-09',
      adult: 2,
      children: 1,
      regionId: 'west-bay',
      pulId: MARINA._id,
      activities: [STINGRAY._id],
      boatId: BOAT._id,
      boatUrlTitle: BOAT.urlTitle,
      estTimePace: 'relaxed',
      fishingHours: 4,
      visitorType: 'Cruise',
      timezone: 'America/Cayman',
      discount: { discountType: 'PERCENT', discountValue: 10 },
    });
    expect(guestTotal(trip)).toBe(3);
    for (const gone of [
      'totalPerson',
      'apiStatus',
      'calculateTrip',
      'calculatedTripHours',
      'selectedBoatData',
      'allRegionActivities',
      'tutorialData',
      'bookingId',
      'bookingDate',
      'feeLateMorning',
      'countryCode',
    ])
      expect(trip).not.toHaveProperty(gone);
    expect(storedBuilderTrip.read({ ...keptTripV1(now), version: 0 }, now)).toEqual({ ok: false, problem: 'outdated' });
    expect(storedBuilderTrip.read(keptTripV1(now), later(5 * 86_400_000))).toEqual({ ok: false, problem: 'expired' });
  });
});
