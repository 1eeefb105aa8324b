import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_RECORD_VERSION,
  KEEP_AFTER_TRIP_MS,
  findByPayment,
  listConfirmations,
  readConfirmation,
  saveConfirmation,
  type KeyValueStore,
  type StoredConfirmation,
} from '../../../src/app/confirmation/confirmationStore';
import { BOOKING } from './confirmationFixture';

function memoryStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (k) => structuredClone(map.get(k)),
    set: async (k, v) => void map.set(k, structuredClone(v)),
    del: async (k) => void map.delete(k),
    entries: async () => [...map.entries()].map(([k, v]) => [k, structuredClone(v)] as [string, unknown]),
  };
}

const entry = (overrides: Partial<StoredConfirmation> = {}): StoredConfirmation => ({
  info: BOOKING,
  country: 'cayman-islands',
  token: 'signed.token',
  paymentStorageId: 'pay_1',
  images: { '/images/boat.jpg': 'data:image/svg+xml;base64,PHN2Zy8+' },
  ...overrides,
});
const now = new Date('2026-12-01T16:00:00.000Z');

describe('confirmations kept on the device', () => {
  it('reads back what was saved, versioned, until 30 days after the charter ends', async () => {
    const store = memoryStore();
    await saveConfirmation(store, entry(), now);
    const raw = store.map.get('KY-7K3M9Q') as { version: number; expiresAt: string };
    expect(raw.version).toBe(CONFIRMATION_RECORD_VERSION);
    expect(Date.parse(raw.expiresAt)).toBe(Date.parse(BOOKING.timeSlot.endTime) + KEEP_AFTER_TRIP_MS);
    expect(await readConfirmation(store, 'KY-7K3M9Q', now)).toEqual({ ok: true, entry: entry() });
    expect((await findByPayment(store, 'pay_1', now))?.info.bookingRef).toBe('KY-7K3M9Q');
  });

  it('drops an expired record', async () => {
    const store = memoryStore();
    await saveConfirmation(store, entry(), now);
    const later = new Date(Date.parse(BOOKING.timeSlot.endTime) + KEEP_AFTER_TRIP_MS + 1);
    expect(await readConfirmation(store, 'KY-7K3M9Q', later)).toEqual({ ok: false, problem: 'expired' });
    expect(store.map.size).toBe(0);
  });

  it('drops records that do not fit the schema or an older version, and counts them', async () => {
    const store = memoryStore();
    await saveConfirmation(store, entry(), now);
    const good = store.map.get('KY-7K3M9Q') as Record<string, unknown>;
    store.map.set('KY-OLD000', { ...good, version: 0 });
    store.map.set('KY-BAD000', { ...good, data: { ...entry(), info: { ...BOOKING, adults: 0 } } });
    store.map.set('KY-IMG000', { ...good, data: { ...entry(), images: { '/x.svg': 'javascript:alert(1)' } } });
    store.map.set('KY-WRONG0', good); // a record filed under another reference
    const list = await listConfirmations(store, now);
    expect(list.entries.map((e) => e.info.bookingRef)).toEqual(['KY-7K3M9Q']);
    expect(list.dropped).toBe(4);
    expect([...store.map.keys()]).toEqual(['KY-7K3M9Q']);
    expect(await readConfirmation(store, 'KY-OLD000', now)).toEqual({ ok: false, problem: 'missing' });
  });

  it('lists the next charter first', async () => {
    const store = memoryStore();
    const later = {
      ...BOOKING,
      bookingRef: 'KY-LATER1',
      timeSlot: { startTime: '2026-12-05T10:00:00-05:00', endTime: '2026-12-05T13:00:00-05:00' },
    };
    await saveConfirmation(store, entry({ info: later }), now);
    await saveConfirmation(store, entry(), now);
    expect((await listConfirmations(store, now)).entries.map((e) => e.info.bookingRef)).toEqual([
      'KY-7K3M9Q',
      'KY-LATER1',
    ]);
  });
});
