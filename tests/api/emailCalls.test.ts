// Each email call: a 201 with an inquiry reference, the inquiry stored, its emails queued, and the worker writing
// them as .eml files to DATA_DIR/mail. Malformed bodies are 4xx with the fixed messages.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inquiryAnswer } from '../../src/domain/protocol';
import { INQUIRY_REF_PATTERN } from '../../src/domain/schema';
import { emailOutbox } from '../../src/server/db/emailSchema';
import { deliverDue } from '../../src/server/email/outboxWorker';
import { emailSettings } from '../../src/server/email/settings';
import { fileTransport } from '../../src/server/email/transports';
import { expectShape } from '../support/expectShape';
import { API, getJson } from '../support/request';
import {
  TRIP_QUERY,
  bookingInquiryBody,
  callRequestBody,
  emailInquiryBody,
  saveBody,
  shareBody,
} from './emailPayloads';
import { buildEmailTestApp, pricedTrip, type EmailTestApp } from '../support/emailTestApp';

let t: EmailTestApp;
let trip: unknown;

beforeAll(async () => {
  t = await buildEmailTestApp();
  trip = await pricedTrip(t.app);
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/email/${path}`, payload: body as object, headers });

async function deliver(): Promise<void> {
  const settings = emailSettings({ DATA_DIR: t.dataDir });
  await deliverDue(t.database.db, fileTransport(settings.mailDir, settings.mailFrom), settings);
}

const outboxFor = (inquiryRef: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.inquiryRef, inquiryRef));
const eml = (id: number) => readFileSync(join(t.dataDir, 'mail', `${id}.eml`), 'utf8');

describe('each email call', () => {
  const calls = [
    { path: 'save-itinerary', body: () => saveBody(trip), to: ['ann@guest.test'], linkFlag: 'saveItinerary=true' },
    {
      path: 'shared-itinerary',
      body: () => shareBody(trip),
      to: ['mary@friend.test'],
      linkFlag: 'shareItinerary=true',
    },
    {
      path: 'booking-inquiry',
      body: () => bookingInquiryBody(trip),
      to: ['hello@cayman-fixture.test', 'ann@guest.test'],
    },
    { path: 'booking-inquiry-trip', body: emailInquiryBody, to: ['hello@cayman-fixture.test', 'jack@guest.test'] },
    { path: 'call-request', body: callRequestBody, to: ['hello@cayman-fixture.test'] },
  ];

  for (const call of calls) {
    it(`${call.path}: stores the inquiry, queues its emails and the worker writes them`, async () => {
      const res = await post(call.path, call.body());
      expect(res.statusCode, res.body).toBe(201);
      const answer = expectShape(res.json(), inquiryAnswer);
      expect(answer.inquiryRef).toMatch(INQUIRY_REF_PATTERN);

      // The sending device reads its inquiry back (the answer set its device cookie); a stranger does not.
      const device = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const stored = await getJson(t.app, `${API}/inquiry-data/inquiryRef/${answer.inquiryRef}`, { cookie: device });
      expect(stored.status).toBe(200);
      expect(stored.body.data.inquiryData).toMatchObject({ inquiryRef: answer.inquiryRef, kind: call.path });
      expect((await getJson(t.app, `${API}/inquiry-data/inquiryRef/${answer.inquiryRef}`)).status).toBe(404);

      const queued = await outboxFor(answer.inquiryRef);
      expect(queued.map((r) => r.recipient).sort()).toEqual([...call.to].sort());
      expect(queued.every((r) => r.status === 'PENDING')).toBe(true);

      await deliver();
      for (const row of await outboxFor(answer.inquiryRef)) {
        expect(row.status).toBe('SENT');
        const message = eml(row.id);
        expect(message).toMatch(new RegExp(`^To: ${row.recipient}$`, 'm'));
        expect(message).toContain('Content-Type: text/plain');
        expect(message).toContain('Content-Type: text/html');
        // The link reopens the trip on this site, with the inquiry's reference.
        expect(row.textBody).toContain(`http://localhost:8080/cayman-fixture/trip-builder?country=cayman-fixture`);
        expect(row.textBody).toContain(`inquiryRef=${answer.inquiryRef}`);
        if (call.linkFlag) expect(row.textBody).toContain(call.linkFlag);
        // ... signed, so that whoever the mail went to opens it on any device.
        const token = /inquiryToken=([A-Za-z0-9_-]+)/.exec(row.textBody)?.[1];
        expect(
          (await getJson(t.app, `${API}/inquiry-data/inquiryRef/${answer.inquiryRef}?token=${token}`)).status,
        ).toBe(200);
      }
    });
  }

  it('summarises the trip: boat, dates, guests, pace, stops and the price', async () => {
    const res = await post('save-itinerary', saveBody(trip));
    const [row] = await outboxFor(res.json().inquiryRef);
    expect(row!.textBody).toContain('Boat: Small Fry');
    expect(row!.textBody).toContain('Dates: 2026-12-03 to 2026-12-05');
    expect(row!.textBody).toContain('Guests: 4 (3 adults, 1 child)');
    expect(row!.textBody).toContain('Pace: Relaxed');
    expect(row!.textBody).toMatch(/Activities: (Snorkel reef, Beach lunch|Beach lunch, Snorkel reef)\n/);
    expect(row!.textBody).toMatch(/Estimated price: \$[\d,]+\.\d{2} USD/);
    expect(row!.subject).toBe('Your saved boat trip in Fixture Cayman');
  });

  it('shares come from the company, and the body says who shared the trip', async () => {
    const res = await post('shared-itinerary', { ...shareBody(trip), userName: 'Win a free cruise at scam.example' });
    const [row] = await outboxFor(res.json().inquiryRef);
    // Issue #52: a stranger's inbox shows the company's subject, never words the sender chose.
    expect(row!.subject).toBe('Cayman Charters: a boat trip in Fixture Cayman was shared with you');
    expect(row!.textBody).toContain('Hi Mary,');
    expect(row!.textBody).toContain('Win a free cruise at scam.example has planned a private boat charter');
  });

  it('refuses names that are not one line (CR, LF, NEL, U+2028, other control characters), on every call', async () => {
    const broken = [
      'Ann\r\nBcc: x@evil.example',
      'Ann\nSee https://evil.example',
      'Ann\u0085x',
      'Ann\u2028x',
      'Ann\u0007',
    ];
    const named: Array<[string, (name: string) => unknown]> = [
      ['save-itinerary', (n) => ({ ...saveBody(trip), firstName: n })],
      ['shared-itinerary', (n) => ({ ...shareBody(trip), userName: n })],
      ['shared-itinerary', (n) => ({ ...shareBody(trip), friendName: n })],
      ['booking-inquiry', (n) => ({ ...bookingInquiryBody(trip), lastName: n })],
      [
        'booking-inquiry-trip',
        (n) => {
          const b = emailInquiryBody();
          return { ...b, emailData: { ...b.emailData, firstName: n } };
        },
      ],
    ];
    for (const [path, body] of named) {
      for (const name of broken) {
        const res = await post(path, body(name));
        expect(res.statusCode, `${path} ${JSON.stringify(name)}`).toBe(400);
        expect(res.json().message).toContain('Please write the name on one line');
      }
    }
  });

  it('escapes every value in the HTML part', async () => {
    const res = await post('booking-inquiry', bookingInquiryBody(trip));
    const rows = await outboxFor(res.json().inquiryRef);
    const business = rows.find((r) => r.kind === 'booking-inquiry')!;
    expect(business.htmlBody).toContain('Birthday &lt;b&gt;party&lt;/b&gt; &amp; cake');
    expect(business.htmlBody).not.toContain('<b>party</b>');
    expect(business.textBody).toContain('Birthday <b>party</b> & cake');
    expect(business.replyTo).toBe('ann@guest.test');
  });

  it('never links to another site: a foreign linkToBT is replaced by a link rebuilt from the trip', async () => {
    const res = await post('save-itinerary', {
      ...saveBody(trip),
      linkToBT: 'https://evil.test/cayman-fixture/trip-builder?boat=x',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await outboxFor(res.json().inquiryRef);
    expect(row!.textBody).not.toContain('evil.test');
    expect(row!.htmlBody).not.toContain('evil.test');
    expect(row!.textBody).toContain('boat=small');
    expect(row!.textBody).toContain('pickUpLocation=pul-marina');
    expect(row!.textBody).toMatch(/activities=act-(snorkel%2Cact-lunch|lunch%2Cact-snorkel)&/);
    expect(row!.textBody).toContain('region=reg-north');
  });

  it('keeps the whole trip of a link written at another address than PUBLIC_URL (dates, region, pace, fishing hours)', async () => {
    const elsewhere = `http://127.0.0.1:18999/cayman-fixture/trip-builder?${TRIP_QUERY}&fishingHours=5`;
    for (const [path, body] of [
      ['save-itinerary', saveBody(trip)],
      ['shared-itinerary', shareBody(trip)],
    ] as const) {
      const res = await post(path, { ...body, linkToBT: elsewhere });
      expect(res.statusCode).toBe(201);
      const [row] = await outboxFor(res.json().inquiryRef);
      const link = row!.textBody.match(/http:\/\/localhost:8080\/cayman-fixture\/trip-builder\?\S+/)![0];
      const query = new URL(link).searchParams;
      expect(
        Object.fromEntries(
          ['start_date', 'end_date', 'region', 'pickUpLocation', 'boat', 'estTimePace', 'fishingHours'].map((k) => [
            k,
            query.get(k),
          ]),
        ),
      ).toEqual({
        start_date: '2026-12-03',
        end_date: '2026-12-05',
        region: 'reg-north',
        pickUpLocation: 'pul-marina',
        boat: 'small',
        estTimePace: 'relaxed',
        fishingHours: '5',
      });
      expect(row!.textBody).not.toContain('127.0.0.1');
    }
  });
});

