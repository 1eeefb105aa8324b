// Issue #54, 'Upgrade and stop without losing anything': SIGTERM in the middle of a burst of holds, checkouts and
// payments. The process finishes what it had accepted and exits 0; every answered request is in the database, nothing
// is half-written (no hold without its boat, no payment without its hold, no mail left claimed), and every request
// whose answer was lost is answered when the guest's app sends it again (same Idempotency-Key) to the next process.
// Past SHUTDOWN_TIMEOUT_SECONDS what still runs (here a mail to an SMTP server that never answers) is cut: exit 1.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { startApiProcess, type ApiProcess } from '../support/apiProcess';
import {
  CARD_FORM,
  checkoutBody,
  fetchClient,
  freeStarts,
  holdBody,
  priceTrip,
  type Answer,
  type Send,
} from '../support/bookingFlow';
import { freshPostgresDatabase } from '../support/testApp';

const adminUrl = process.env.TEST_DATABASE_URL;
const GUESTS = 24;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;
let env: Record<string, string>;
const started: ApiProcess[] = [];

async function start(extra: Record<string, string> = {}, folder = dataDir) {
  const server = await startApiProcess({ ...env, ...extra }, { dataDir: folder });
  started.push(server);
  return server;
}

/** Opens the database the processes used (PGlite only once none of them holds it). */
const openTheDatabase = (): Promise<Database> =>
  openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: join(dataDir, 'pglite') });
const rowsOf = async (database: Database, query: string): Promise<any[]> =>
  ((await database.db.execute(query as any)) as any).rows;

interface Step {
  name: 'hold' | 'checkout' | 'pay';
  /** The request as sent, to send again. */
  args: Parameters<Send>;
  answer?: Answer;
  error?: string;
}

/** One guest's booking, step by step, as far as the server answers. */
async function guest(
  send: Send,
  calculateTrip: any,
  startTime: string,
  steps: Step[],
  onHeld: () => void,
  pay: boolean,
): Promise<void> {
  const run = async (name: Step['name'], ...args: Parameters<Send>) => {
    const step: Step = { name, args };
    steps.push(step);
    try {
      step.answer = await send(...args);
    } catch (error) {
      step.error = (error as Error).message;
    }
    return step.answer;
  };
  const held = await run('hold', 'POST', '/api/v1/web/booking/hold', holdBody(calculateTrip, startTime), '', {
    'idempotency-key': `hold-${startTime}`,
  });
  if (held?.status !== 200) return;
  onHeld();
  const checkout = await run(
    'checkout',
    'POST',
    '/api/v1/payment/create-checkout-session',
    checkoutBody(calculateTrip, startTime, held.body.bookingId),
    held.cookie,
    { 'idempotency-key': `pay-${startTime}` },
  );
  if (checkout?.status !== 200 || !pay) return;
  await run('pay', 'POST', checkout.body.url, CARD_FORM);
}

