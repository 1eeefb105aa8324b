// Idempotency-Key on the email calls: a repeat answers the first answer and creates nothing; racing duplicates
// create one inquiry and one email; the same key with another body is a 422. Per-recipient daily limits: 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TOO_MANY_EMAILS } from '../../src/domain/protocol';
import { inquiries } from '../../src/server/catalogue/inquiries';
import { emailOutbox } from '../../src/server/db/emailSchema';
import { API } from '../support/request';
import { bookingInquiryBody, saveBody, shareBody } from './emailPayloads';
import { buildEmailTestApp, pricedTrip, type EmailTestApp } from '../support/emailTestApp';

let t: EmailTestApp;
let trip: unknown;

beforeAll(async () => {
  t = await buildEmailTestApp();
  trip = await pricedTrip(t.app);
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, key?: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/email/${path}`,
    payload: body as object,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...(cookie ? { cookie } : {}) },
  });

const inquiryCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(inquiries))[0]!.n;
const outboxTo = (address: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, address));

describe('Idempotency-Key', () => {
  it('a repeat with the same key returns the first answer and creates nothing new', async () => {
    const body = saveBody(trip, 'repeat@guest.test');
    const first = await post('save-itinerary', body, 'key-repeat-1');
    const before = await inquiryCount();
    const second = await post('save-itinerary', body, 'key-repeat-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await inquiryCount()).toBe(before);
    expect(await outboxTo('repeat@guest.test')).toHaveLength(1);
  });

  it('concurrent duplicates create one inquiry and one set of emails', async () => {
    const body = bookingInquiryBody(trip);
    const before = await inquiryCount();
    // One caller: the app's device seed names it before its first answer (issue #52: a key alone names no device).
    const seed = 'cc_device_seed=0123456789abcdef0123456789abcdef';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('booking-inquiry', body, 'key-race-1', seed)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const refs = new Set(answers.map((a) => a.json().inquiryRef));
    expect(refs.size).toBe(1);
    expect(await inquiryCount()).toBe(before + 1);
    const [ref] = refs;
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryRef, ref));
    expect(rows).toHaveLength(2);
  });

  it('the same key with another body is a 422; the key is per call', async () => {
    const first = await post('save-itinerary', saveBody(trip, 'reuse@guest.test'), 'key-reuse-1');
    expect(first.statusCode).toBe(201);
    const other = await post(
      'save-itinerary',
      { ...saveBody(trip, 'reuse@guest.test'), firstName: 'Anne' },
      'key-reuse-1',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const elsewhere = await post('shared-itinerary', shareBody(trip, 'reuse-friend@friend.test'), 'key-reuse-1');
    expect(elsewhere.statusCode).toBe(201);
  });

  it('without a key every submission is its own', async () => {
    const body = saveBody(trip, 'nokey@guest.test');
    const a = await post('save-itinerary', body);
    const b = await post('save-itinerary', body);
    expect(a.json().inquiryRef).not.toBe(b.json().inquiryRef);
    expect(await outboxTo('nokey@guest.test')).toHaveLength(2);
  });
});

describe('per-recipient limits', () => {
  it('at most 5 shares to one friend address a day, then 429 with a clear message', async () => {
    const friend = 'Popular@Friend.test';
    for (let i = 0; i < 5; i++) {
      const res = await post('shared-itinerary', shareBody(trip, i % 2 ? friend : friend.toLowerCase()));
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await post('shared-itinerary', shareBody(trip, friend));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: TOO_MANY_EMAILS, code: 'TOO_MANY_EMAILS' });
    // Another friend is unaffected.
    expect((await post('shared-itinerary', shareBody(trip, 'other@friend.test'))).statusCode).toBe(201);
  });

  it('racing shares never pass the limit', async () => {
    const friend = 'raced@friend.test';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('shared-itinerary', shareBody(trip, friend))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
    expect(await outboxTo(friend)).toHaveLength(5);
  });

  it('a refused submission stores no inquiry and leaves its key free', async () => {
    const friend = 'raced@friend.test';
    const before = await inquiryCount();
    const refused = await post('shared-itinerary', shareBody(trip, friend), 'key-limit-1');
    expect(refused.statusCode).toBe(429);
    expect(await inquiryCount()).toBe(before);
    const again = await post('shared-itinerary', shareBody(trip, friend), 'key-limit-1');
    expect(again.statusCode).toBe(429);
  });
});
