// Stored booking data ('bookingData'): kept as long as the hold's whole minutes, validated, dropped when it does not
// fit.
import { describe, expect, it } from 'vitest';
import { BOOKING_DATA_KEY, loadStoredBooking, saveStoredBooking } from '../../../src/app/state/heldBooking';
import { holdClockOf } from '../../../src/app/state/holdClock';
import { storedBooking, emptyTripState } from '../../../src/domain/trip';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const trip = () => ({
  ...emptyTripState('America/Cayman'),
  countryId: 'country-ky',
  boatId: 'boat-a',
});
const hold = { holdId: 'hold-1', start: '2026-12-03T10:00:00-05:00' };
const device = (iso: string) => new Date(iso);
// The device clock is two hours behind the server's.
const clock = holdClockOf(
  { serverNow: '2026-12-03T15:00:00.000Z', expiresAt: '2026-12-03T15:15:00.000Z' },
  device('2026-12-03T13:00:00.000Z'),
);

describe('stored booking data', () => {
  it('comes back with its hold clock while the hold lives', () => {
    const storage = new MemoryStorage();
    saveStoredBooking(trip(), hold, clock, device('2026-12-03T13:00:00.000Z'), storage);
    const read = loadStoredBooking(device('2026-12-03T13:10:00.000Z'), storage);
    expect(read).toEqual({ ok: true, trip: trip(), hold, clock });
    const raw = JSON.parse(storage.getItem(BOOKING_DATA_KEY)!);
    expect(storedBooking.read(raw, device('2026-12-03T13:10:00.000Z')).ok).toBe(true); // the domain's shape, for other pages
    expect(raw.data.expiresAt).toBe('2026-12-03T15:15:00.000Z');
  });

  it('lives only the whole minutes the hold has left, then is dropped', () => {
    const storage = new MemoryStorage();
    saveStoredBooking(trip(), hold, clock, device('2026-12-03T13:00:30.000Z'), storage); // 14.5 minutes left → 14
    expect(loadStoredBooking(device('2026-12-03T13:14:29.000Z'), storage).ok).toBe(true);
    expect(loadStoredBooking(device('2026-12-03T13:14:31.000Z'), storage)).toEqual({ ok: false, problem: 'expired' });
    expect(storage.length).toBe(0);
  });

  it('is not kept at all with under a minute left', () => {
    const storage = new MemoryStorage();
    saveStoredBooking(trip(), hold, clock, device('2026-12-03T13:14:10.000Z'), storage);
    expect(storage.length).toBe(0);
  });

  it('drops what does not fit: another version, a broken record, unreadable text', () => {
    const storage = new MemoryStorage();
    saveStoredBooking(trip(), hold, clock, device('2026-12-03T13:00:00.000Z'), storage);
    const raw = JSON.parse(storage.getItem(BOOKING_DATA_KEY)!);
    storage.setItem(BOOKING_DATA_KEY, JSON.stringify({ ...raw, version: 99 }));
    expect(loadStoredBooking(device('2026-12-03T13:01:00.000Z'), storage)).toEqual({ ok: false, problem: 'outdated' });
    expect(storage.length).toBe(0);
    storage.setItem(
      BOOKING_DATA_KEY,
      JSON.stringify({ ...raw, data: { ...raw.data, hold: { ...hold, start: 'tomorrow' } } }),
    );
    expect(loadStoredBooking(device('2026-12-03T13:01:00.000Z'), storage)).toEqual({ ok: false, problem: 'invalid' });
    storage.setItem(BOOKING_DATA_KEY, '{not json');
    expect(loadStoredBooking(device('2026-12-03T13:01:00.000Z'), storage)).toEqual({ ok: false, problem: 'invalid' });
    expect(loadStoredBooking(device('2026-12-03T13:01:00.000Z'), new MemoryStorage())).toEqual({
      ok: false,
      problem: 'missing',
    });
  });

  it("opens a live hold's booking data the previous release kept (version 1), its hold out of the trip", () => {
    const storage = new MemoryStorage();
    saveStoredBooking(trip(), hold, clock, device('2026-12-03T13:00:00.000Z'), storage);
    const raw = JSON.parse(storage.getItem(BOOKING_DATA_KEY)!);
    const { hold: kept, ...data } = raw.data;
    const v1 = {
      ...raw,
      version: 1,
      data: { ...data, bookingId: kept.holdId, bookingDate: kept.start, totalPerson: 2 },
    };
    storage.setItem(BOOKING_DATA_KEY, JSON.stringify(v1));
    expect(loadStoredBooking(device('2026-12-03T13:10:00.000Z'), storage)).toEqual({
      ok: true,
      trip: trip(),
      hold,
      clock,
    });
  });
});
