// A confirmation kept on the device, as the booking-confirmed page saves it: for the browser test that opens it with
// the server stopped and for the Lighthouse bench's 'booking confirmation (saved copy)'.
import type { Page } from 'playwright-core';

const WEB = '/api/v1/web';

/** GET a path of the API; `status` and the parsed body. */
export type GetJson = <T>(path: string) => Promise<{ status: number; body: T }>;

type SeedBoat = { _id: string; regions: { _id: string }[]; activities: string[]; access: string[]; pickUpLocations: { main: { location: string } }; maxGuests: number };

/** A small day trip of the demo seed, priced by the server (as the trip builder does). */
async function pricedTripSummary(getJson: GetJson, country: string): Promise<unknown> {
  const boats = await getJson<SeedBoat[]>(`${WEB}/boat?destination=${country}`);
  const boat = boats.body.find((b) => b.access.includes('primary') && b.regions.length > 0 && b.activities.length > 0 && b.maxGuests >= 2);
  if (!boat) throw new Error('The demo seed has no day-charter boat');
  const regionId = boat.regions[0]!._id;
  const pulId = boat.pickUpLocations.main.location;
  const regionActivities = await getJson<{ activities: { _id: string; type: string }[] }>(`${WEB}/activity/activities/${regionId}?totalPerson=2`);
  const stop = regionActivities.body.activities.find((a) => boat.activities.includes(a._id) && a.type === 'Activity');
  const activities = stop ? [stop._id] : [];
  const price = await getJson<{ tripSummary: unknown }>(`${WEB}/calculate-time/${regionId}?boatId=${boat._id}&pulId=${pulId}&activities=${activities.join(',')}&adults=2&children=0`);
  if (price.status !== 200) throw new Error(`calculate-time answered ${price.status}: ${JSON.stringify(price.body)}`);
  return price.body.tripSummary;
}

/** The device's record of a paid booking `bookingRef` twelve days from now (confirmation/confirmationStore.ts). */
export async function keptConfirmationRecord(getJson: GetJson, country: string, bookingRef: string) {
  const start = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const info = {
    bookingRef, _id: 'pay_kept', firstName: 'Ana', lastName: 'Ebanks', email: 'ana@example.test', phone: '+13455550100',
    adults: 2, kids: 0, timeSlot: { startTime: `${start}T10:00:00-05:00`, endTime: `${start}T13:00:00-05:00` }, timezone: 'America/Cayman',
    updatedAt: new Date().toISOString().replace(/\.\d{3}Z$/, '.000Z'), feeLateMorning: 0, extraGuestsForBoat: 0, boatPriceForExtraGuests: 0,
    tripSummary: await pricedTripSummary(getJson, country),
  };
  return { version: 1, savedAt: new Date().toISOString(), expiresAt: null, data: { info, country, token: null, paymentStorageId: null, images: {} } };
}

/** Writes `record` into the page's origin's IndexedDB, where the app keeps confirmations. */
export async function keepConfirmationOnDevice(page: Pick<Page, 'evaluate'>, bookingRef: string, record: unknown): Promise<void> {
  await page.evaluate(async ({ key, value }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('cayman-confirmations');
      open.onupgradeneeded = () => open.result.createObjectStore('confirmations');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('confirmations', 'readwrite');
      tx.objectStore('confirmations').put(value, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, { key: bookingRef, value: record });
}

/** The images kept with the device's record of `bookingRef`: address → data URL ({} when none or no record). */
export async function keptImagesOnDevice(page: Pick<Page, 'evaluate'>, bookingRef: string): Promise<Record<string, string>> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('cayman-confirmations');
      open.onupgradeneeded = () => open.result.createObjectStore('confirmations');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const record = await new Promise<unknown>((resolve, reject) => {
      const read = db.transaction('confirmations').objectStore('confirmations').get(key);
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    return (record as { data?: { images?: Record<string, string> } } | undefined)?.data?.images ?? {};
  }, bookingRef);
}
