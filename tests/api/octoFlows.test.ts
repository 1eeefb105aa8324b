// The flows OCTO's own supplier validator runs (docs/octo.md, 'The validator'), written as our tests so that they run
// in `npm test`: the product's delivery formats and the voucher of every booking, one way to ask for availability,
// instants to the second, a booking of nobody, unit items at confirm, and a hold's update (another start, party or
// product, and the contact), plus a test key (a sandbox) that holds nothing, so one start can be reserved again.
import { zBooking, zErrorBadRequest, zErrorInvalidUnitId, zErrorUnprocessableEntity, zProduct } from '@octocloud/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentWithTokens, bearer, buildAgentTestApp, type AgentTestApp } from '../support/agentTestApp';
import { API } from '../support/bookingTestApp';
import { holdTrip, NOW, rows } from '../support/paymentTestApp';
import { call, makeKey, OCTO } from '../support/partnerTestApp';

let t: AgentTestApp;
let live: Record<string, string>;
let sandbox: Record<string, string>;
beforeAll(async () => {
  t = await buildAgentTestApp();
  const caps = 'octo/pricing, octo/pickups';
  live = {
    authorization: `Bearer ${await makeKey(t, 'Live reseller', ['--kind', 'reseller', '--rate', '100000'])}`,
    'octo-capabilities': caps,
  };
  sandbox = {
    authorization: `Bearer ${await makeKey(t, 'Sandbox reseller', ['--kind', 'reseller', '--rate', '100000', '--test'])}`,
    'octo-capabilities': caps,
  };
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => t.setNow(NOW));

const octo = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown, headers = live) =>
  call(t, method, `${OCTO}${path}`, headers, payload);
const slotId = (day: number, clock = '13:00', option = '2h') =>
  `2026-12-${String(day).padStart(2, '0')}T${clock}:00-05:00~${option}`;
const adults = (n: number) => Array.from({ length: n }, () => ({ unitId: 'adult' }));
/** A reserve as the validator sends it: no uuid of its own, the default option, adults only. */
const reserve = (availabilityId: string, units = 2, headers = live, extra: Record<string, unknown> = {}) =>
  octo(
    'POST',
    '/bookings',
    { productId: 'boat-small', optionId: '2h', availabilityId, unitItems: adults(units), ...extra },
    headers,
  );
const validatorContact = {
  firstName: 'John',
  lastName: 'Doe',
  emailAddress: 'johndoe@mail.com',
  fullName: 'John Doe',
  notes: 'Test note',
};
/** OCTO's instants to the second, as its validator's pattern reads them. */
const UTC_SECONDS = /^\d{4}-(0[1-9]|1[012])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])Z$/;

function expectOctoError(res: { status: number; body: any }, schema: { parse(v: unknown): unknown }, error: string) {
  expect(res.status).toBe(400);
  schema.parse(res.body);
  expect(res.body.error).toBe(error);
}

/** Whether a guest can hold the 2-hour start of boat-small (the one boat, the one seat). */
const guestCanHold = async (startTime: string) =>
  holdTrip(t, startTime).then(
    () => true,
    () => false,
  );

describe('OCTO products and availability, as the validator reads them', () => {
  it('delivers a voucher: every product has a delivery format; every booking a voucher, with the reference once confirmed', async () => {
    const products = (await octo('GET', '/products')).body;
    for (const p of products) {
      zProduct.parse(p);
      expect(p.deliveryFormats).toEqual(['QRCODE']);
      expect(p.deliveryMethods).toEqual(['VOUCHER']);
      expect(p.redemptionMethod).toBe('MANIFEST');
    }
    const held = await reserve(slotId(14));
    zBooking.parse(held.body);
    expect(held.body.voucher).toEqual({ redemptionMethod: 'MANIFEST', utcRedeemedAt: null, deliveryOptions: [] });
    const confirmed = await octo('POST', `/bookings/${held.body.uuid}/confirm`, { contact: validatorContact });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.voucher.deliveryOptions).toEqual([
      { deliveryFormat: 'QRCODE', deliveryValue: confirmed.body.supplierReference },
    ]);
    await octo('POST', `/bookings/${held.body.uuid}/cancel`, {});
  });

  it('takes exactly one of localDate, a date range or availabilityIds, and writes instants to the second', async () => {
    const day = await octo('POST', '/availability', {
      productId: 'boat-small',
      optionId: '2h',
      localDate: '2026-12-03',
    });
    expect(day.status).toBe(200);
    expect(day.body.length).toBeGreaterThan(0);
    for (const a of day.body) expect(a.utcCutoffAt).toMatch(UTC_SECONDS);
    const range = await octo('POST', '/availability', {
      productId: 'boat-small',
      optionId: '2h',
      localDateStart: '2026-12-03',
      localDateEnd: '2026-12-03',
    });
    expect(range.body).toEqual(day.body);
    for (const both of [
      { localDateStart: '2026-12-03', localDateEnd: '2026-12-04', availabilityIds: [day.body[0].id] },
      { localDate: '2026-12-03', availabilityIds: [day.body[0].id] },
      { localDate: '2026-12-03', localDateStart: '2026-12-03', localDateEnd: '2026-12-03' },
      { localDateStart: '2026-12-03' },
    ]) {
      expectOctoError(
        await octo('POST', '/availability', { productId: 'boat-small', optionId: '2h', ...both }),
        zErrorBadRequest,
        'BAD_REQUEST',
      );
    }
    const held = await reserve(slotId(15));
    expect(held.body.availability.utcCutoffAt).toMatch(UTC_SECONDS);
    await octo('POST', `/bookings/${held.body.uuid}/cancel`, {});
  });
});

