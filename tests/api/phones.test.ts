// Phone numbers on the server (issue #53): every phone field stores E.164 read with the one rule
// (domain/phone/phone.ts), a number with a second country code is refused with a clear message, a reseller's number
// that does not dial is kept as sent and flagged, and rows stored by the older field are flagged on the manifest, the
// booking and by `check-phones`, never rewritten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PHONE } from '../../src/domain/texts';
import { PHONE_WARNINGS } from '../../src/domain/phone';
import {
  agentWithTokens,
  bearer,
  buildAgentTestApp,
  reserveAs,
  reserveBody,
  type AgentTestApp,
} from '../support/agentTestApp';
import { API, postJson } from '../support/bookingTestApp';
import { rows } from '../support/paymentTestApp';
import { call, makeKey, OCTO } from '../support/partnerTestApp';

let t: AgentTestApp;
let agent: string;
let admin: string;
let reseller: Record<string, string>;
beforeAll(async () => {
  t = await buildAgentTestApp();
  agent = (await agentWithTokens(t, 'desk-phones@charters.test', { agency: 'Phones Desk', onAccount: true }))
    .accessToken;
  admin = (await agentWithTokens(t, 'office-phones@charters.test', { role: 'admin' })).accessToken;
  reseller = {
    authorization: `Bearer ${await makeKey(t, 'Phones reseller', ['--kind', 'reseller', '--rate', '100000'])}`,
  };
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).json();

describe('phone numbers', () => {
  it("stores an agent reserve's phone in E.164 however it is typed, and refuses a second country code", async () => {
    const made = await reserveAs(
      t,
      agent,
      reserveBody({
        phone: '+1 (345) 555-0101',
        start_date: '2026-12-05',
        end_date: '2026-12-05',
        startTime: '2026-12-05T13:00:00-05:00',
        payment: 'account',
      }),
    );
    expect(made.status).toBe(201);
    const [stored] = await rows(
      t,
      "SELECT booking->>'phone' AS phone FROM reservations ORDER BY created_at DESC LIMIT 1",
    );
    expect(stored.phone).toBe('+13455550101');
    const refused = await reserveAs(
      t,
      agent,
      reserveBody({
        phone: '+13453455550101',
        start_date: '2026-12-06',
        end_date: '2026-12-06',
        startTime: '2026-12-06T13:00:00-05:00',
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(INVALID_PHONE);
  });

  it('refuses a phone the guest forms would not take, in every form of the API', async () => {
    for (const [path, body] of [
      ['email/call-request', { phone: '+1 345 555 CALL' }],
      ['email/call-request', { phone: '+13453455550101' }],
    ] as const) {
      const res = await postJson(t.app, path, body);
      expect(res.status, path).toBe(400);
    }
  });

  it("keeps a reseller's number that does not dial as sent, and flags it; one with its country stored in E.164", async () => {
    const reserve = (day: number, phoneNumber: string, country?: string) =>
      call(t, 'POST', `${OCTO}/bookings`, reseller, {
        productId: 'boat-small',
        optionId: '2h',
        availabilityId: `2026-12-${day}T13:00:00-05:00~2h`,
        unitItems: [{ unitId: 'adult' }],
        contact: { firstName: 'Ana', lastName: 'Ebanks', emailAddress: 'ana@example.test', phoneNumber, country },
      });
    const national = await reserve(26, '020 7946 0958', 'GB');
    expect(national.body.contact.phoneNumber).toBe('+442079460958');
    const odd = await reserve(27, '+00000000');
    expect(odd.status).toBe(200);
    expect(odd.body.contact.phoneNumber).toBe('+00000000');
    const confirmed = await call(t, 'POST', `${OCTO}/bookings/${odd.body.uuid}/confirm`, reseller, {
      contact: { firstName: 'Ana', lastName: 'Ebanks', emailAddress: 'ana@example.test' },
    });
    const trip = (await get(`${API}/operator/manifest?date=2026-12-27`)).boats
      .flatMap((b: any) => b.trips)
      .find((x: any) => x.bookingRef === confirmed.body.supplierReference);
    expect(trip).toMatchObject({ phone: '+00000000', phoneWarning: PHONE_WARNINGS.doesNotDial });
  });

  it('flags rows the older field stored (a second country code) on the manifest, the booking and check-phones, and changes none', async () => {
    const held = await call(t, 'POST', `${OCTO}/bookings`, reseller, {
      productId: 'boat-small',
      optionId: '2h',
      availabilityId: '2026-12-28T13:00:00-05:00~2h',
      unitItems: [{ unitId: 'adult' }],
    });
    const ok = await call(t, 'POST', `${OCTO}/bookings/${held.body.uuid}/confirm`, reseller, {
      contact: { firstName: 'Bo', lastName: 'Ebanks', emailAddress: 'bo@example.test', phoneNumber: '+13455550199' },
    });
    const ref = ok.body.supplierReference;
    // As the old phone field stored '+1 345 555 0101' typed under the United States flag.
    await t.database.db.execute(
      `UPDATE payments SET booking = jsonb_set(booking, '{phone}', '"+113455550101"') WHERE id = (SELECT payment_id FROM bookings WHERE booking_ref = '${ref}')` as never,
    );
    const trip = (await get(`${API}/operator/manifest?date=2026-12-28`)).boats
      .flatMap((b: any) => b.trips)
      .find((x: any) => x.bookingRef === ref);
    expect(trip).toMatchObject({ phone: '+113455550101', phoneWarning: PHONE_WARNINGS.doesNotDial });
    expect(await get(`${API}/operator/bookings/${ref}`)).toMatchObject({
      phone: '+113455550101',
      phoneWarning: PHONE_WARNINGS.doesNotDial,
    });
    const checked = await t.admin(['check-phones', '--json']);
    const flagged = JSON.parse(checked.stdout).flagged as Array<{ bookingRef: string; phone: string }>;
    expect(flagged.find((f) => f.bookingRef === ref)).toMatchObject({ phone: '+113455550101' });
    expect(flagged.some((f) => f.phone === '+13455550101')).toBe(false);
    const [row] = await rows(
      t,
      `SELECT p.booking->>'phone' AS phone FROM bookings b JOIN payments p ON p.id = b.payment_id WHERE b.booking_ref = '${ref}'`,
    );
    expect(row.phone).toBe('+113455550101');
  });
});
