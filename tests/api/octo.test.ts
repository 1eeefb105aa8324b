// The OCTO supplier API checked against OCTO's own schemas (@octocloud/types): supplier, products, the calendar and
// availability (the guest flow's slots and prices), and the whole booking flow: reserve → extend → confirm → get →
// list → cancel, reserve idempotent by uuid, an expired hold's confirm, and bad input answered with OCTO's error body.
import {
  zAvailability,
  zAvailabilityCalendar,
  zBooking,
  zErrorBadRequest,
  zErrorForbidden,
  zErrorInvalidAvailabilityId,
  zErrorInvalidBookingUuid,
  zErrorInvalidOptionId,
  zErrorInvalidProductId,
  zErrorUnauthorized,
  zErrorUnprocessableEntity,
  zProduct,
  zSupplier,
} from '@octocloud/types';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentBookingList } from '../../src/domain/booking';
import { agentWithTokens, bearer, buildAgentTestApp, type AgentTestApp } from '../support/agentTestApp';
import { expectShape } from '../support/expectShape';
import { API } from '../support/bookingTestApp';
import { holdTrip, NOW, rows } from '../support/paymentTestApp';
import { call, makeKey, OCTO } from '../support/partnerTestApp';
import { timeSlotsBody } from '../support/fixtureRequests';

let t: AgentTestApp;
let reseller: Record<string, string>;
beforeAll(async () => {
  t = await buildAgentTestApp();
  const key = await makeKey(t, 'Marketplace', ['--kind', 'reseller', '--rate', '100000']);
  reseller = { authorization: `Bearer ${key}`, 'octo-capabilities': 'octo/pricing, octo/pickups' };
});
afterAll(async () => {
  await t?.close();
});

const octo = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown, headers = reseller) =>
  call(t, method, `${OCTO}${path}`, headers, payload);
/** A stable UUID per name: OCTO's uuid is a UUID. */
const uuidOf = (name: string) =>
  createHash('sha256')
    .update(name)
    .digest('hex')
    .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12}).*$/, '$1-$2-4$3-8$4-$5');
const slotId = (day: number, clock = '13:00', option = '2h') =>
  `2026-12-${String(day).padStart(2, '0')}T${clock}:00-05:00~${option}`;
const reserveBody = (name: string, availabilityId = slotId(4), extra: Record<string, unknown> = {}) => ({
  uuid: uuidOf(name),
  productId: 'boat-small',
  optionId: '2h',
  availabilityId,
  unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
  resellerReference: `R-${name}`,
  ...extra,
});
const contact = {
  firstName: 'Ana',
  lastName: 'Ebanks',
  emailAddress: 'ana@example.test',
  phoneNumber: '+13455550100',
  locales: ['en'],
};

function expectOctoError(
  res: { status: number; body: any },
  schema: { parse(v: unknown): unknown },
  error: string,
  status = 400,
) {
  expect(res.status).toBe(status);
  schema.parse(res.body);
  expect(res.body.error).toBe(error);
  expect(typeof res.body.errorMessage).toBe('string');
}