describe('octo/content: what a reseller builds a listing from', () => {
  it('describes each product from the catalogue (texts, inclusions, meeting points, stops, FAQ, terms) only when asked, in English', async () => {
    const asked = { ...live, 'octo-capabilities': 'octo/content, octo/pickups' };
    const res = await octo('GET', '/products/boat-small', undefined, asked);
    expect(res.headers['octo-capabilities']).toBe('octo/pickups, octo/content');
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers['available-languages']).toBe('en');
    const p = zProduct.parse(res.body);
    expect(p.title).toMatch(/private charter$/);
    expect(p.description).toMatch(/for up to \d+ guests/);
    const types = new Set(p.features!.map((f) => f.type));
    for (const type of [
      'INCLUSION',
      'PREARRIVAL_INFORMATION',
      'REDEMPTION_INSTRUCTION',
      'BOOKING_TERM',
      'CANCELLATION_TERM',
    ])
      expect(types.has(type as never), type).toBe(true);
    expect(p.features).toContainEqual({ type: 'INCLUSION', shortDescription: 'Cooler with ice' });
    expect(p.faqs).toEqual([{ question: 'Can I cancel?', answer: 'Yes, see the policy.' }]);
    const start = p.locations!.find((l) => l.types.includes('START'));
    expect(start?.title).toBe(res.body.pickupPoints[0].name);
    expect(start?.place.latitude).toBe(res.body.pickupPoints[0].latitude);
    expect(p.locations!.some((l) => l.types.includes('POINT_OF_INTEREST'))).toBe(true);
    expect(p.media).toEqual([]); // the fixture's pictures are drawings (SVG), which OCTO cannot name
    expect(p.durationMinutesFrom).toBe(120);
    expect(p.options[0]).toMatchObject({ title: '2 Hour Charter', durationMinutesFrom: 120, durationMinutesTo: 120 });
    expect(p.options[0]!.units[0]).toMatchObject({ title: 'Adult', shortDescription: 'Ages 12 and over' });
    const all = await octo('GET', '/products', undefined, asked);
    for (const product of all.body) expect(zProduct.parse(product).features?.length).toBeGreaterThan(0);

    const plain = await octo('GET', '/products/boat-small');
    expect(plain.headers['content-language']).toBeUndefined();
    expect(plain.body.features).toBeUndefined();
    expect(plain.body.locations).toBeUndefined();
  });
});

