// Issue #14, 'Done means': every route the server registered (its own list, not one kept here) gets the bad-input
// classes: deep nesting, NUL characters, unpaired surrogates, 100 KB strings in every field, wrong types and prototype
// keys, in path parameters, query strings and bodies. On PGlite and on PostgreSQL: no answer is a 5xx, and no table
// changes (the abuse counters aside: counting requests is what they are for).
// The routes are shared out among the files routeFuzz1…3.test.ts (ROUTE_FUZZ_SHARES), which run in parallel, each on a
// server and a database of its own: together they send every route all of it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/server/app';
import { createApiKey } from '../../src/server/partners/apiKeys';
import { buildEmailTestApp, pricedTrip, type EmailTestApp } from '../support/emailTestApp';
import {
  bookingInquiryBody,
  callRequestBody,
  emailInquiryBody,
  feedbackBody,
  saveBody,
  shareBody,
} from './emailPayloads';

let t: EmailTestApp;
let samples: Record<string, unknown>;

/** A valid body for every route that takes one: the fuzz breaks one field of it at a time, or all of them. */
async function sampleBodies(): Promise<Record<string, unknown>> {
  const trip = (await pricedTrip(t.app)) as { result: { time: number } };
  const startTime = '2026-12-15T10:00:00-05:00';
  return {
    'POST /api/v1/web/booking/time-slots': {
      boats: [{ boatId: 'boat-small', role: 'primary' }],
      startDate: '2026-12-15',
      endDate: '2026-12-20',
      tripDuration: 2,
      tripType: 'STANDARD',
      countryId: 'fx-ky',
      returnAllTimeSlots: true,
      includeUnavailabilityReason: true,
    },
    'POST /api/v1/web/booking/hold': {
      startTime,
      tripType: 'STANDARD',
      boats: [{ boatId: 'boat-small', duration: 2, boatRole: 'primary' }],
      temporaryHoldDuration: 10,
      countryId: 'fx-ky',
      timezone: 'America/Cayman',
      regionId: 'reg-north',
      pulId: 'pul-marina',
      dolId: null,
      activities: ['act-snorkel'],
      estTimePace: 'standard',
      fishingHours: 3,
      adult: 2,
      children: 1,
    },
    'POST /api/v1/payment/create-checkout-session': {
      timeZone: 'America/Cayman',
      startDate: '2026-12-15',
      endDate: '2026-12-15',
      totalPerson: 4,
      adult: 3,
      children: 1,
      countryId: 'fx-ky',
      regionId: 'reg-north',
      pulId: 'pul-marina',
      boatId: 'boat-small',
      dolId: null,
      estTimePace: 'relaxed',
      activities: ['act-snorkel', 'act-lunch'],
      fishingHours: 3,
      visitorType: 'Cruise',
      apiStatus: 'fulfilled',
      calculateTrip: trip,
      bookingDate: startTime,
      bookingId: 'h_unknown',
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
    },
    'POST /api/v1/payment/webhook': {
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1' } },
    },
    'POST /api/v1/web/booking/find': { bookingRef: 'KY-7K3M9QHT', email: 'ana@example.test' },
    'POST /api/v1/web/email/booking-confirmed': { paymentId: 'pay_unknown', paymantDate: '2026-12-01T12:00:00.000Z' },
    'POST /api/v1/web/email/booking-experience': {
      bookingRef: 'KY-7K3M9QHT',
      message: 'A wonderful day on the water.',
    },
    'POST /test-checkout/:sessionId': {
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Ana Ebanks',
    },
    'POST /api/v1/web/email/save-itinerary': saveBody(trip),
    'POST /api/v1/web/email/shared-itinerary': shareBody(trip),
    'POST /api/v1/web/email/booking-inquiry': bookingInquiryBody(trip),
    'POST /api/v1/web/email/booking-inquiry-trip': emailInquiryBody(),
    'POST /api/v1/web/email/call-request': callRequestBody(),
    'POST /api/v1/web/email/post-feedback': feedbackBody('a-solved-captcha'),
    'POST /api/v1/web/auth/login': { email: 'agent@desk.test', password: 'a long agent password' },
    'POST /api/v1/web/auth/refresh': { refreshToken: 'A'.repeat(43) },
    'POST /api/v1/web/auth/logout': { refreshToken: 'A'.repeat(43) },
    'POST /api/v1/web/auth/accept-invite': { token: 'A'.repeat(43), password: 'a long agent password' },
    'POST /api/v1/web/booking/reserve': {
      countryUrlTitle: 'cayman-fixture',
      regionId: 'reg-north',
      start_date: '2026-12-15',
      end_date: '2026-12-15',
      activities: ['EXT-act-snorkel'],
      boat: 'cal-boat-small',
      pickUpLocation: 'EXT-PUL-1',
      estTimePace: 'standard',
      fishingHours: 3,
      discountType: 'PERCENT',
      discountFee: 10,
      customTimeStartDate: '2026-12-15',
      customTimeEndDate: null,
      customTime: '10:15',
      startTime,
      firstName: 'Ana',
      lastName: 'Ebanks',
      email: 'ana@example.test',
      phone: '+13455550100',
      adults: '2',
      kids: '1',
      expire: '2026-12-08T12:00:00.000Z',
      payment: 'link',
    },
    'POST /api/v1/web/booking/reservations/:id/cancel': {},
    'POST /api/v1/web/booking/reservation-payment/:id/checkout': { token: 'A'.repeat(32) },
    'POST /api/v1/web/booking/confirmed/:bookingRef/cancel': {},
    'POST /api/v1/web/booking/confirmed/:bookingRef/change': { startTime },
    'POST /api/v1/web/booking/confirmed/:bookingRef/change-checkout': { startTime },
    'POST /api/v1/web/operator/bookings/:bookingRef/cancel': { reason: 'Engine failure', refundCents: 1000 },
    'POST /api/v1/web/operator/bookings/:bookingRef/move': { startTime, reason: 'Guest phoned' },
    'POST /api/v1/web/operator/bookings/:bookingRef/guest': {
      firstName: 'Ana',
      lastName: 'Ebanks',
      email: 'ana@example.com',
      phone: '+13455550100',
    },
    'POST /api/v1/web/operator/bookings/:bookingRef/office-notes': {
      tags: ['vip', 'birthday'],
      note: 'Cake in the cooler',
    },
    'POST /api/v1/web/operator/bookings/:bookingRef/crew': { captainId: null, crewIds: [] },
    'POST /api/v1/web/operator/bookings/:bookingRef/party': { adults: 3, kids: 1 },
    'POST /api/v1/web/operator/bookings/:bookingRef/attendance': { state: 'no-show' },
    'POST /api/v1/web/operator/bookings/:bookingRef/refund': { amountCents: 1000, reason: 'Late start' },
    'POST /api/v1/web/operator/people': {
      email: 'new.captain@example.com',
      name: 'New Captain',
      role: 'captain',
      agencyId: null,
    },
    'POST /api/v1/web/operator/people/:id/role': { role: 'captain', agencyId: null },
    'POST /api/v1/web/operator/people/:id/disabled': { disabled: true },
    'POST /api/v1/web/operator/people/:id/sign-in-link': {},
    'POST /api/v1/web/operator/agencies': { name: 'Harbour Desk', maxDiscountPercent: 10, mayBookOnAccount: true },
    'PUT /api/v1/web/operator/agencies/:id': {
      name: 'Harbour Desk',
      maxDiscountPercent: 10,
      mayBookOnAccount: true,
      disabled: false,
    },
    'POST /api/v1/web/operator/closures': {
      boat: 'all',
      from: '2026-12-15',
      to: '2026-12-15T12:00:00-05:00',
      reason: 'weather',
      note: 'Storm',
      confirm: true,
    },
    'POST /api/v1/web/operator/closures/:id/reopen': {},
    'PUT /api/v1/web/operator/catalogue/:list/:id': { doc: { _id: 'reg-north', name: 'North Sound' }, version: 1 },
    'POST /api/v1/web/operator/catalogue/:list/:id/visibility': { version: 1, hidden: true },
    'POST /api/v1/web/operator/catalogue/:list/:id/restore': { version: 2, restore: 1 },
    // The upload's body is the photo's bytes: the fuzz's JSON bodies are refused as no photo (and unsigned, 401).
    'POST /api/v1/web/operator/catalogue/photos': { photo: 'not bytes' },
    'POST /api/v1/web/operator/catalogue/photos/:id/focus': { x: 0.5, y: 0.5 },
    'POST /api/v1/web/operator/catalogue/spreadsheet/boats': {
      csv: 'url title,2 hours\nboat-small,450\n',
      dryRun: true,
    },
    'POST /api/v1/external/getAvailableTimes': {
      boats: [{ boatId: 'boat-small', role: 'primary' }],
      startDate: '2026-12-15',
      endDate: '2026-12-20',
      tripDuration: 2,
      tripType: 'STANDARD',
      countryId: 'fx-ky',
      returnAllTimeSlots: true,
      includeUnavailabilityReason: true,
    },
    'POST /api/v1/octo/availability/calendar': {
      productId: 'boat-small',
      optionId: '2h',
      localDateStart: '2026-12-15',
      localDateEnd: '2026-12-20',
      units: [{ id: 'adult', quantity: 2 }],
    },
    'POST /api/v1/octo/availability': {
      productId: 'boat-small',
      optionId: '2h',
      localDateStart: '2026-12-15',
      localDateEnd: '2026-12-20',
      availabilityIds: ['2026-12-15T10:00:00-05:00~2h'],
    },
    // A start in the past: every variant is refused, so the fuzz books nothing.
    'POST /api/v1/octo/bookings': {
      uuid: '0b7c3a3e-8f0e-4a8e-9a55-2f1b7c3a3e8f',
      productId: 'boat-small',
      optionId: '2h',
      availabilityId: '2026-11-02T10:00:00-05:00~2h',
      expirationMinutes: 30,
      notes: 'Birthday',
      unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
      resellerReference: 'R-1',
      contact: { firstName: 'Ana', emailAddress: 'ana@example.test' },
      pickupPointId: 'pul-marina',
    },
    'PATCH /api/v1/octo/bookings/:uuid': { notes: 'Cake', resellerReference: 'R-2', contact: { firstName: 'Ana' } },
    'POST /api/v1/octo/bookings/:uuid/confirm': {
      resellerReference: 'R-1',
      contact: { firstName: 'Ana', lastName: 'Ebanks', emailAddress: 'ana@example.test', phoneNumber: '+13455550100' },
      emailReceipt: true,
    },
    'POST /api/v1/octo/bookings/:uuid/extend': { expirationMinutes: 30 },
    'POST /api/v1/octo/bookings/:uuid/cancel': { reason: 'Plans changed', force: false },
  };
}

