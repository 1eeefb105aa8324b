// A confirmation kept on the device, as the booking-confirmed page saves it: for the browser test that opens it with
// the server stopped and for the Lighthouse bench's 'booking confirmation (saved copy)'.
import type { Page } from 'playwright-core';

const WEB = '/api/v1/web';

/** GET a path of the API; `status` and the parsed body. */
export type GetJson = <T>(path: string) => Promise<{ status: number; body: T }>;

type SeedBoat = {
  _id: string;
  regions: { _id: string }[];
  activities: string[];
  access: string[];
  pickUpLocations: { main: { location: string } };
  maxGuests: number;
};

/** A small day trip of the demo seed, priced by the server (as the trip builder does). */
async function pricedTripSummary(getJson: GetJson, country: string): Promise<unknown> {
  const boats = await getJson<SeedBoat[]>(`${WEB}/boat?destination=${country}`);
  const boat = boats.body.find(
    (b) => b.access.includes('primary') && b.regions.length > 0 && b.activities.length > 0 && b.maxGuests >= 2,
  );
  if (!boat) throw new Error('The demo seed has no day-charter boat');
  const regionId = boat.regions[0]!._id;
  const pulId = boat.pickUpLocations.main.location;
  const regionActivities = await getJson<{ activities: { _id: string; type: string }[] }>(
    `${WEB}/activity/activities/${regionId}?totalPerson=2`,
  );
  const stop = regionActivities.body.activities.find((a) => boat.activities.includes(a._id) && a.type === 'Activity');
  const activities = stop ? [stop._id] : [];
  const price = await getJson<{ tripSummary: unknown }>(
    `${WEB}/calculate-time/${regionId}?boatId=${boat._id}&pulId=${pulId}&activities=${activities.join(',')}&adults=2&children=0`,
  );
  if (price.status !== 200) throw new Error(`calculate-time answered ${price.status}: ${JSON.stringify(price.body)}`);
  return price.body.tripSummary;
}

/** The device's record of a paid booking `bookingRef` twelve days from now (confirmation/confirmationStore.ts). */
export async function keptConfirmationRecord(getJson: GetJson, country: string, bookingRef: string) {
  const start = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const info = {
    bookingRef,
    _id: 'pay_kept',
    firstName: 'Ana',
    lastName: 'Ebanks',
    email: 'ana@example.test',
    phone: '+13455550100',
    adults: 2,
    kids: 0,
    timeSlot: { startTime: `${start}T10:00:00-05:00`, endTime: `${start}T13:00:00-05:00` },
    timezone: 'America/Cayman',
    updatedAt: new Date().toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    feeLateMorning: 0,
    extraGuestsForBoat: 0,
    boatPriceForExtraGuests: 0,
    tripSummary: await pricedTripSummary(getJson, country),
  };
  return {
    version: 1,
    savedAt: new Date().toISOString(),
    expiresAt: null,
    data: { info, country, token: null, paymentStorageId: null, images: {} },
  };
}

/**
 * The device's record of `key` in the page's origin's IndexedDB, where the app keeps confirmations: `value` is written
 * first when given. One page-side function for both, as the page opens the store only one way.
 */
function onDevice(page: Pick<Page, 'evaluate'>, key: string, value?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ key, value, write }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('cayman-confirmations');
        open.onupgradeneeded = () => open.result.createObjectStore('confirmations');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        const tx = db.transaction('confirmations', 'readwrite');
        const store = tx.objectStore('confirmations');
        if (write) store.put(value, key);
        const read = store.get(key);
        return await new Promise<unknown>((resolve, reject) => {
          tx.oncomplete = () => resolve(read.result);
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
    { key, value, write: value !== undefined },
  );
}

/** Writes `record` into the page's origin's IndexedDB, where the app keeps confirmations. */
export async function keepConfirmationOnDevice(
  page: Pick<Page, 'evaluate'>,
  bookingRef: string,
  record: unknown,
): Promise<void> {
  await onDevice(page, bookingRef, record);
}

/** The images kept with the device's record of `bookingRef`: address → data URL ({} when none or no record). */
export async function keptImagesOnDevice(
  page: Pick<Page, 'evaluate'>,
  bookingRef: string,
): Promise<Record<string, string>> {
  const record = (await onDevice(page, bookingRef)) as { data?: { images?: Record<string, string> } } | undefined;
  return record?.data?.images ?? {};
}