describe('OCTO catalogue and availability', () => {
  it('describes the supplier and one product per bookable boat with an option per charter length', async () => {
    zSupplier.parse((await octo('GET', '/supplier')).body);
    const products = await octo('GET', '/products');
    expect(products.status).toBe(200);
    expect(products.headers['octo-capabilities']).toBe('octo/pricing, octo/pickups');
    for (const p of products.body) zProduct.parse(p);
    const ids = products.body.map((p: { id: string }) => p.id);
    expect(ids).toEqual(['boat-small', 'boat-big', 'boat-mid']); // Nassau Queen's pick-up (in this fixture) is in another country: not sellable
    expect(ids).not.toContain('boat-glow'); // a bio-bay tender is never sold alone
    const small = (await octo('GET', '/products/boat-small')).body;
    zProduct.parse(small);
    expect(small.options.map((o: { id: string }) => o.id)).toEqual(['2h', '3h', '4h', '5h', '6h', '7h', '8h']);
    expect(small.options[0].units.map((u: { id: string }) => u.id)).toEqual(['adult', 'child']);
    expect(small.pricingPer).toBe('BOOKING');
    expect(small.pickupPoints.map((p: { id: string }) => p.id)).toEqual(['pul-marina', 'pul-terminal']);
    expect(small.options[0].pricingFrom[0]).toMatchObject({ currency: 'USD', currencyPrecision: 2 });
    // Without the capabilities, no pricing or pick-up fields.
    const plain = (await octo('GET', '/products/boat-small', undefined, { authorization: reseller.authorization! }))
      .body;
    expect(plain.pricingPer).toBeUndefined();
    expect(plain.options[0].pricingFrom).toBeUndefined();
    expect(plain.pickupPoints).toBeUndefined();
  });

  it('answers the calendar and the starts of 14 days with the guest flow slots and prices', async () => {
    const body = {
      productId: 'boat-small',
      optionId: '3h',
      localDateStart: '2026-12-02',
      localDateEnd: '2026-12-15',
      units: [{ id: 'adult', quantity: 2 }],
    };
    const calendar = await octo('POST', '/availability/calendar', body);
    expect(calendar.status).toBe(200);
    expect(calendar.body).toHaveLength(14);
    for (const day of calendar.body) zAvailabilityCalendar.parse(day);
    const starts = await octo('POST', '/availability', body);
    expect(starts.status).toBe(200);
    for (const a of starts.body) zAvailability.parse(a);
    const guest = await t.app.inject({
      method: 'POST',
      url: `${API}/booking/time-slots`,
      payload: timeSlotsBody('2026-12-02', { endDate: '2026-12-15', tripDuration: 3 }),
    });
    const guestSlots = guest.json().availableSlots.flatMap((d: { bookings: unknown[] }) => d.bookings);
    expect(starts.body.map((a: any) => [a.localDateTimeStart, a.localDateTimeEnd, a.available])).toEqual(
      guestSlots.map((s: any) => [s.startTime, s.endTime, s.isAvailable]),
    );
    // The price of a 10:00 start is the guest flow's, late-morning fee included.
    const ten = starts.body.find((a: any) => a.localDateTimeStart === '2026-12-03T10:00:00-05:00');
    const priced = await t.app.inject({
      method: 'GET',
      url: `${API}/calculate-time/reg-north?boatId=boat-small&pulId=pul-marina&adults=2&children=0&tripHourDuration=3&date=2026-12-03&startTime=10:00`,
    });
    expect(ten.pricing.retail).toBe(priced.json().result.price);
    expect(ten.id).toBe('2026-12-03T10:00:00-05:00~3h');
    const one = await octo('POST', '/availability', {
      productId: 'boat-small',
      optionId: '3h',
      availabilityIds: [ten.id],
    });
    expect(one.body.map((a: any) => a.id)).toEqual([ten.id]);
  });

  it('prices each start as the guest flow does over a month, and lists at most 31 days of starts (the calendar a year)', async () => {
    const month = {
      productId: 'boat-small',
      optionId: '3h',
      localDateStart: '2026-11-15',
      localDateEnd: '2026-12-15',
      units: [{ id: 'adult', quantity: 2 }],
    };
    const starts = await octo('POST', '/availability', month);
    expect(starts.status).toBe(200);
    // The summer promotion ends on 20 November and 10:00 pays the late-morning fee: four prices, each the guest's.
    const retail = new Set<number>();
    for (const [date, clock] of [
      ['2026-11-20', '10:00'],
      ['2026-11-20', '13:00'],
      ['2026-11-21', '10:00'],
      ['2026-11-21', '13:00'],
    ]) {
      const start = starts.body.find((a: any) => a.localDateTimeStart === `${date}T${clock}:00-05:00`);
      const guest = await t.app.inject({
        method: 'GET',
        url: `${API}/calculate-time/reg-north?boatId=boat-small&pulId=pul-marina&adults=2&children=0&tripHourDuration=3&date=${date}&startTime=${clock}`,
      });
      expect(start.pricing.retail).toBe(guest.json().result.price);
      retail.add(start.pricing.retail);
    }
    expect(retail.size).toBe(4);
    const tooLong = await octo('POST', '/availability', { ...month, localDateEnd: '2026-12-16' });
    expectOctoError(tooLong, zErrorBadRequest, 'BAD_REQUEST');
    expect(tooLong.body.errorMessage).toBe(
      'List the starts of at most 31 days at a time; POST /availability/calendar covers up to 366.',
    );
    const year = await octo('POST', '/availability/calendar', {
      ...month,
      localDateStart: '2026-12-02',
      localDateEnd: '2027-12-02',
    });
    expect(year.status).toBe(200);
    expect(year.body).toHaveLength(366);
  });

  it('answers bad input with the OCTO error body, never a 5xx', async () => {
    expectOctoError(await octo('GET', '/products/nope'), zErrorInvalidProductId, 'INVALID_PRODUCT_ID');
    expectOctoError(
      await octo('POST', '/availability', {
        productId: 'boat-small',
        optionId: '99h',
        localDateStart: '2026-12-02',
        localDateEnd: '2026-12-02',
      }),
      zErrorInvalidOptionId,
      'INVALID_OPTION_ID',
    );
    expectOctoError(
      await octo('POST', '/availability', { productId: 'boat-small', optionId: '2h', availabilityIds: ['tomorrow'] }),
      zErrorInvalidAvailabilityId,
      'INVALID_AVAILABILITY_ID',
    );
    expectOctoError(
      await octo('POST', '/availability', { productId: 'boat-small', optionId: '2h' }),
      zErrorBadRequest,
      'BAD_REQUEST',
    );
    expectOctoError(
      await octo('POST', '/availability/calendar', {
        productId: 'boat-small',
        optionId: '2h',
        localDateStart: 'x',
        localDateEnd: 'y',
      }),
      zErrorBadRequest,
      'BAD_REQUEST',
    );
    expectOctoError(
      await octo('POST', '/availability', {
        productId: 'boat-small',
        optionId: '2h',
        localDateStart: '2026-12-02',
        localDateEnd: '2026-12-02',
        units: [{ id: 'dog', quantity: 1 }],
      }),
      zErrorBadRequest,
      'INVALID_UNIT_ID',
    );
    expectOctoError(
      await octo('POST', '/availability', {
        productId: 'boat-small',
        optionId: '2h',
        localDateStart: '2026-12-02',
        localDateEnd: '2026-12-02',
        units: [{ id: 'adult', quantity: 7 }],
      }),
      zErrorUnprocessableEntity,
      'UNPROCESSABLE_ENTITY',
    );
    expectOctoError(
      await octo('POST', '/bookings', reserveBody('bad-1', slotId(4, '13:17'))),
      zErrorInvalidAvailabilityId,
      'INVALID_AVAILABILITY_ID',
    );
    expectOctoError(
      await octo('POST', '/bookings', reserveBody('bad-2', slotId(4, '13:00', '3h'))),
      zErrorInvalidAvailabilityId,
      'INVALID_AVAILABILITY_ID',
    );
    // Only ids as availability issues them: a real date, in the boat's local time with that day's offset (this one
    // names the offered 13:00 start as 18:00 UTC, or 14:00 at −04:00).
    for (const [name, id] of [
      ['bad-5', '2026-11-31T13:00:00-05:00~2h'],
      ['bad-6', '2026-12-04T18:00:00+00:00~2h'],
      ['bad-7', '2026-12-04T14:00:00-04:00~2h'],
    ]) {
      expectOctoError(
        await octo('POST', '/bookings', reserveBody(name!, id)),
        zErrorInvalidAvailabilityId,
        'INVALID_AVAILABILITY_ID',
      );
    }
    // A booking of nobody is OCTO's UNPROCESSABLE_ENTITY, given as an empty list or none.
    expectOctoError(
      await octo('POST', '/bookings', { ...reserveBody('bad-3'), unitItems: [] }),
      zErrorUnprocessableEntity,
      'UNPROCESSABLE_ENTITY',
    );
    const { unitItems: _none, ...noUnits } = reserveBody('bad-3');
    expectOctoError(await octo('POST', '/bookings', noUnits), zErrorUnprocessableEntity, 'UNPROCESSABLE_ENTITY');
    expectOctoError(
      await octo('POST', '/bookings', reserveBody('bad-4', slotId(1, '07:00'))),
      zErrorUnprocessableEntity,
      'UNPROCESSABLE_ENTITY',
    ); // started
    expectOctoError(await octo('GET', '/bookings/no-such-uuid'), zErrorInvalidBookingUuid, 'INVALID_BOOKING_UUID');
    expectOctoError(
      await octo('POST', '/bookings/no-such-uuid/confirm', { contact }),
      zErrorInvalidBookingUuid,
      'INVALID_BOOKING_UUID',
    );
    expectOctoError(await octo('GET', '/bookings'), zErrorBadRequest, 'BAD_REQUEST');
    const badJson = await t.app.inject({
      method: 'POST',
      url: `${OCTO}/bookings`,
      headers: { ...reseller, 'content-type': 'application/json' },
      payload: '{"uuid":',
    });
    expectOctoError({ status: badJson.statusCode, body: badJson.json() }, zErrorBadRequest, 'BAD_REQUEST');
    expect(
      await rows(
        t,
        `SELECT * FROM octo_bookings WHERE uuid IN (${['bad-1', 'bad-2', 'bad-3', 'bad-4'].map((n) => `'${uuidOf(n)}'`).join(', ')})`,
      ),
    ).toHaveLength(0);
  });

  it('refuses a missing key (401) and a key without the booking scope (403) in the OCTO shape', async () => {
    expectOctoError(await octo('GET', '/products', undefined, {}), zErrorUnauthorized, 'UNAUTHORIZED', 401);
    expectOctoError(
      await octo('GET', '/products', undefined, { authorization: 'Bearer ck_wrong' }),
      zErrorUnauthorized,
      'UNAUTHORIZED',
      401,
    );
    const readOnly = await makeKey(t, 'Read only', ['--kind', 'reseller', '--scopes', 'availability']);
    expect((await octo('GET', '/products', undefined, { authorization: `Bearer ${readOnly}` })).status).toBe(200);
    expectOctoError(
      await octo('POST', '/bookings', reserveBody('scope-1'), { authorization: `Bearer ${readOnly}` }),
      zErrorForbidden,
      'FORBIDDEN',
      403,
    );
  });
});