// ---- the bad-input classes -----------------------------------------------------------------------------------

const HUGE = 'x'.repeat(100 * 1024);
const HOLE = '"__FUZZ_HOLE__"';
const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** JSON texts to put in one field's place (raw, so that deep nesting and odd escapes survive). */
function badFieldValues(original: unknown): string[] {
  const values = [
    JSON.stringify(HUGE),
    JSON.stringify(`${String(original)}\u0000`),
    '"\\ud800"',
    '"a\\udc00b"',
    deepJson(5_000),
  ];
  // Types the field is not: a string where a number was, an object where a string was...
  if (typeof original !== 'string') values.push('"not the right type"');
  if (typeof original !== 'number') values.push('12345');
  if (typeof original !== 'boolean') values.push('true');
  if (!Array.isArray(original)) values.push('["a", 1]');
  if (original === null || typeof original !== 'object' || Array.isArray(original)) values.push('{"a": 1}');
  return values;
}

type Path = Array<string | number>;

/** Every field of a body, as a path, with its value. */
function leaves(value: unknown, path: Path = []): Array<[Path, unknown]> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    if (entries.length === 0) return [[path, value]];
    return entries.flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [[path, value]];
}

function withHole(body: unknown, path: Path): unknown {
  if (path.length === 0) return '__FUZZ_HOLE__';
  const copy: any = Array.isArray(body) ? [...body] : { ...(body as object) };
  copy[path[0]!] = withHole(copy[path[0]!], path.slice(1));
  return copy;
}

