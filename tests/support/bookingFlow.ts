// A guest's booking of the demo catalogue (the Cayman seed every real server process has) over real HTTP, for the
// tests that run server processes: price the trip, find free starts, hold, check out and pay with the test checkout,
// read the confirmation. `Send` is plain HTTP (fetch) or HTTPS through the proxy (node:https: its CA, a client
// address).
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';

export interface Answer {
  status: number;
  body: any;
  /** The cookies given, merged with those the answer set (as a browser would keep them). */
  cookie: string;
  headers: Record<string, string | string[] | undefined>;
}

export type Send = (
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  headers?: Record<string, string>,
) => Promise<Answer>;

const mergeCookies = (given: string, set: string[]) => {
  const jar = new Map(
    given
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair] as const),
  );
  for (const header of set) {
    const pair = header.split(';')[0]!;
    jar.set(pair.split('=')[0], pair);
  }
  return [...jar.values()].join('; ');
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text; // an HTML page or a redirect
  }
};

/** A plain-HTTP client of one server (fetch, no redirects followed). */
export function fetchClient(baseUrl: string): Send {
  return async (method, path, body, cookie = '', headers = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined
          ? {}
          : { 'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: parsed(text),
      cookie: mergeCookies(cookie, res.headers.getSetCookie()),
      headers: Object.fromEntries(res.headers.entries()),
    };
  };
}

