// Issue #16, left open by the device seed: a request queued by an app version before the seed (no cookies, only its
// Idempotency-Key) whose answer was lost was stored under the device named from its key. Replayed after the deploy, it
// carries the seed the new app set; it must still get its first answer, not create the inquiry and its emails again.
// The same for a send that carried one seed and is replayed with another, or with none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEVICE_SEED_COOKIE } from '../../src/domain/protocol';
import { inquiries } from '../../src/server/catalogue/inquiries';
import { emailOutbox } from '../../src/server/db/emailSchema';
import { DEVICE_COOKIE } from '../../src/server/limits/deviceCookie';
import { API } from '../support/request';
import { solvedCaptcha } from '../support/solvedCaptcha';
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
let trip: unknown;
let network = 0;

beforeAll(async () => {
  t = await buildEmailTestApp();
  trip = await pricedTrip(t.app);
});
afterAll(() => t?.close());

type Sent = Awaited<ReturnType<EmailTestApp['app']['inject']>>;
const newSeed = () => randomBytes(16).toString('hex');
const newKey = () => `queued-${randomBytes(8).toString('hex')}`;
const newNetwork = () => `10.17.${++network}.5`;
const seedHeader = (seed: string) => `${DEVICE_SEED_COOKIE}=${seed}`;
const deviceFrom = (res: Sent) =>
  res.cookies
    .filter((c) => c.name === DEVICE_COOKIE)
    .map((c) => `${c.name}=${c.value}`)
    .join('');
const seedCleared = (res: Sent) => res.cookies.some((c) => c.name === DEVICE_SEED_COOKIE && c.value === '');

const post = (path: string, body: unknown, key: string, from: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/email/${path}`,
    payload: body as object,
    remoteAddress: from,
    headers: { 'idempotency-key': key, ...(cookie ? { cookie } : {}) },
  });
const challenge = (from: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API}/captcha/challenge`,
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });

const counts = async () => ({
  inquiries: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inquiries))[0]!.n,
  emails: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]!.n,
});

/** The first send, as the previous app version made it (no cookie at all) or with `cookie`. Its answer is then lost. */
async function sentBeforeTheSeed(path: string, body: unknown, key: string, from: string, cookie?: string) {
  const first = await post(path, body, key, from, cookie);
  expect(first.statusCode).toBe(201);
  return { first, after: await counts() };
}

/** The replay got the first send's answer and created nothing. */
async function expectFirstAnswer(replay: Sent, { first, after }: Awaited<ReturnType<typeof sentBeforeTheSeed>>) {
  expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([201, 'true']);
  expect(replay.json()).toEqual(first.json());
  expect(await counts()).toEqual(after);
}

/** A feedback body with a solved captcha, as the widget sends it. */
async function feedbackWithCaptcha(from: string) {
  return feedbackBody(await solvedCaptcha((await challenge(from)).json()));
}