/** The body with the field at `path` replaced by the raw JSON text `value`. */
function replaced(body: unknown, path: Path, value: string): string {
  const text = JSON.stringify(withHole(body, path));
  if (!text.includes(HOLE)) throw new Error(`no field at ${path.join('.')}`);
  return text.replace(HOLE, () => value);
}

/** Each field broken in each way; every field 100 KB at once; prototype keys at the top and in every object. */
function badBodies(sample: unknown): string[] {
  const out: string[] = [
    deepJson(20_000),
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '[]',
    '"text"',
    'null',
    '42',
  ];
  const fields = leaves(sample);
  for (const [path, original] of fields)
    for (const value of badFieldValues(original)) out.push(replaced(sample, path, value));
  let everyField: unknown = sample;
  for (const [path] of fields) everyField = JSON.parse(replaced(everyField, path, JSON.stringify(HUGE)));
  out.push(JSON.stringify(everyField));
  // Objects only (a key added to a list would vanish from its JSON).
  const objects = new Set(
    fields.filter(([path]) => typeof path.at(-1) === 'string').map(([path]) => JSON.stringify(path.slice(0, -1))),
  );
  for (const parent of objects) {
    const path = JSON.parse(parent) as Path;
    for (const key of ['__proto__', 'constructor']) {
      const text = replaced(sample, [...path, '__fuzz_key__'], '{"prototype": {"polluted": true}}');
      out.push(text.replace('"__fuzz_key__"', JSON.stringify(key)));
    }
  }
  return out;
}

/** Path parameter values, already encoded for a URL. */
const BAD_PARAMS = [
  '%00',
  `a%00b`,
  '%ED%A0%80',
  '%F0%9F',
  'x'.repeat(1999),
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '%25',
  '%',
];
const QUERY_KEYS = [
  'id',
  'ids',
  'token',
  'purpose',
  'page',
  'type',
  'kind',
  'email',
  'totalPerson',
  'activities',
  'boatId',
  'startDate',
  '__proto__',
];
const BAD_QUERY_VALUES = ['%00', '%ED%A0%80', encodeURIComponent(HUGE), '[]', '{}', '%', 'a%00b'];

