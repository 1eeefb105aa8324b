// The whole app on a fresh database (PGlite, or PostgreSQL at TEST_DATABASE_URL) with bio-bay boats and a clock the
// test sets.
import type { FastifyInstance } from 'fastify';
import type { Boat } from '../../src/domain/catalogue';
import { testBookingSettings, type BookingSettings } from '../../src/server/booking/settings';
import type { PaymentSettings } from '../../src/server/payment/settings';
import type { AuthSettings } from '../../src/server/auth/settings';
import type { Database } from '../../src/server/db/client';
import type { CatalogueSeed } from './seedCatalogue';
import { catalogueFixture } from './catalogueFixture';
import { buildTestApp } from './testApp';

const bioBayBoat = (id: string): Boat => ({
  ...catalogueFixture.boats[0]!,
  _id: id,
  calendarId: `cal-${id}`,
  urlTitle: id.replace('boat-', ''),
  name: id,
  maxHours: 3,
  lateMorningTimes: [],
  lateMorningFee: 0,
  access: ['bioBayAccess'],
});

/** Where the Cayman fixture boats meet their guests (a hold checks its trip's pick-up): boat-mid only at the marina. */
const pickUpsOf = (b: Boat) => ({
  main: { location: 'pul-marina', dock: 'A' },
  alternatives: b._id === 'boat-mid' ? [] : [{ location: 'pul-terminal', dock: 'B' }],
});

/** The API test catalogue plus two bio-bay boats that join Big Kahuna's evening trips. */
export const bookingFixture: CatalogueSeed = {
  ...catalogueFixture,
  boats: [
    ...catalogueFixture.boats
      .map((b) => (b.countryId === 'fx-ky' ? { ...b, pickUpLocations: pickUpsOf(b) } : b))
      .map((b) =>
        b._id === 'boat-big'
          ? {
              ...b,
              additionalBioBayBoats: [
                { _id: 'boat-glow', calendarId: 'cal-boat-glow' },
                { _id: 'boat-shine', calendarId: 'cal-boat-shine' },
              ],
            }
          : b,
      ),
    bioBayBoat('boat-glow'),
    bioBayBoat('boat-shine'),
  ],
};

export interface BookingTestApp {
  app: FastifyInstance;
  database: Database;
  settings: BookingSettings;
  /** Moves the clock every rule reads. */
  setNow(at: string | Date): void;
  close(): Promise<void>;
}

export async function buildBookingTestApp(
  overrides: Partial<BookingSettings> = {},
  seed: CatalogueSeed = bookingFixture,
  paymentSettings?: PaymentSettings,
  authSettings?: AuthSettings,
): Promise<BookingTestApp> {
  let now = new Date();
  const settings = testBookingSettings({ now: () => now, ...overrides });
  const base = await buildTestApp({ seed, bookingSettings: settings, paymentSettings, authSettings });
  return {
    app: base.app,
    database: base.database,
    settings,
    setNow: (at) => {
      now = new Date(at);
    },
    close: base.close,
  };
}

export const API = '/api/v1/web';

export async function postJson(
  app: FastifyInstance,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({ method: 'POST', url: `${API}/${path}`, payload: body as object, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers, cookies: res.cookies };
}

/** A device cookie as the browser would send it back. */
export function cookieHeader(cookies: { name: string; value: string }[]): string {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
