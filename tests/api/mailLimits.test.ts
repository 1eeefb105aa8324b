// Issue #14, item 2: no mail for strangers without limit. Recipients are compared the way the mailer reads them; mails
// are limited per recipient, per sender device and per network, the business inbox too, all counted in the database;
// the feedback captcha gets dearer when one client sends much.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_EMAILS, TOO_MANY_SUBMISSIONS } from '../../src/domain/protocol';
import { API } from '../support/request';
import { buildEmailTestApp, pricedTrip, type EmailTestApp } from '../support/emailTestApp';
import { bookingInquiryBody, callRequestBody, saveBody, shareBody } from './emailPayloads';

// Small limits, read by the email routes when the app is built (each test file runs in a process of its own).
process.env.MAIL_PER_DEVICE_PER_HOUR = '4';
process.env.MAIL_PER_NETWORK_PER_HOUR = '12';
process.env.BUSINESS_MAIL_PER_DEVICE_PER_HOUR = '3';
process.env.BUSINESS_MAIL_PER_NETWORK_PER_HOUR = '6';

let t: EmailTestApp;
let trip: unknown;
let network = 0;

beforeAll(async () => {
  t = await buildEmailTestApp();
  trip = await pricedTrip(t.app);
});
afterAll(() => t?.close());

/** Each test sends from a network of its own, so that the network limits of one do not spill into the next. */
const newNetwork = () => `10.14.${++network}.7`;