describe('OCTO confirm and update, as the validator runs them', () => {
  it('confirms with the party sent at confirm (one more guest), without a phone, and refuses an unknown unit with INVALID_UNIT_ID', async () => {
    const held = await reserve(slotId(16), 2);
    const bad = await octo('POST', `/bookings/${held.body.uuid}/confirm`, {
      contact: validatorContact,
      unitItems: [{ unitId: 'invalidUnitId' }, { unitId: 'invalidUnitId' }],
    });
    expectOctoError(bad, zErrorInvalidUnitId, 'INVALID_UNIT_ID');
    expect(bad.body.unitId).toBe('invalidUnitId');
    expect((await octo('GET', `/bookings/${held.body.uuid}`)).body).toMatchObject({
      status: 'ON_HOLD',
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });

    const confirmed = await octo('POST', `/bookings/${held.body.uuid}/confirm`, {
      contact: validatorContact,
      resellerReference: 'V-1',
      unitItems: adults(3),
    });
    expect(confirmed.status).toBe(200);
    zBooking.parse(confirmed.body);
    expect(confirmed.body.status).toBe('CONFIRMED');
    expect(confirmed.body.unitItems).toHaveLength(3);
    expect(new Set(confirmed.body.unitItems.map((u: { uuid: string }) => u.uuid)).size).toBe(3);
    const [booked] = await rows(
      t,
      `SELECT (p.booking->>'adults')::int AS adults, p.booking->>'phone' AS phone, p.amount_cents FROM bookings b JOIN payments p ON p.id = b.payment_id WHERE b.booking_ref = '${confirmed.body.supplierReference}'`,
    );
    expect(booked).toMatchObject({ adults: 3, phone: '', amount_cents: confirmed.body.pricing.retail });
    await octo('POST', `/bookings/${held.body.uuid}/cancel`, {});
  });

  it('moves a hold to another start in one step: the new start is held, the old one freed; a taken start leaves it as it was', async () => {
    const held = await reserve(slotId(17, '13:00'));
    expect(await guestCanHold('2026-12-17T10:00:00-05:00')).toBe(true); // a guest takes 10:00
    const taken = await octo('PATCH', `/bookings/${held.body.uuid}`, { availabilityId: slotId(17, '10:00') });
    expectOctoError(taken, zErrorUnprocessableEntity, 'UNPROCESSABLE_ENTITY');
    expect((await octo('GET', `/bookings/${held.body.uuid}`)).body).toMatchObject({
      status: 'ON_HOLD',
      availabilityId: slotId(17, '13:00'),
    });
    expect(await guestCanHold('2026-12-17T13:00:00-05:00')).toBe(false);

    const moved = await octo('PATCH', `/bookings/${held.body.uuid}`, { availabilityId: slotId(17, '16:00') });
    expect(moved.status).toBe(200);
    zBooking.parse(moved.body);
    expect(moved.body).toMatchObject({
      status: 'ON_HOLD',
      availabilityId: slotId(17, '16:00'),
      availability: { id: slotId(17, '16:00') },
    });
    expect(moved.body.utcExpiresAt).toBe(held.body.utcExpiresAt); // a change is no extension
    expect(await guestCanHold('2026-12-17T13:00:00-05:00')).toBe(true);
    expect(await guestCanHold('2026-12-17T16:00:00-05:00')).toBe(false);
    expect(
      await rows(
        t,
        `SELECT status FROM slot_holds WHERE owner_kind = 'partner' AND start_time = '2026-12-17T18:00:00Z'`,
      ),
    ).toEqual([{ status: 'RELEASED' }]);
  });

  it('changes a hold party and its product (re-priced), and its contact; a confirmed booking keeps its trip', async () => {
    const held = await reserve(slotId(18), 2);
    const more = await octo('PATCH', `/bookings/${held.body.uuid}`, { unitItems: adults(3) });
    expect(more.status).toBe(200);
    expect(more.body.unitItems).toHaveLength(3);
    expectOctoError(
      await octo('PATCH', `/bookings/${held.body.uuid}`, { unitItems: adults(40) }),
      zErrorUnprocessableEntity,
      'UNPROCESSABLE_ENTITY',
    );

    const other = await octo('PATCH', `/bookings/${held.body.uuid}`, {
      productId: 'boat-big',
      optionId: '2h',
      unitItems: adults(8),
      availabilityId: slotId(18),
    });
    expect(other.status).toBe(200);
    zBooking.parse(other.body);
    expect(other.body).toMatchObject({
      productId: 'boat-big',
      optionId: '2h',
      availabilityId: slotId(18),
      status: 'ON_HOLD',
    });
    expect(other.body.pricing.retail).not.toBe(more.body.pricing.retail);
    expect(await guestCanHold('2026-12-18T13:00:00-05:00')).toBe(true); // boat-small is free again

    const contact = {
      fullName: 'John Doe',
      firstName: 'John',
      lastName: 'Doe',
      emailAddress: 'johndoe@email.com',
      country: 'GB',
      notes: 'Test notes contact',
      locales: ['en'],
    };
    const withContact = await octo('PATCH', `/bookings/${held.body.uuid}`, { contact, notes: 'Test note' });
    expect(withContact.body).toMatchObject({ notes: 'Test note', contact });

    const confirmed = await octo('POST', `/bookings/${held.body.uuid}/confirm`, { contact: validatorContact });
    expect(confirmed.body.status).toBe('CONFIRMED');
    for (const change of [
      { availabilityId: slotId(19) },
      { unitItems: adults(2) },
      { productId: 'boat-small', optionId: '2h', availabilityId: slotId(19) },
    ]) {
      expectOctoError(
        await octo('PATCH', `/bookings/${held.body.uuid}`, change),
        zErrorUnprocessableEntity,
        'UNPROCESSABLE_ENTITY',
      );
    }
    expect((await octo('GET', `/bookings/${held.body.uuid}`)).body).toMatchObject({
      productId: 'boat-big',
      availabilityId: slotId(18),
      status: 'CONFIRMED',
    });
    await octo('POST', `/bookings/${held.body.uuid}/cancel`, {});
  });
});

