// Issue #14, item 4: several API processes on one PostgreSQL behave as one service. Two real server processes, each
// with a data folder of its own and no secret set in the environment (they share the ones in the database): a hold
// made through one is paid through the other, the success link works on either, a race across both has one winner,
// limits are counted once, and the confirmation email goes out once. PostgreSQL only (PGlite is one process).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/apiProcess';
import { freshPostgresDatabase } from '../support/testApp';
import {
  checkoutBody as checkoutBodyOf,
  fetchClient,
  freeStarts as freeStartsOf,
  holdBody as holdBodyOf,
  priceTrip,
  TRIP,
  type Send,
} from '../support/bookingFlow';

const adminUrl = process.env.TEST_DATABASE_URL;

let database: { url: string; drop(): Promise<void> } | undefined;
/** The test's own connection to the processes' database. */
let client: pg.Client | undefined;
let a: ApiProcess;
let b: ApiProcess;
let calculateTrip: any;
let freeStarts: string[] = [];

const call = (server: ApiProcess, ...args: Parameters<Send>) => fetchClient(server.url)(...args);
const holdBody = (startTime: string) => holdBodyOf(calculateTrip, startTime);
const checkoutBody = (startTime: string, holdId: string) => checkoutBodyOf(calculateTrip, startTime, holdId);

const nextStart = () => {
  const start = freeStarts.shift();
  if (!start) throw new Error('no free slot left');
  return start;
};

/** .eml files under a process's DATA_DIR/mail that mention `marker`. */
const mailsWith = (server: ApiProcess, marker: string) => {
  const dir = join(server.dataDir, 'mail');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).filter(
    (f) =>
      f.endsWith('.eml') &&
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .includes(marker),
  ).length;
};

/** The outbox row of a booking's confirmation to the guest (bookingMails.ts: its dedupe key). */
const confirmationRow = async (bookingRef: string): Promise<{ status: string; attempts: number } | undefined> =>
  (
    await client!.query('SELECT status, attempts FROM email_outbox WHERE dedupe_key = $1', [
      `booking-${bookingRef}:guest`,
    ])
  ).rows[0];