const urlWith = (route: RegisteredRoute, param: string | null, value: string) =>
  route.url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) =>
    (name ?? '*') === param ? value : whole === '*' ? 'page' : 'x',
  );
const paramsOf = (route: RegisteredRoute) => [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

// ---- the run ---------------------------------------------------------------------------------------------------

async function tableDigest(): Promise<Record<string, string>> {
  const db = t.database.db;
  const tables: any = await db.execute(
    `SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_counters', 'api_key_buckets') ORDER BY table_name` as any,
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const digest: any = await db.execute(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${name}" t` as any,
    );
    out[name] = `${digest.rows[0].n}:${digest.rows[0].d}`;
  }
  return out;
}

const failures: string[] = [];
let sent = 0;

/** A partner key with both scopes, so that the partner routes read their input instead of stopping at 401. */
let partnerKey = '';
const partnerHeaders = (url: string): Record<string, string> =>
  url.startsWith('/api/v1/external') || url.startsWith('/api/v1/octo')
    ? { authorization: `Bearer ${partnerKey}`, 'octo-capabilities': 'octo/pricing, octo/pickups' }
    : {};

async function send(method: string, url: string, payload?: string, contentType = 'application/json') {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    payload,
    headers: { ...partnerHeaders(url), ...(payload === undefined ? {} : { 'content-type': contentType }) },
  });
  sent++;
  if (res.statusCode >= 500)
    failures.push(
      `${method} ${url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`,
    );
}

/** The number of routeFuzz<n>.test.ts files; route number i of the server's list is fuzzed by file i % shares + 1. */
const ROUTE_FUZZ_SHARES = 3;

/** The fuzz of one file: the routes whose place in the server's list is `share` modulo ROUTE_FUZZ_SHARES. */
export function fuzzRouteShare(share: number): void {
  beforeAll(async () => {
    t = await buildEmailTestApp();
    samples = await sampleBodies();
    partnerKey = (
      await createApiKey(t.database.db, {
        name: 'Fuzz',
        ownerName: 'Fuzz',
        ownerKind: 'reseller',
        scopes: ['availability', 'booking'],
        ratePerMinute: 100_000,
        now: new Date(),
      })
    ).key;
    // The captcha key is made on first use: made now, so that it is not counted as a change below.
    await t.app.inject({ method: 'GET', url: '/api/v1/web/captcha/challenge' });
  }, 60_000);
  afterAll(() => t?.close());

  describe(`bad input on every route (share ${share + 1} of ${ROUTE_FUZZ_SHARES})`, () => {
    it('the route list comes from the server, and every route that takes a body has a sample here', () => {
      const routes = t.app.routeList;
      expect(routes.length).toBeGreaterThan(60);
      const missing = routes
        .filter((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH')
        .map((r) => `${r.method} ${r.url}`)
        .filter((k) => !(k in samples));
      expect(missing, 'a new route needs a sample body in routeFuzz.ts').toEqual([]);
      // Every share has its file, so that no route goes unfuzzed.
      for (let n = 1; n <= ROUTE_FUZZ_SHARES; n++)
        expect(
          existsSync(fileURLToPath(new URL(`./routeFuzz${n}.test.ts`, import.meta.url))),
          `routeFuzz${n}.test.ts`,
        ).toBe(true);
    });

    it('never answers 5xx and changes nothing', { timeout: 600_000 }, async () => {
      const routes = t.app.routeList.filter((_, i) => i % ROUTE_FUZZ_SHARES === share);
      expect(routes.length).toBeGreaterThan(0);
      const before = await tableDigest();
      for (const route of routes) {
        for (const param of paramsOf(route))
          for (const value of BAD_PARAMS) await send(route.method, urlWith(route, param, value));
        const url = urlWith(route, null, '');
        for (const key of QUERY_KEYS)
          for (const value of BAD_QUERY_VALUES) await send(route.method, `${url}?${key}=${value}`);
        await send(route.method, `${url}?constructor[prototype][polluted]=1&__proto__[polluted]=1`);
        if (route.method === 'GET') continue;
        const sample = samples[`${route.method} ${route.url}`] ?? {};
        for (const body of badBodies(sample)) await send(route.method, url, body);
        await send(route.method, url, '');
        await send(route.method, url, '{"broken":');
      }
      expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await tableDigest()).toEqual(before);
      console.info(
        `route fuzz ${share + 1}/${ROUTE_FUZZ_SHARES}: ${sent} requests to ${routes.length} of ${t.app.routeList.length} routes, 0 answers ≥ 500, no table changed (${t.database.engine})`,
      );
    });
  });
}
