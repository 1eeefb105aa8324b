// The whole app with holds, a settable clock and payment settings the test chooses (fake Stripe or the test checkout).
import type { FastifyInstance } from 'fastify';
import { testPaymentSettings, type PaymentSettings } from '../../src/server/payment/settings';
import type { AuthSettings } from '../../src/server/auth/settings';
import {
  API,
  bookingFixture,
  buildBookingTestApp,
  cookieHeader,
  postJson,
  type BookingTestApp,
} from './bookingTestApp';
import type { CatalogueSeed } from './seedCatalogue';

export const PAY = '/api/v1/payment';
export const NOW = '2026-12-01T12:00:00Z'; // Tuesday 1 December 2026, 07:00 Cayman time

/** The booking fixture with boats that pick up at the fixture's marina (the plain fixture names no real pick-up). */
const paymentFixture: CatalogueSeed = {
  ...bookingFixture,
  boats: bookingFixture.boats.map((b) => ({
    ...b,
    pickUpLocations: {
      main: { location: 'pul-marina', dock: 'A' },
      alternatives: [{ location: 'pul-terminal', dock: 'B' }],
    },
  })),
};

export interface PaymentTestApp extends BookingTestApp {
  /** The app that answers payment calls (the same app since app.ts registers them). */
  pay: FastifyInstance;
  payment: PaymentSettings;
}

export async function buildPaymentTestApp(
  settings: Partial<PaymentSettings> = {},
  auth?: AuthSettings,
): Promise<PaymentTestApp> {
  const payment = testPaymentSettings(settings);
  const t = await buildBookingTestApp({ maxLiveHoldsPerDevice: 1000 }, paymentFixture, payment, auth);
  t.setNow(NOW);
  return { ...t, pay: t.app, payment };
}

export async function rows(t: BookingTestApp, sql: string): Promise<any[]> {
  const result: any = await t.database.db.execute(sql as any);
  return result.rows;
}

export const slot = (day: number, clock = '13:00') => `2026-12-${String(day).padStart(2, '0')}T${clock}:00-05:00`;

export interface Trip {
  boatId: string;
  regionId: string;
  pulId: string;
  activities: string[];
  adult: number;
  children: number;
}

export const smallTrip: Trip = {
  boatId: 'boat-small',
  regionId: 'reg-north',
  pulId: 'pul-marina',
  activities: ['act-snorkel'],
  adult: 2,
  children: 1,
};

/**
 * Prices the trip like the app does, holds the slot as a device, and answers the checkout body and the cookie (the one
 * given, else the hold's). `issued`: the cookies the hold's answer set.
 */
export async function holdTrip(t: PaymentTestApp, startTime: string, trip: Trip = smallTrip, cookie?: string) {
  const price = await t.app.inject({
    method: 'GET',
    url: `${API}/calculate-time/${trip.regionId}?boatId=${trip.boatId}&pulId=${trip.pulId}&activities=${trip.activities.join(',')}&adults=${trip.adult}&children=${trip.children}`,
  });
  if (price.statusCode !== 200) throw new Error(`calculate-time ${price.statusCode}: ${price.body}`);
  const calculateTrip = price.json();
  const hold = await postJson(
    t.app,
    'booking/hold',
    {
      startTime,
      tripType: 'STANDARD',
      boats: [{ boatId: trip.boatId, duration: calculateTrip.result.time, boatRole: 'primary' }],
      countryId: 'fx-ky',
      timezone: 'America/Cayman',
      regionId: trip.regionId,
      pulId: trip.pulId,
      activities: trip.activities,
      estTimePace: 'standard',
      fishingHours: 3,
      adult: trip.adult,
      children: trip.children,
    },
    cookie ? { cookie } : {},
  );
  if (hold.status !== 200) throw new Error(`hold ${hold.status}: ${JSON.stringify(hold.body)}`);
  const deviceCookie = cookie ?? cookieHeader(hold.cookies);
  const body = {
    timeZone: 'America/Cayman',
    startDate: startTime.slice(0, 10),
    endDate: startTime.slice(0, 10),
    totalPerson: trip.adult + trip.children,
    adult: trip.adult,
    children: trip.children,
    countryId: 'fx-ky',
    regionId: trip.regionId,
    pulId: trip.pulId,
    boatId: trip.boatId,
    dolId: null,
    estTimePace: 'standard',
    activities: trip.activities,
    fishingHours: 3,
    visitorType: 'Flight',
    apiStatus: 'fulfilled',
    calculateTrip,
    bookingDate: startTime,
    bookingId: hold.body.bookingId,
    bookingContactData: {
      firstName: 'Ana',
      lastName: 'Ebanks',
      phone: '+13455550100',
      email: 'ana@example.test',
      confirmEmail: 'ana@example.test',
      policy: true,
    },
    countryCode: 'KY',
    countryUrlTitle: 'cayman-fixture',
    cruiseAdditionalTime: 0,
    feeLateMorning: 0,
    boatPriceForExtraGuests: 0,
    extraGuestsForBoat: 0,
  };
  return { body, cookie: deviceCookie, holdId: hold.body.bookingId as string, calculateTrip, issued: hold.cookies };
}

export async function createCheckout(
  t: PaymentTestApp,
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const res = await t.pay.inject({
    method: 'POST',
    url: `${PAY}/create-checkout-session`,
    payload: body as object,
    headers: { cookie, ...headers },
  });
  return { status: res.statusCode, body: res.json() };
}