describe.skipIf(!adminUrl)('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await freshPostgresDatabase(adminUrl!);
    const env = {
      DATABASE_URL: database.url,
      MAX_HOLDS_PER_DEVICE: '2',
      MAIL_PER_DEVICE_PER_HOUR: '3',
      HOLDS_FREE_SHARE_PERCENT: '100',
      OUTBOX_POLL_MS: '200',
    };
    a = await startApiProcess(env);
    b = await startApiProcess(env);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    calculateTrip = await priceTrip(fetchClient(a.url));
    // Free starts of the boat 3 to 16 days ahead, each its own: holds of one never overlap another's.
    freeStarts = await freeStartsOf(fetchClient(b.url), calculateTrip);
    expect(freeStarts.length).toBeGreaterThan(10);
  }, 240_000);

  afterAll(async () => {
    await client?.end();
    await a?.stop();
    await b?.stop();
    await database?.drop();
    freeStarts = [];
  });

  it(
    'hold on one, checkout on the other, pay on either; the success link works on both; one confirmation email',
    { timeout: 60_000 },
    async () => {
      const start = nextStart();
      const held = await call(a, 'POST', '/api/v1/web/booking/hold', holdBody(start), '', {
        'idempotency-key': `two-${start}`,
      });
      expect(held.status, JSON.stringify(held.body)).toBe(200);
      const checkout = await call(
        b,
        'POST',
        '/api/v1/payment/create-checkout-session',
        checkoutBody(start, held.body.bookingId),
        held.cookie,
        { 'idempotency-key': `pay-${start}` },
      );
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
      expect(checkout.body.url).toMatch(/^\/test-checkout\/cs_local_/);
      // The card form on A: the page reports the payment through A's webhook, signed with the secret both share.
      const paid = await fetch(`${a.url}${checkout.body.url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ana+Ebanks',
      });
      expect(paid.status).toBe(303);
      const success = new URL(paid.headers.get('location')!, a.url);
      const paymentId = success.searchParams.get('payment')!;
      const token = success.searchParams.get('token')!;
      let bookingRef = '';
      for (const server of [a, b]) {
        // The success link, opened on another device (no cookie), on either process.
        const status = await call(server, 'GET', `/api/v1/payment/status/${paymentId}?token=${token}`);
        expect(status.body).toMatchObject({ status: 'PAID' });
        bookingRef = status.body.bookingRef;
        const confirmed = await call(server, 'GET', `/api/v1/web/booking/confirmed/${bookingRef}?token=${token}`);
        expect(confirmed.status).toBe(200);
        // And the booking device itself, without the token.
        expect(
          (await call(server, 'GET', `/api/v1/web/booking/confirmed/${bookingRef}`, undefined, held.cookie)).status,
        ).toBe(200);
      }
      // Sent: no worker claims it again. Each send is a claim of its own, so one claim (attempts 1) is one send.
      await vi.waitFor(async () => expect(await confirmationRow(bookingRef)).toMatchObject({ status: 'SENT' }), {
        timeout: 20_000,
        interval: 100,
      });
      expect(await confirmationRow(bookingRef)).toMatchObject({ status: 'SENT', attempts: 1 });
      expect(mailsWith(a, bookingRef) + mailsWith(b, bookingRef)).toBe(1);
    },
  );

  it('a race for one slot across both processes has exactly one winner', { timeout: 60_000 }, async () => {
    const start = nextStart();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/api/v1/web/booking/hold', holdBody(start)),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });

  it(
    'counts the limits once: two live holds per device and the mails of one device, whichever process answers',
    { timeout: 60_000 },
    async () => {
      const first = await call(a, 'POST', '/api/v1/web/booking/hold', holdBody(nextStart()));
      expect(first.status).toBe(200);
      expect((await call(b, 'POST', '/api/v1/web/booking/hold', holdBody(nextStart()), first.cookie)).status).toBe(200);
      const third = await call(a, 'POST', '/api/v1/web/booking/hold', holdBody(nextStart()), first.cookie);
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('DEVICE_HOLD_LIMIT');
      // The hold made through A is released through B (the same device cookie, the same secret).
      const released = await call(
        b,
        'DELETE',
        `/api/v1/web/booking/hold/${first.body.bookingId}`,
        undefined,
        first.cookie,
        { 'content-type': 'application/json' },
      );
      expect(released.body).toMatchObject({ released: true });

      const share = (i: number) => ({
        friendName: 'Mary',
        userName: 'Ann',
        friendEmail: `friend${i}@two-processes.test`,
        linkToBT: 'http://localhost:8080/cayman-islands/trip-builder',
        adult: 2,
        children: 0,
        countryUrl: 'cayman-islands',
        calculateTrip,
      });
      let cookie = '';
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/v1/web/email/shared-itinerary', share(i), cookie);
        cookie = res.cookie;
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    },
  );

  it(
    'a hold taken or released through one shows on the next slot search of the other (the inputs each keeps in memory)',
    { timeout: 60_000 },
    async () => {
      const start = nextStart();
      const day = start.slice(0, 10);
      const slotOn = async (server: ApiProcess) => {
        const res = await call(server, 'POST', '/api/v1/web/booking/time-slots', {
          boats: [{ boatId: TRIP.boatId, role: 'primary' }],
          startDate: day,
          endDate: day,
          tripDuration: calculateTrip.result.time,
          tripType: 'STANDARD',
          countryId: 'country-ky',
          returnAllTimeSlots: true,
          includeUnavailabilityReason: true,
        });
        expect(res.status).toBe(200);
        return res.body.availableSlots[0].bookings.find((s: { startTime: string }) => s.startTime === start);
      };
      expect(await slotOn(b)).toMatchObject({ isAvailable: true }); // B has read the boat's reservations and keeps them
      const held = await call(a, 'POST', '/api/v1/web/booking/hold', holdBody(start));
      expect(held.status, JSON.stringify(held.body)).toBe(200);
      expect(await slotOn(b)).toMatchObject({ isAvailable: false, reason: 'HELD' });
      const released = await call(
        a,
        'DELETE',
        `/api/v1/web/booking/hold/${held.body.bookingId}`,
        undefined,
        held.cookie,
        { 'content-type': 'application/json' },
      );
      expect(released.body).toMatchObject({ released: true });
      expect(await slotOn(b)).toMatchObject({ isAvailable: true });
    },
  );
});