describe('SIGTERM under load', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
    postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
    env = {
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      HOLDS_FREE_SHARE_PERCENT: '100',
      HOLD_REQUESTS_PER_IP: '100000',
      OUTBOX_POLL_MS: '100',
      SHUTDOWN_TIMEOUT_SECONDS: '30',
    };
  });

  afterAll(async () => {
    for (const server of started) await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes what it accepted, exits 0, leaves nothing half-written; lost answers are answered on a retry',
    { timeout: 300_000 },
    async () => {
      const first = await start();
      const send = fetchClient(first.url);
      const calculateTrip = await priceTrip(send);
      const starts = (await freeStarts(send, calculateTrip, 3, 40)).slice(0, GUESTS);
      expect(starts.length).toBe(GUESTS);

      const steps: Step[][] = starts.map(() => []);
      let heldCount = 0;
      let signalled: Promise<void> | undefined;
      const onHeld = () => {
        heldCount++;
        // In the middle of the burst: some guests have holds, others are on their way.
        if (heldCount === 4) signalled = Promise.resolve().then(() => first.signal('SIGTERM'));
      };
      // Eight guests at a time, like a ship's crowd on the dock's wifi.
      const queue = starts.map((s, i) => () => guest(send, calculateTrip, s, steps[i]!, onHeld, i % 2 === 0));
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await next();
        }),
      );
      await signalled;
      expect(await first.exited, first.log()).toBe(0);

      const all = steps.flat();
      const acknowledged = all.filter((s) => s.answer && s.answer.status < 500);
      const lost = all.filter((s) => !s.answer || s.answer.status >= 500);
      expect(acknowledged.filter((s) => s.name === 'hold').length).toBeGreaterThanOrEqual(4);
      // The signal came mid-burst: the requests sent after the port closed got no answer.
      expect(lost.length).toBeGreaterThan(0);
      // No step was answered with an error of the server: what was not done was not answered at all.
      for (const s of acknowledged)
        expect([200, 303], `${s.name} ${JSON.stringify(s.answer?.body).slice(0, 200)}`).toContain(s.answer!.status);

      const database = await openTheDatabase();
      try {
        const holds = new Map(
          (await rowsOf(database, `SELECT booking_id, status FROM slot_holds`)).map((r) => [r.booking_id, r.status]),
        );
        const reservedHolds = new Set(
          (await rowsOf(database, `SELECT DISTINCT booking_id FROM boat_reservations`)).map((r) => r.booking_id),
        );
        const payments = new Map(
          (await rowsOf(database, `SELECT hold_id, status FROM payments`)).map((r) => [r.hold_id, r.status]),
        );
        for (const s of acknowledged) {
          if (s.name === 'hold') {
            expect(['HELD', 'BOOKED']).toContain(holds.get(s.answer!.body.bookingId));
            expect(reservedHolds.has(s.answer!.body.bookingId)).toBe(true);
          }
          if (s.name === 'checkout') expect(payments.has((s.args[2] as { bookingId: string }).bookingId)).toBe(true);
          if (s.name === 'pay')
            expect(
              payments.get((steps.find((g) => g.includes(s))![1]!.args[2] as { bookingId: string }).bookingId),
            ).toBe('PAID');
        }
        // Nothing half-written: every hold has its boat, every payment its hold, every booking its paid payment.
        for (const id of holds.keys()) expect(reservedHolds.has(id), id).toBe(true);
        for (const holdId of payments.keys()) expect(holds.has(holdId), holdId).toBe(true);
        expect(
          await rowsOf(
            database,
            `SELECT b.booking_ref FROM bookings b LEFT JOIN payments p ON p.id = b.payment_id WHERE p.status IS DISTINCT FROM 'PAID'`,
          ),
        ).toEqual([]);
        // The mails it had claimed were delivered before it exited: none is left claimed by a process that is gone.
        expect(await rowsOf(database, `SELECT id FROM email_outbox WHERE status = 'SENDING'`)).toEqual([]);
      } finally {
        await database.close();
      }

      // The guests' apps send again what got no answer, with the same key and cookie, to the next process.
      const next = await start();
      const again = fetchClient(next.url);
      for (const s of lost) {
        const [method, path, body, cookie, headers] = s.args;
        if (s.name === 'pay') continue; // the card form is the checkout page's, not the app's queue
        const answer = await again(method, path, body, cookie, headers);
        expect(answer.status, `${s.name} again: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200);
      }
      await next.stop();
    },
  );

  it(
    'cuts what still runs at the deadline and exits 1: a mail to an SMTP server that never answers',
    { timeout: 180_000 },
    async () => {
      const sockets = new Set<Socket>();
      const silent: Server = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
      try {
        const port = (silent.address() as { port: number }).port;
        const server = await start(
          { SMTP_URL: `smtp://127.0.0.1:${port}`, SHUTDOWN_TIMEOUT_SECONDS: '2' },
          mkdtempSync(join(dataDir, 'cut-')),
        );
        const send = fetchClient(server.url);
        const shared = await send('POST', '/api/v1/web/email/shared-itinerary', {
          friendName: 'Mary',
          userName: 'Ann',
          friendEmail: 'friend@shutdown.test',
          linkToBT: 'http://localhost:8080/cayman-islands/trip-builder',
          adult: 2,
          children: 0,
          countryUrl: 'cayman-islands',
          calculateTrip: await priceTrip(send),
        });
        expect(shared.status, JSON.stringify(shared.body)).toBe(201);
        // The worker has claimed the mail and is waiting for the server's greeting.
        for (let i = 0; i < 200 && sockets.size === 0; i++) await sleep(50);
        expect(sockets.size).toBeGreaterThan(0);
        server.signal('SIGTERM');
        expect(await server.exited).toBe(1);
        expect(server.log()).toContain('shutdown deadline passed');
        expect(server.log()).toContain('"mailsCut":true');
      } finally {
        for (const socket of sockets) socket.destroy();
        silent.close();
      }
    },
  );
});