describe('OCTO bookings', () => {
  afterEach(() => t.setNow(NOW));

  it('runs reserve → extend → confirm → get → list → cancel', async () => {
    const reserved = await octo(
      'POST',
      '/bookings',
      reserveBody('flow-1', slotId(4), { pickupPointId: 'pul-terminal', notes: 'Birthday' }),
    );
    expect(reserved.status).toBe(200);
    zBooking.parse(reserved.body);
    expect(reserved.body).toMatchObject({
      uuid: uuidOf('flow-1'),
      status: 'ON_HOLD',
      resellerReference: 'R-flow-1',
      availabilityId: slotId(4),
      pickupPointId: 'pul-terminal',
      notes: 'Birthday',
    });
    expect(reserved.body.utcExpiresAt).toBe(new Date(Date.parse(NOW) + 30 * 60_000).toISOString());
    expect(reserved.body.unitItems).toHaveLength(3);
    // The same uuid again: the same booking, nothing new.
    const again = await octo(
      'POST',
      '/bookings',
      reserveBody('flow-1', slotId(4), { pickupPointId: 'pul-terminal', notes: 'Birthday' }),
    );
    expect(again.body.id).toBe(reserved.body.id);
    expect(await rows(t, `SELECT * FROM octo_bookings WHERE uuid = '${uuidOf('flow-1')}'`)).toHaveLength(1);
    // The uuid with another request is refused.
    expectOctoError(
      await octo('POST', '/bookings', reserveBody('flow-1', slotId(5))),
      zErrorUnprocessableEntity,
      'UNPROCESSABLE_ENTITY',
    );
    // A guest cannot take the held slot.
    await expect(holdTrip(t, '2026-12-04T13:00:00-05:00')).rejects.toThrow(/409/);

    t.setNow(new Date(Date.parse(NOW) + 20 * 60_000));
    const extended = await octo('POST', `/bookings/${uuidOf('flow-1')}/extend`, { expirationMinutes: 30 });
    zBooking.parse(extended.body);
    expect(extended.body.utcExpiresAt).toBe(new Date(Date.parse(NOW) + 50 * 60_000).toISOString());

    const confirmed = await octo('POST', `/bookings/${uuidOf('flow-1')}/confirm`, {
      contact,
      resellerReference: 'R-flow-1-final',
    });
    expect(confirmed.status).toBe(200);
    zBooking.parse(confirmed.body);
    expect(confirmed.body).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'R-flow-1-final',
      utcExpiresAt: null,
      cancellable: true,
    });
    expect(confirmed.body.supplierReference).toMatch(/^KY-[A-Z0-9]{6,}$/);
    expect(confirmed.body.contact).toMatchObject(contact);
    // Confirming twice changes nothing.
    expect((await octo('POST', `/bookings/${uuidOf('flow-1')}/confirm`, { contact })).body.supplierReference).toBe(
      confirmed.body.supplierReference,
    );
    // The booking is a booking like a guest's, settled with the reseller, with the guest's usual confirmation email.
    const [payment] = await rows(
      t,
      `SELECT p.provider, p.status, p.amount_cents FROM payments p JOIN bookings b ON b.payment_id = p.id WHERE b.booking_ref = '${confirmed.body.supplierReference}'`,
    );
    expect(payment).toMatchObject({
      provider: 'reseller',
      status: 'PAID',
      amount_cents: confirmed.body.pricing.retail,
    });
    const mails = await rows(t, "SELECT subject FROM email_outbox WHERE recipient = 'ana@example.test'");
    expect(mails.length).toBeGreaterThan(0);
    const page = await t.app.inject({
      method: 'GET',
      url: `${API}/booking/confirmed/${confirmed.body.supplierReference}`,
    });
    expect(page.statusCode).not.toBe(500);

    // The operator sees it among the bookings, with the reseller's name and reference; an agent does not.
    const admin = await agentWithTokens(t, 'office@charters.test', { role: 'admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/booking/reservations`,
      headers: bearer(admin.accessToken),
    });
    const listed = expectShape(list.json(), agentBookingList).bookings.find(
      (b) => b.bookingRef === confirmed.body.supplierReference,
    );
    expect(listed).toMatchObject({
      settlement: 'reseller',
      status: 'ON_ACCOUNT',
      reseller: { name: 'Marketplace', reference: 'R-flow-1-final' },
      cancellable: false,
    });
    expect(listed?.guest).toMatchObject({ firstName: 'Ana', lastName: 'Ebanks', email: 'ana@example.test' });
    // The office corrects the guest's contact: the reseller reads the correction on its booking.
    const ref = confirmed.body.supplierReference;
    const corrected = await t.app.inject({
      method: 'POST',
      url: `${API}/operator/bookings/${ref}/guest`,
      headers: bearer(admin.accessToken),
      payload: {
        firstName: 'Anna',
        lastName: 'Ebanks-Rivers',
        email: 'anna.rivers@example.test',
        phone: '+1 345 555 0199',
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await octo('GET', `/bookings/${uuidOf('flow-1')}`)).body.contact).toMatchObject({
      fullName: 'Anna Ebanks-Rivers',
      firstName: 'Anna',
      lastName: 'Ebanks-Rivers',
      emailAddress: 'anna.rivers@example.test',
      phoneNumber: '+13455550199',
    });
    const agent = await agentWithTokens(t, 'desk@charters.test');
    const own = await t.app.inject({
      method: 'GET',
      url: `${API}/booking/reservations`,
      headers: bearer(agent.accessToken),
    });
    expect(own.json().bookings).toEqual([]);

    const got = await octo('GET', `/bookings/${uuidOf('flow-1')}`);
    zBooking.parse(got.body);
    expect(got.body.status).toBe('CONFIRMED');
    for (const query of [
      'resellerReference=R-flow-1-final',
      `supplierReference=${confirmed.body.supplierReference}`,
      'localDate=2026-12-04',
    ]) {
      const listed = await octo('GET', `/bookings?${query}`);
      expect(listed.status).toBe(200);
      for (const b of listed.body) zBooking.parse(b);
      expect(
        listed.body.map((b: { uuid: string }) => b.uuid),
        query,
      ).toContain(uuidOf('flow-1'));
    }
    expect(
      (await octo('GET', '/bookings?localDate=2026-12-05')).body.map((b: { uuid: string }) => b.uuid),
    ).not.toContain(uuidOf('flow-1'));

    const updated = await octo('PATCH', `/bookings/${uuidOf('flow-1')}`, { notes: 'Cake on board' });
    expect(updated.body.notes).toBe('Cake on board');
    expectOctoError(
      await octo('PATCH', `/bookings/${uuidOf('flow-1')}`, { availabilityId: slotId(5) }),
      zErrorUnprocessableEntity,
      'UNPROCESSABLE_ENTITY',
    );

    const cancelled = await octo('POST', `/bookings/${uuidOf('flow-1')}/cancel`, { reason: 'Guest changed plans' });
    zBooking.parse(cancelled.body);
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      cancellation: { refund: 'FULL', reason: 'Guest changed plans' },
    });
    // The slot is free for a guest again.
    await holdTrip(t, '2026-12-04T13:00:00-05:00');
    t.setNow(NOW);
  });

  it('lets an unconfirmed hold expire and free the slot; confirming it then books only a slot still free', async () => {
    await octo('POST', '/bookings', reserveBody('late-1', slotId(7), { expirationMinutes: 5 }));
    await octo('POST', '/bookings', reserveBody('late-2', slotId(8), { expirationMinutes: 5 }));
    t.setNow(new Date(Date.parse(NOW) + 6 * 60_000));
    expect((await octo('GET', `/bookings/${uuidOf('late-1')}`)).body.status).toBe('EXPIRED');
    // A guest takes the first one's slot meanwhile: its confirm is refused and says why.
    await holdTrip(t, '2026-12-07T13:00:00-05:00');
    const refused = await octo('POST', `/bookings/${uuidOf('late-1')}/confirm`, { contact });
    expectOctoError(refused, zErrorUnprocessableEntity, 'UNPROCESSABLE_ENTITY');
    expect(refused.body.errorMessage).toMatch(/expired/);
    expect((await octo('GET', `/bookings/${uuidOf('late-1')}`)).body.status).toBe('EXPIRED');
    expectOctoError(
      await octo('POST', `/bookings/${uuidOf('late-1')}/extend`, {}),
      zErrorUnprocessableEntity,
      'UNPROCESSABLE_ENTITY',
    );
    // Nobody took the second one's: it is booked after all.
    const late = await octo('POST', `/bookings/${uuidOf('late-2')}/confirm`, { contact });
    expect(late.body.status).toBe('CONFIRMED');
    t.setNow(NOW);
  });

  it('checks the contact: a real email, the advertised fields at confirm; a PATCH of a confirmed booking reaches its guest', async () => {
    const count = async () =>
      (
        await rows(
          t,
          'SELECT (SELECT count(*) FROM octo_bookings) AS octo, (SELECT count(*) FROM bookings) AS booked, (SELECT count(*) FROM email_outbox) AS mails',
        )
      )[0];
    const before = await count();
    const badReserve = await octo(
      'POST',
      '/bookings',
      reserveBody('contact-0', slotId(9), { contact: { firstName: 'Ana', emailAddress: 'not an email' } }),
    );
    expectOctoError(badReserve, zErrorBadRequest, 'BAD_REQUEST');
    expect(badReserve.body.errorMessage).toBe('Invalid request: contact.emailAddress: Invalid email');
    expect(await count()).toEqual(before);

    const product = (await octo('GET', '/products/boat-small')).body;
    // A sold booking is never refused for want of a phone: it is asked for (visible), and the manifest says it is
    // missing.
    expect(product.options[0].requiredContactFields).toEqual(['firstName', 'lastName', 'emailAddress']);
    expect(product.options[0].visibleContactFields).toContain('phoneNumber');
    expect((await octo('POST', '/bookings', reserveBody('contact-1', slotId(9)))).body).toMatchObject({
      status: 'ON_HOLD',
    });
    const held = await count();
    for (const bad of [
      { ...contact, emailAddress: 'not an email' },
      { ...contact, emailAddress: null },
      { firstName: 'Ana', emailAddress: 'ana@example.test', phoneNumber: '+13455550100' },
    ]) {
      const refused = await octo('POST', `/bookings/${uuidOf('contact-1')}/confirm`, { contact: bad });
      expectOctoError(refused, zErrorBadRequest, 'BAD_REQUEST');
    }
    expect((await octo('GET', `/bookings/${uuidOf('contact-1')}`)).body.status).toBe('ON_HOLD');
    expect(await count()).toEqual(held);
    // fullName gives both names.
    const confirmed = await octo('POST', `/bookings/${uuidOf('contact-1')}/confirm`, {
      contact: { fullName: 'Ana Ebanks', emailAddress: 'ana@example.test', phoneNumber: '+13455550100' },
    });
    expect(confirmed.body.status).toBe('CONFIRMED');
    const ref = confirmed.body.supplierReference;

    const guestRow = async () =>
      (
        await rows(
          t,
          `SELECT b.email, p.booking->>'firstName' AS first, p.booking->>'lastName' AS last, p.booking->>'email' AS "bookedEmail", p.booking->>'phone' AS phone FROM bookings b JOIN payments p ON p.id = b.payment_id WHERE b.booking_ref = '${ref}'`,
        )
      )[0];
    expect(await guestRow()).toEqual({
      email: 'ana@example.test',
      first: 'Ana',
      last: 'Ebanks',
      bookedEmail: 'ana@example.test',
      phone: '+13455550100',
    });
    const badPatch = await octo('PATCH', `/bookings/${uuidOf('contact-1')}`, { contact: { emailAddress: 'bad' } });
    expectOctoError(badPatch, zErrorBadRequest, 'BAD_REQUEST');
    expect((await octo('GET', `/bookings/${uuidOf('contact-1')}`)).body.contact.emailAddress).toBe('ana@example.test');
    expect(await guestRow()).toMatchObject({ email: 'ana@example.test' });

    const patched = await octo('PATCH', `/bookings/${uuidOf('contact-1')}`, {
      contact: {
        firstName: 'Anna',
        lastName: 'Bodden',
        emailAddress: 'anna@example.test',
        phoneNumber: '+13455550199',
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.contact).toMatchObject({ firstName: 'Anna', emailAddress: 'anna@example.test' });
    expect(await guestRow()).toEqual({
      email: 'anna@example.test',
      first: 'Anna',
      last: 'Bodden',
      bookedEmail: 'anna@example.test',
      phone: '+13455550199',
    });
    const admin = await agentWithTokens(t, 'office2@charters.test', { role: 'admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/booking/reservations`,
      headers: bearer(admin.accessToken),
    });
    const listed = expectShape(list.json(), agentBookingList).bookings.find((b) => b.bookingRef === ref);
    expect(listed?.guest).toMatchObject({
      firstName: 'Anna',
      lastName: 'Bodden',
      email: 'anna@example.test',
      phone: '+13455550199',
    });
  });

  it('takes a phone number written with spaces, dashes, dots or parentheses as + and digits; refuses anything else and changes nothing', async () => {
    const count = async () =>
      (
        await rows(
          t,
          'SELECT (SELECT count(*) FROM octo_bookings) AS octo, (SELECT count(*) FROM bookings) AS booked, (SELECT count(*) FROM email_outbox) AS mails',
        )
      )[0];
    const phoneOf = async () => (await octo('GET', `/bookings/${uuidOf('phone-1')}`)).body.contact.phoneNumber;
    const before = await count();
    const badReserve = await octo(
      'POST',
      '/bookings',
      reserveBody('phone-0', slotId(10), { contact: { firstName: 'Ana', phoneNumber: '+1 345 555 CALL' } }),
    );
    expectOctoError(badReserve, zErrorBadRequest, 'BAD_REQUEST');
    expect(badReserve.body.errorMessage).toBe('Invalid request: contact.phoneNumber: Invalid phone number');
    expect(await count()).toEqual(before);
    // OCTO's own examples send '' for no phone: fine until confirm.
    const empty = await octo(
      'POST',
      '/bookings',
      reserveBody('phone-2', slotId(11), { contact: { firstName: 'Ana', phoneNumber: '' } }),
    );
    expect(empty.body).toMatchObject({ status: 'ON_HOLD', contact: { phoneNumber: '' } });
    await octo('POST', `/bookings/${uuidOf('phone-2')}/cancel`, {});

    const reserved = await octo(
      'POST',
      '/bookings',
      reserveBody('phone-1', slotId(10), { contact: { firstName: 'Ana', phoneNumber: '+1 (345) 555-0100' } }),
    );
    expect(reserved.body).toMatchObject({ status: 'ON_HOLD', contact: { phoneNumber: '+13455550100' } });
    const patched = await octo('PATCH', `/bookings/${uuidOf('phone-1')}`, {
      contact: { phoneNumber: '+44 (0)20 7946.0958' },
    });
    expect(patched.body.contact.phoneNumber).toBe('+442079460958'); // the trunk '(0)' is not dialled from abroad
    const held = await count();
    for (const phoneNumber of [
      '12-34',
      '+1 345 555 0100 ext 12',
      '+1234 5678 9012 3456',
      '+1 345 555 0100; +1 345 555 0101',
      13455550100,
    ]) {
      expectOctoError(
        await octo('PATCH', `/bookings/${uuidOf('phone-1')}`, { contact: { phoneNumber } }),
        zErrorBadRequest,
        'BAD_REQUEST',
      );
      expectOctoError(
        await octo('POST', `/bookings/${uuidOf('phone-1')}/confirm`, { contact: { ...contact, phoneNumber } }),
        zErrorBadRequest,
        'BAD_REQUEST',
      );
    }
    expect(await phoneOf()).toBe('+442079460958');
    expect((await octo('GET', `/bookings/${uuidOf('phone-1')}`)).body.status).toBe('ON_HOLD');
    expect(await count()).toEqual(held);
    // A hold stored before phones were checked: confirm normalizes it, or refuses it.
    const storePhone = (phone: string) =>
      rows(
        t,
        `UPDATE octo_bookings SET contact = jsonb_set(contact, '{phoneNumber}', '${JSON.stringify(phone)}') WHERE uuid = '${uuidOf('phone-1')}'`,
      );
    const { phoneNumber: _, ...withoutPhone } = contact;
    await storePhone('call me');
    const refused = await octo('POST', `/bookings/${uuidOf('phone-1')}/confirm`, { contact: withoutPhone });
    expectOctoError(refused, zErrorBadRequest, 'BAD_REQUEST');
    expect(refused.body.errorMessage).toBe('contact.phoneNumber: Invalid phone number');
    expect(await count()).toEqual(held);
    await storePhone('+1 345 555 0100');
    const confirmed = await octo('POST', `/bookings/${uuidOf('phone-1')}/confirm`, { contact: withoutPhone });
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED' });
    const guestPhone = async () =>
      (
        await rows(
          t,
          `SELECT p.booking->>'phone' AS phone FROM bookings b JOIN payments p ON p.id = b.payment_id WHERE b.booking_ref = '${confirmed.body.supplierReference}'`,
        )
      )[0].phone;
    expect(await guestPhone()).toBe('+13455550100');

    // A confirmed booking's new phone reaches its guest in the same form; a bad one changes neither.
    expectOctoError(
      await octo('PATCH', `/bookings/${uuidOf('phone-1')}`, { contact: { phoneNumber: '555-CALL-ME' } }),
      zErrorBadRequest,
      'BAD_REQUEST',
    );
    expect(await guestPhone()).toBe('+13455550100');
    const repatched = await octo('PATCH', `/bookings/${uuidOf('phone-1')}`, {
      contact: { phoneNumber: ' +1 345.555.0199 ' },
    });
    expect(repatched.body.contact.phoneNumber).toBe('+13455550199');
    const admin = await agentWithTokens(t, 'office3@charters.test', { role: 'admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/booking/reservations`,
      headers: bearer(admin.accessToken),
    });
    const listed = expectShape(list.json(), agentBookingList).bookings.find(
      (b) => b.bookingRef === confirmed.body.supplierReference,
    );
    expect(listed?.guest).toMatchObject({ firstName: 'Ana', phone: '+13455550199' });
  });

  it('cancels a booking only until 24 hours before its start', async () => {
    await octo('POST', '/bookings', reserveBody('soon-1', slotId(1, '15:00')));
    const confirmed = await octo('POST', `/bookings/${uuidOf('soon-1')}/confirm`, { contact });
    expect(confirmed.body.cancellable).toBe(false);
    expectOctoError(
      await octo('POST', `/bookings/${uuidOf('soon-1')}/cancel`, {}),
      zErrorUnprocessableEntity,
      'UNPROCESSABLE_ENTITY',
    );
    // A hold is cancelled at any time and frees its slot.
    await octo('POST', '/bookings', reserveBody('soon-2', slotId(1, '11:00')));
    expect((await octo('POST', `/bookings/${uuidOf('soon-2')}/cancel`, {})).body.cancellation.refund).toBe('NONE');
  });
});