describe('a request queued before the device seed, its answer lost, replayed with the seed', () => {
  it.each([
    ['save-itinerary', () => saveBody(trip, 'queued-save@guest.test')],
    ['shared-itinerary', () => shareBody(trip, 'queued-share@friend.test')],
    ['booking-inquiry', () => bookingInquiryBody(trip)],
    ['booking-inquiry-trip', () => emailInquiryBody()],
    ['call-request', () => callRequestBody()],
  ])('%s: gets its first answer and creates nothing again', async (path, body) => {
    const key = newKey();
    const from = newNetwork();
    const sent = await sentBeforeTheSeed(path, body(), key, from);
    await expectFirstAnswer(await post(path, body(), key, from, seedHeader(newSeed())), sent);
  });

  it('feedback: gets its first answer and sends one email', async () => {
    const key = newKey();
    const from = newNetwork();
    const body = await feedbackWithCaptcha(from);
    const sent = await sentBeforeTheSeed('post-feedback', body, key, from);
    await expectFirstAnswer(await post('post-feedback', body, key, from, seedHeader(newSeed())), sent);
  });

  it("is answered with the seed's device, the one the rest of the page load gets, and clears the seed", async () => {
    const key = newKey();
    const from = newNetwork();
    const seed = seedHeader(newSeed());
    await sentBeforeTheSeed('call-request', callRequestBody(), key, from);
    const [replay, other] = await Promise.all([
      post('call-request', callRequestBody(), key, from, seed),
      challenge(from, seed),
    ]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(deviceFrom(replay)).not.toBe('');
    expect(deviceFrom(replay)).toBe(deviceFrom(other));
    expect(seedCleared(replay)).toBe(true);
  });

  it('then with the device cookie its page load got, or again with only its key, still gets the first answer', async () => {
    const key = newKey();
    const from = newNetwork();
    const seed = seedHeader(newSeed());
    const sent = await sentBeforeTheSeed('booking-inquiry', bookingInquiryBody(trip), key, from);
    // The replay's answer is lost again; the captcha challenge sent beside it got the seed's device cookie.
    await post('booking-inquiry', bookingInquiryBody(trip), key, from, seed);
    const device = deviceFrom(await challenge(from, seed));
    for (const cookie of [device, seed, undefined])
      await expectFirstAnswer(await post('booking-inquiry', bookingInquiryBody(trip), key, from, cookie), sent);
  });

  it('is the same whichever seed it carries, and a second replay still gets the first answer', async () => {
    const key = newKey();
    const from = newNetwork();
    const sent = await sentBeforeTheSeed('booking-inquiry-trip', emailInquiryBody(), key, from);
    for (const seed of [newSeed(), newSeed()])
      await expectFirstAnswer(
        await post('booking-inquiry-trip', emailInquiryBody(), key, from, seedHeader(seed)),
        sent,
      );
  });

  it('with another body is the 422 of a reused key, not a new inquiry', async () => {
    const key = newKey();
    const from = newNetwork();
    const { after } = await sentBeforeTheSeed('call-request', callRequestBody(), key, from);
    const other = await post('call-request', { ...callRequestBody(), adults: 5 }, key, from, seedHeader(newSeed()));
    expect([other.statusCode, other.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await counts()).toEqual(after);
  });

  it('from another network is another caller: the key alone does not make it the sender', async () => {
    const key = newKey();
    const { first, after } = await sentBeforeTheSeed('booking-inquiry-trip', emailInquiryBody(), key, newNetwork());
    const elsewhere = await post('booking-inquiry-trip', emailInquiryBody(), key, newNetwork(), seedHeader(newSeed()));
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(elsewhere.json().inquiryRef).not.toBe(first.json().inquiryRef);
    expect((await counts()).inquiries).toBe(after.inquiries + 1);
  });
});

describe('a send that carried a seed, its answer lost, replayed with another seed or none (no cookie between)', () => {
  // The app's cookies cleared but not its queue, or two tabs seeding at once: the replay's seed is not the first's.
  it.each([
    ['another seed', () => seedHeader(newSeed())],
    ['no seed, only its key', () => undefined],
  ])('with %s: gets its first answer and creates nothing again', async (_, cookie) => {
    const key = newKey();
    const from = newNetwork();
    const sent = await sentBeforeTheSeed('booking-inquiry', bookingInquiryBody(trip), key, from, seedHeader(newSeed()));
    await expectFirstAnswer(await post('booking-inquiry', bookingInquiryBody(trip), key, from, cookie()), sent);
  });

  it('feedback: one email, whichever of three seeds it is replayed with', async () => {
    const key = newKey();
    const from = newNetwork();
    const body = await feedbackWithCaptcha(from);
    const sent = await sentBeforeTheSeed('post-feedback', body, key, from, seedHeader(newSeed()));
    for (const seed of [newSeed(), newSeed(), newSeed()])
      await expectFirstAnswer(await post('post-feedback', body, key, from, seedHeader(seed)), sent);
  });

  it('from another network is still another caller', async () => {
    const key = newKey();
    const first = await post('call-request', callRequestBody(), key, newNetwork(), seedHeader(newSeed()));
    const elsewhere = await post('call-request', callRequestBody(), key, newNetwork(), seedHeader(newSeed()));
    expect([first.statusCode, elsewhere.statusCode]).toEqual([201, 201]);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(elsewhere.json().inquiryRef).not.toBe(first.json().inquiryRef);
  });

  it('another device on the same network sending its own keys creates its own inquiries', async () => {
    const from = newNetwork();
    const a = await post('call-request', callRequestBody(), newKey(), from, seedHeader(newSeed()));
    const b = await post('call-request', callRequestBody(), newKey(), from, seedHeader(newSeed()));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().inquiryRef).not.toBe(a.json().inquiryRef);
    expect(deviceFrom(b)).not.toBe(deviceFrom(a));
  });
});

describe('a first send with a seed and a key no one sent before', () => {
  it("is the seed's device as before: concurrent sends with one seed are one device", async () => {
    const from = newNetwork();
    const seed = seedHeader(newSeed());
    const [a, b] = await Promise.all([
      post('call-request', callRequestBody(), newKey(), from, seed),
      post('call-request', callRequestBody(), newKey(), from, seed),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().inquiryRef).not.toBe(b.json().inquiryRef);
    expect(deviceFrom(a)).not.toBe('');
    expect(deviceFrom(b)).toBe(deviceFrom(a));
  });
});