describe('a test key (a sandbox)', () => {
  it('reserves, updates, confirms and cancels one start again and again, holding nothing and booking nothing', async () => {
    const counts = async () =>
      (
        await rows(
          t,
          'SELECT (SELECT count(*) FROM slot_holds) AS holds, (SELECT count(*) FROM bookings) AS booked, (SELECT count(*) FROM email_outbox) AS mails',
        )
      )[0];
    const before = await counts();
    const uuids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const held = await reserve(slotId(20), 2, sandbox);
      expect(held.status).toBe(200);
      expect(held.body).toMatchObject({ status: 'ON_HOLD', testMode: true });
      uuids.push(held.body.uuid);
    }
    const extended = await octo('POST', `/bookings/${uuids[0]}/extend`, { expirationMinutes: 31 }, sandbox);
    expect(extended.body.status).toBe('ON_HOLD');
    const moved = await octo(
      'PATCH',
      `/bookings/${uuids[1]}`,
      { availabilityId: slotId(20, '16:00'), unitItems: adults(3) },
      sandbox,
    );
    expect(moved.body).toMatchObject({ availabilityId: slotId(20, '16:00'), testMode: true });
    const confirmed = await octo(
      'POST',
      `/bookings/${uuids[2]}/confirm`,
      { contact: validatorContact, resellerReference: 'T-1' },
      sandbox,
    );
    zBooking.parse(confirmed.body);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', testMode: true, resellerReference: 'T-1' });
    expect(
      (await octo('GET', '/bookings?resellerReference=T-1', undefined, sandbox)).body.map(
        (b: { uuid: string }) => b.uuid,
      ),
    ).toEqual([uuids[2]]);
    expect((await octo('POST', `/bookings/${uuids[2]}/cancel`, { reason: 'test' }, sandbox)).body.status).toBe(
      'CANCELLED',
    );
    expect(await counts()).toEqual(before);
    // A guest still gets the start: a test never takes it.
    expect(await guestCanHold('2026-12-20T13:00:00-05:00')).toBe(true);
    // And a test reserve of a start that is taken is refused as a live one would be.
    expectOctoError(await reserve(slotId(20), 2, sandbox), zErrorUnprocessableEntity, 'UNPROCESSABLE_ENTITY');
    // A live key's second reserve of one start is refused: a private boat has one seat per start.
    const first = await reserve(slotId(21));
    expect(first.body.status).toBe('ON_HOLD');
    expectOctoError(await reserve(slotId(21)), zErrorUnprocessableEntity, 'UNPROCESSABLE_ENTITY');
    await octo('POST', `/bookings/${first.body.uuid}/cancel`, {});
  });
});

describe("a reseller's notes reach the boat", () => {
  it('puts the notes sent at reserve, at confirm, in the contact and by PATCH on the manifest and in the history', async () => {
    const admin = await agentWithTokens(t, 'office-notes@charters.test', { role: 'admin' });
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(admin.accessToken) })).json();
    const tripOf = async (ref: string) =>
      (await get(`${API}/operator/manifest?date=2026-12-22`)).boats
        .flatMap((b: any) => b.trips)
        .find((x: any) => x.bookingRef === ref);

    const held = await reserve(slotId(22), 2, live, { notes: 'Birthday' });
    const confirmed = await octo('POST', `/bookings/${held.body.uuid}/confirm`, {
      contact: { ...validatorContact, notes: 'Allergic to shellfish' },
      notes: 'Birthday, cake on board',
    });
    const ref = confirmed.body.supplierReference;
    expect((await tripOf(ref)).notes).toBe('Birthday, cake on board\nAllergic to shellfish');
    await octo('PATCH', `/bookings/${held.body.uuid}`, { notes: 'Wheelchair user' });
    expect((await tripOf(ref)).notes).toBe('Wheelchair user\nAllergic to shellfish');
    await octo('PATCH', `/bookings/${held.body.uuid}`, { contact: { notes: 'Vegetarian' } });
    expect((await tripOf(ref)).notes).toBe('Wheelchair user\nVegetarian');

    const detail = await get(`${API}/operator/bookings/${ref}`);
    expect(detail.notes).toBe('Wheelchair user\nVegetarian');
    const noted = detail.history
      .filter((h: any) => h.text.startsWith('Notes for the captain'))
      .map((h: any) => [h.text, h.by]);
    expect(noted).toEqual([
      ['Notes for the captain: Birthday, cake on board\nAllergic to shellfish', 'Reseller'],
      ['Notes for the captain: Wheelchair user\nAllergic to shellfish', 'Reseller'],
      ['Notes for the captain: Wheelchair user\nVegetarian', 'Reseller'],
    ]);
    await octo('POST', `/bookings/${held.body.uuid}/cancel`, {});
  });
});