/** An HTTPS client through the proxy: trusting its CA, from a chosen local address (127.0.0.x), keeping connections. */
export function httpsClient(baseUrl: string, opts: { ca: string; localAddress?: string }): Send & { close(): void } {
  const agent = new HttpsAgent({ ca: opts.ca, keepAlive: true, localAddress: opts.localAddress, family: 4 });
  const send: Send = (method, path, body, cookie = '', headers = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const req = httpsRequest(
        new URL(path, baseUrl),
        {
          method,
          agent,
          headers: {
            ...(payload === undefined
              ? {}
              : {
                  'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: parsed(Buffer.concat(chunks).toString('utf8')),
              cookie: mergeCookies(cookie, res.headers['set-cookie'] ?? []),
              headers: res.headers,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.setTimeout(60_000, () => req.destroy(new Error(`no answer to ${method} ${path} in 60 s`)));
      req.end(payload);
    });
  return Object.assign(send, { close: () => agent.destroy() });
}

export const TRIP = {
  regionId: 'region-north-sound',
  pulId: 'pul-morgans-harbour',
  boatId: 'boat-reef-hopper',
  activities: ['act-stingray-city'],
};
export const CARD_FORM = 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ana+Ebanks';

/** The trip's price and length, as the builder asks for it. */
export async function priceTrip(send: Send): Promise<any> {
  const price = await send(
    'GET',
    `/api/v1/web/calculate-time/${TRIP.regionId}?boatId=${TRIP.boatId}&pulId=${TRIP.pulId}&activities=${TRIP.activities.join(',')}&adults=2&children=0`,
  );
  if (price.status !== 200) throw new Error(`calculate-time ${price.status}: ${JSON.stringify(price.body)}`);
  return price.body;
}

/**
 * Starts of the boat from `fromDays` to `toDays` ahead that do not overlap one another (each can be held on its own),
 * searched 14 days at a time (the most one search covers).
 */
export async function freeStarts(send: Send, calculateTrip: any, fromDays = 3, toDays = 16): Promise<string[]> {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const starts: string[] = [];
  let freeFrom = 0;
  for (let from = fromDays; from <= toDays; from += 14) {
    const slots = await send('POST', '/api/v1/web/booking/time-slots', {
      boats: [{ boatId: TRIP.boatId, role: 'primary' }],
      startDate: day(from),
      endDate: day(Math.min(from + 13, toDays)),
      tripDuration: calculateTrip.result.time,
      tripType: 'STANDARD',
      countryId: 'country-ky',
      returnAllTimeSlots: false,
      includeUnavailabilityReason: false,
    });
    if (slots.status !== 200) throw new Error(`time-slots ${slots.status}: ${JSON.stringify(slots.body)}`);
    for (const { bookings } of slots.body.availableSlots) {
      for (const s of bookings) {
        if (Date.parse(s.startTime) < freeFrom) continue;
        freeFrom = Date.parse(s.endTime);
        starts.push(s.startTime);
      }
    }
  }
  return starts;
}

export const holdBody = (calculateTrip: any, startTime: string) => ({
  startTime,
  tripType: 'STANDARD',
  boats: [{ boatId: TRIP.boatId, duration: calculateTrip.result.time, boatRole: 'primary' }],
  countryId: 'country-ky',
  timezone: 'America/Cayman',
  regionId: TRIP.regionId,
  pulId: TRIP.pulId,
  activities: TRIP.activities,
  estTimePace: 'standard',
  fishingHours: 3,
  adult: 2,
  children: 0,
});

export const checkoutBody = (
  calculateTrip: any,
  startTime: string,
  holdId: string,
  email = 'ana@two-processes.test',
) => ({
  timeZone: 'America/Cayman',
  startDate: startTime.slice(0, 10),
  endDate: startTime.slice(0, 10),
  totalPerson: 2,
  adult: 2,
  children: 0,
  countryId: 'country-ky',
  regionId: TRIP.regionId,
  pulId: TRIP.pulId,
  boatId: TRIP.boatId,
  dolId: null,
  estTimePace: 'standard',
  activities: TRIP.activities,
  fishingHours: 3,
  visitorType: 'Cruise',
  apiStatus: 'fulfilled',
  calculateTrip,
  bookingDate: startTime,
  bookingId: holdId,
  bookingContactData: {
    firstName: 'Ana',
    lastName: 'Ebanks',
    phone: '+13455550100',
    email,
    confirmEmail: email,
    policy: true,
  },
  countryCode: 'KY',
  countryUrlTitle: 'cayman-islands',
  cruiseAdditionalTime: 0,
  feeLateMorning: 0,
  boatPriceForExtraGuests: 0,
  extraGuestsForBoat: 0,
});

export interface Booked {
  holdId: string;
  bookingRef: string;
  paymentId: string;
  token: string;
  cookie: string;
}

/**
 * A guest's whole booking: hold, checkout, the test checkout's card form, the success link's status and the
 * confirmation. Each step must answer as a guest expects; the first that does not throws, naming it.
 */
export async function bookStart(send: Send, calculateTrip: any, startTime: string, key = startTime): Promise<Booked> {
  const step = (name: string, answer: Answer, status: number) => {
    if (answer.status !== status)
      throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer;
  };
  const held = step(
    'hold',
    await send('POST', '/api/v1/web/booking/hold', holdBody(calculateTrip, startTime), '', {
      'idempotency-key': `hold-${key}`,
    }),
    200,
  );
  const checkout = step(
    'checkout',
    await send(
      'POST',
      '/api/v1/payment/create-checkout-session',
      checkoutBody(calculateTrip, startTime, held.body.bookingId),
      held.cookie,
      { 'idempotency-key': `pay-${key}` },
    ),
    200,
  );
  const paid = step('card form', await send('POST', checkout.body.url, CARD_FORM), 303);
  const success = new URL(String(paid.headers.location), 'http://x');
  const paymentId = success.searchParams.get('payment')!;
  const token = success.searchParams.get('token')!;
  const status = step('payment status', await send('GET', `/api/v1/payment/status/${paymentId}?token=${token}`), 200);
  if (status.body.status !== 'PAID') throw new Error(`payment status: ${JSON.stringify(status.body)}`);
  step(
    'confirmation',
    await send('GET', `/api/v1/web/booking/confirmed/${status.body.bookingRef}?token=${token}`),
    200,
  );
  return { holdId: held.body.bookingId, bookingRef: status.body.bookingRef, paymentId, token, cookie: held.cookie };
}