describe('malformed bodies are 4xx', () => {
  it('missing and invalid fields answer 400 with the spec messages', async () => {
    const missing = await post('save-itinerary', { ...saveBody(trip), firstName: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid request: firstName: This field is required');

    const badEmail = await post('shared-itinerary', { ...shareBody(trip), friendEmail: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Invalid email');

    const kids = await post('booking-inquiry-trip', { emailData: { ...emailInquiryBody().emailData, kids: -1 } });
    expect(kids.statusCode).toBe(400);
    expect(kids.json().message).toContain('Number of kids cannot be negative');

    const hotel = await post('booking-inquiry-trip', {
      emailData: { ...emailInquiryBody().emailData, whereStay: 'x'.repeat(31) },
    });
    expect(hotel.json().message).toContain('Hotel name cannot exceed 30 characters');

    const adults = await post('call-request', { ...callRequestBody(), adults: 0 });
    expect(adults.json().message).toContain('Number of adults cannot be less than 1');
  });

  it('refuses bodies that are not objects, unknown countries and bad Idempotency-Keys', async () => {
    for (const body of [[], 'text', 42]) {
      const res = await post('booking-inquiry', body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const country = await post('call-request', { ...callRequestBody(), countryUrl: 'atlantis' });
    expect(country.statusCode).toBe(400);
    expect(country.json().code).toBe('UNKNOWN_COUNTRY');
    const key = await post('call-request', callRequestBody(), { 'idempotency-key': 'x'.repeat(201) });
    expect(key.statusCode).toBe(400);
  });

  it('bounds the party by the guest counters (0–50) and wants a phone number that is one, storing nothing otherwise', async () => {
    const before = (await t.database.db.select().from(emailOutbox)).length;
    const refusals: Array<[string, unknown, string]> = [
      [
        'call-request',
        {
          preferredTime: 'M',
          adults: Number.MAX_SAFE_INTEGER + 2,
          phone: '+13455550102',
          countryUrl: 'cayman-fixture',
        },
        'adults: Number of adults cannot be more than 50',
      ],
      ['call-request', { ...callRequestBody(), children: 51 }, 'children: Number of kids cannot be more than 50'],
      ['call-request', { ...callRequestBody(), adults: 1.5 }, 'adults: Number of adults must be a whole number'],
      ['call-request', { ...callRequestBody(), phone: 'x' }, 'phone: Invalid phone number'],
      ['call-request', { ...callRequestBody(), phone: '+123456' }, 'phone: Invalid phone number'],
      [
        'booking-inquiry-trip',
        { emailData: { ...emailInquiryBody().emailData, adults: 51 } },
        'Number of adults cannot be more than 50',
      ],
      [
        'booking-inquiry-trip',
        { emailData: { ...emailInquiryBody().emailData, kids: 2.5 } },
        'Number of kids must be a whole number',
      ],
      [
        'booking-inquiry-trip',
        { emailData: { ...emailInquiryBody().emailData, phone: '555-CALL-ME' } },
        'Invalid phone number',
      ],
      ['booking-inquiry', { ...bookingInquiryBody(trip), phone: '12' }, 'Invalid phone number'],
    ];
    for (const [path, body, message] of refusals) {
      const res = await post(path, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(before);
    // The counters' top end is fine.
    expect((await post('call-request', { ...callRequestBody(), adults: 50, children: 50 })).statusCode).toBe(201);
  });

  it('stores nothing for a refused body', async () => {
    const before = (await t.database.db.select().from(emailOutbox)).length;
    await post('booking-inquiry', { ...bookingInquiryBody(trip), email: 'nope' });
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(before);
  });
});

describe('the worker', () => {
  it('startOutboxWorker delivers in the background and stops cleanly', async () => {
    const { startOutboxWorker } = await import('../../src/server/email/outboxWorker');
    const res = await post('call-request', callRequestBody());
    const stop = startOutboxWorker({ database: t.database, dataDir: t.dataDir, settings: { pollMs: 50 } });
    const ref = res.json().inquiryRef;
    for (let i = 0; i < 100 && (await outboxFor(ref))[0]!.status !== 'SENT'; i++)
      await new Promise((r) => setTimeout(r, 50));
    await stop();
    const [row] = await outboxFor(ref);
    expect(row!.status).toBe('SENT');
    expect(readdirSync(join(t.dataDir, 'mail'))).toContain(`${row!.id}.eml`);
  });
});