const post = (path: string, body: unknown, from: { network: string; cookie?: string }) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/email/${path}`,
    payload: body as object,
    remoteAddress: from.network,
    headers: from.cookie ? { cookie: from.cookie } : {},
  });
const deviceOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const queuedTo = async (address: string) => {
  const result: any = await t.database.db.execute(
    `SELECT count(*)::int AS n FROM email_outbox WHERE lower(recipient) = '${address}'` as any,
  );
  return result.rows[0].n as number;
};

describe('recipients as the mailer reads them', () => {
  it('refuses an address the mailer would read as another one, a list or a comment', async () => {
    const from = { network: newNetwork() };
    for (const friendEmail of [
      'victim2@evil.test(N)',
      '1,victim@evil.test',
      'Victim <victim@evil.test>',
      'victim@evil.test, other@evil.test',
    ]) {
      const res = await post('shared-itinerary', shareBody(trip, friendEmail), from);
      expect(res.statusCode, friendEmail).toBe(400);
      expect(res.json().message).toBe('Invalid request: friendEmail: Invalid email');
    }
    expect(await queuedTo('victim@evil.test')).toBe(0);
    expect(await queuedTo('victim2@evil.test')).toBe(0);
  });

  it('counts one friend however the address is written: 5 shares a day, then 429', async () => {
    const spellings = [
      'friend@share.test',
      'Friend@Share.test',
      'friend+1@share.test',
      'FRIEND+2@SHARE.TEST',
      'friend+x@share.test',
      'friend+y@share.test',
    ];
    const answers = [];
    // From a new device and network each time: the recipient's own limit is what stops the sixth.
    for (const friendEmail of spellings)
      answers.push(await post('shared-itinerary', shareBody(trip, friendEmail), { network: newNetwork() }));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]!.json()).toMatchObject({ code: 'TOO_MANY_EMAILS', message: TOO_MANY_EMAILS });
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the mailbox as the mailer delivers it (issue #52)', () => {
  it('counts a fullwidth domain as the ASCII one it is delivered to, and caps a mailbox at 15 a day across kinds', async () => {
    const spell = [
      'ceo@ｖictimcorp.test',
      'CEO@VICTIMCORP.TEST',
      'ceo+a@ｖｉｃｔｉｍｃｏｒｐ.ｔｅｓｔ',
      'Ceo@victimcorp.test',
      'ceo@VictimCorp.test',
      'ceo+b@victimcorp.test',
    ];
    const shares = [];
    for (const friendEmail of spell)
      shares.push((await post('shared-itinerary', shareBody(trip, friendEmail), { network: newNetwork() })).statusCode);
    expect(shares).toEqual([201, 201, 201, 201, 201, 429]);
    // Copies of saved trips to the same mailbox: 10 more reach it (15 in all), then nothing more of any kind.
    const saves = [];
    for (let i = 0; i < 11; i++)
      saves.push((await post('save-itinerary', saveBody(trip, spell[i % 5]), { network: newNetwork() })).statusCode);
    expect(saves).toEqual([...Array(10).fill(201), 429]);
    expect(
      (
        await post(
          'booking-inquiry',
          { ...bookingInquiryBody(trip), email: 'ceo@victimcorp.test' },
          { network: newNetwork() },
        )
      ).statusCode,
    ).toBe(429);
    const result: any = await t.database.db.execute(
      `SELECT count(*)::int AS n FROM email_outbox WHERE lower(recipient) LIKE 'ceo%@%victimcorp.test' OR recipient LIKE '%ｖ%'` as any,
    );
    expect(result.rows[0].n).toBe(15);
  });

  it('counts the dot and +tag spellings of one Gmail mailbox as one, from any device and network', async () => {
    const spellings = [
      's.tranger.victim@gmail.com',
      'stranger.victim@gmail.com',
      'S.T.R.A.N.G.E.R.victim@googlemail.com',
      'strangervictim+x@gmail.com',
      'strangervictim@ＧＭＡＩＬ.com',
      'st.rangervictim@gmail.com',
    ];
    const answers = [];
    for (const friendEmail of spellings)
      answers.push(
        (await post('shared-itinerary', shareBody(trip, friendEmail), { network: newNetwork() })).statusCode,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('per sender device and network', () => {
  it('lets one device mail a few strangers an hour, then answers 429 with Retry-After', async () => {
    const from = { network: newNetwork(), cookie: '' };
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await post('shared-itinerary', shareBody(trip, `stranger${i}@device.test`), from);
      from.cookie ||= deviceOf(res);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'TOO_MANY_SUBMISSIONS', message: TOO_MANY_SUBMISSIONS });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('counts a network however many devices it pretends to be (no cookie: a new device each time)', async () => {
    const from = { network: newNetwork() };
    const statuses = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await post('shared-itinerary', shareBody(trip, `stranger${i}@network.test`), from)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  it('limits what one device and one network send to the business inbox', async () => {
    const from = { network: newNetwork(), cookie: '' };
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await post('call-request', callRequestBody(), from);
      from.cookie ||= deviceOf(res);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const cookieless = { network: newNetwork() };
    const more = [];
    for (let i = 0; i < 7; i++) more.push((await post('call-request', callRequestBody(), cookieless)).statusCode);
    expect(more).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });

  it('counts in the database, where every API process sees the same counts', async () => {
    const result: any = await t.database.db.execute(
      `SELECT count(*)::int AS n FROM rate_counters WHERE bucket LIKE 'business-mail:%'` as any,
    );
    expect(result.rows[0].n).toBeGreaterThan(0);
  });
});

describe('the feedback captcha', () => {
  it('costs more the more challenges one device asks for in an hour', async () => {
    const network = newNetwork();
    let cookie = '';
    const costs = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/captcha/challenge`,
        remoteAddress: network,
        headers: cookie ? { cookie } : {},
      });
      cookie ||= deviceOf(res);
      costs.push(res.json().parameters.cost);
    }
    expect(costs).toEqual([1, 1, 1, 2, 2, 2, 4]);
  });

  it('costs more for a network that asks for many, whatever cookies it sends', async () => {
    const network = newNetwork();
    const costs = [];
    for (let i = 0; i < 31; i++) {
      costs.push(
        (await t.app.inject({ method: 'GET', url: `${API}/captcha/challenge`, remoteAddress: network })).json()
          .parameters.cost,
      );
    }
    expect(costs.slice(0, 30).every((c) => c === 1)).toBe(true);
    expect(costs[30]).toBe(2);
  });
});
