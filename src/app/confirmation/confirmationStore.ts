// Confirmations kept on the device so that the page opens offline, days later. What comes back from storage is
// untrusted: it is checked with the booking-info schema, carries a version and an expiry, and is dropped when it does
// not fit.
import { boolean, define, nullable, object, optional, record, string, type Infer } from 'superstruct';
import { bookingInfo, type BookingInfo } from '../../domain/booking';
import { DAY_MS, versioned, type StoredRecordProblem } from '../../domain/schema';

/** Images travel inside the record as data URLs, so that the page, its PDF and its map popup need no network. */
const imageData = define<string>(
  'imageData',
  (v) => typeof v === 'string' && /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*(;base64)?,/i.test(v),
);

const storedConfirmation = object({
  info: bookingInfo,
  /** The country url title the page lives under. */
  country: string(),
  /** The signed link token, so that the page can refresh the booking from the server later. */
  token: nullable(string()),
  paymentStorageId: nullable(string()),
  /** Found on the booking summary page by reference and email: neither the booking device nor the email's link, so the
   * page reads it again the same way and offers nothing that needs either. */
  foundByEmail: optional(boolean()),
  /** Image address → its data URL. */
  images: record(string(), imageData),
});
export type StoredConfirmation = Infer<typeof storedConfirmation>;
/** The data URL kept for an image's address, if it was kept (the page shows it when the address cannot load). */
export type KeptImage = (src: string) => string | undefined;

export const CONFIRMATION_RECORD_VERSION = 1;
export const confirmationRecord = versioned(storedConfirmation, CONFIRMATION_RECORD_VERSION);

/** Kept until 30 days after the charter ends: long enough for the trip and any follow-up, then it goes. */
export const KEEP_AFTER_TRIP_MS = 30 * DAY_MS;
const confirmationLifetimeMs = (info: BookingInfo, now: Date) =>
  Math.max(0, Date.parse(info.timeSlot.endTime) + KEEP_AFTER_TRIP_MS - now.getTime());

/** The few key-value calls the store needs (IndexedDB in the app, a Map in tests). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
}

export type ConfirmationRead = { ok: true; entry: StoredConfirmation } | { ok: false; problem: StoredRecordProblem };

export async function saveConfirmation(
  store: KeyValueStore,
  entry: StoredConfirmation,
  now: Date = new Date(),
): Promise<void> {
  await store.set(entry.info.bookingRef, confirmationRecord.wrap(entry, now, confirmationLifetimeMs(entry.info, now)));
}

/** The stored confirmation of `bookingRef`; one that no longer fits is removed. */
export async function readConfirmation(
  store: KeyValueStore,
  bookingRef: string,
  now: Date = new Date(),
): Promise<ConfirmationRead> {
  const read = confirmationRecord.read(await store.get(bookingRef), now);
  if (read.ok) return { ok: true, entry: read.data };
  if (read.problem !== 'missing') await store.del(bookingRef);
  return read;
}

export interface ConfirmationList {
  entries: StoredConfirmation[];
  /** How many records were dropped because they were invalid or from an older version (expired ones go quietly). */
  dropped: number;
}

/** Every usable confirmation on the device, the next charter first. */
export async function listConfirmations(store: KeyValueStore, now: Date = new Date()): Promise<ConfirmationList> {
  const entries: StoredConfirmation[] = [];
  let dropped = 0;
  for (const [key, raw] of await store.entries()) {
    const read = confirmationRecord.read(raw, now);
    if (read.ok && read.data.info.bookingRef === key) {
      entries.push(read.data);
      continue;
    }
    await store.del(key);
    if (read.ok || read.problem !== 'expired') dropped += 1;
  }
  entries.sort((a, b) => Date.parse(a.info.timeSlot.startTime) - Date.parse(b.info.timeSlot.startTime));
  return { entries, dropped };
}

/** The stored confirmation paid by `paymentStorageId`, for a return from checkout while offline. */
export async function findByPayment(store: KeyValueStore, paymentStorageId: string, now: Date = new Date()) {
  const { entries } = await listConfirmations(store, now);
  return entries.find((e) => e.paymentStorageId === paymentStorageId || e.info._id === paymentStorageId) ?? null;
}
