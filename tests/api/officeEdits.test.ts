// Issue #58, bookings the office can change and crews, on PGlite and PostgreSQL: the office corrects a guest's name,
// e-mail and phone (read with the one phone rule), sets tags and a note the captain reads on the manifest, and puts a
// captain and crew on a trip; each edit is in the booking's history with before and after, bad input is a 400 that
// changes nothing, and a captain reads on the manifest only the trips they crew while the office reads them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array } from 'superstruct';
import { bookingDetail, manifest, crewMember } from '../../src/domain/office';
import { API } from '../support/bookingTestApp';
import { rows, slot } from '../support/paymentTestApp';
import { agentWithTokens } from '../support/agentTestApp';
import { bookTrip, buildOperatorTestApp, getAs, OP, postAs, type OperatorTestApp } from '../support/operatorTestApp';
import { expectShape } from '../support/expectShape';

let t: OperatorTestApp;
let admin: string;
let captain: string;
let agent: string;
let otherCaptain: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildOperatorTestApp();
  ({ admin, captain, agent } = t.tokens);
  const other = await agentWithTokens(t, 'mate@charters.test', { role: 'captain' as 'admin' });
  otherCaptain = other.accessToken;
  ids.other = other.user.id;
  for (const [name, token] of Object.entries({ admin, captain, agent })) {
    ids[name] = (await getAs(t, `${API}/auth/user-auth-check`, token)).json().user.id;
  }
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, token?: string) => getAs(t, url, token);
const post = (url: string, payload: unknown, token?: string) => postAs(t, url, payload, token);
const audits = async (ref: string, action: string) =>
  rows(t, `SELECT actor, detail FROM audit_log WHERE booking_ref = '${ref}' AND action = '${action}' ORDER BY id`);
const detail = async (ref: string) => expectShape((await get(`${OP}/bookings/${ref}`, admin)).json(), bookingDetail);
const tripsOf = async (date: string, token: string) => {
  const res = await get(`${OP}/manifest?date=${date}`, token);
  expect(res.statusCode).toBe(200);
  const day = expectShape(res.json(), manifest);
  return { day, trips: day.boats.flatMap((b) => b.trips) };
};
const guest = {
  firstName: 'Anna',
  lastName: 'Ebanks-Rivers',
  email: 'anna.rivers@example.com',
  phone: '+1 345 555 0199',
};

describe('the office corrects a guest', () => {
  it('changes the name, e-mail and phone where every page reads them, with before and after in the history', async () => {
    const b = await bookTrip(t, slot(14, '09:00'));
    const res = await post(`${OP}/bookings/${b.ref}/guest`, guest, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Ebanks-Rivers',
      guestName: 'Anna Ebanks-Rivers',
      email: 'anna.rivers@example.com',
      phone: '+13455550199',
    });
    const [entry] = await audits(b.ref, 'guest-corrected');
    expect(entry.actor).toBe(`user:${ids.admin}`);
    expect(entry.detail).toEqual({
      before: { firstName: 'Ana', lastName: 'Ebanks', email: expect.any(String), phone: '+13455550100' },
      after: { firstName: 'Anna', lastName: 'Ebanks-Rivers', email: 'anna.rivers@example.com', phone: '+13455550199' },
    });
    const history = (await detail(b.ref)).history.find((h) => h.action === 'guest-corrected');
    expect(history).toMatchObject({
      by: 'Agent office',
      text: expect.stringContaining('phone +1 345 555 0100 → +1 345 555 0199'),
    });
    expect(history!.text).toContain('first name Ana → Anna');
    // The guest's own page, the office's search and the captain's manifest read the corrected contact.
    const page = (await get(`${API}/booking/confirmed/${b.ref}?token=${b.token}`)).json();
    expect(page).toMatchObject({ firstName: 'Anna', email: 'anna.rivers@example.com', phone: '+13455550199' });
    expect(
      (await get(`${OP}/bookings?q=anna.rivers`, admin)).json().map((x: { bookingRef: string }) => x.bookingRef),
    ).toEqual([b.ref]);
    expect((await tripsOf('2026-12-14', admin)).trips[0]).toMatchObject({
      guestName: 'Anna Ebanks-Rivers',
      phone: '+13455550199',
    });

    // The same again writes nothing.
    expect((await post(`${OP}/bookings/${b.ref}/guest`, guest, admin)).statusCode).toBe(200);
    expect(await audits(b.ref, 'guest-corrected')).toHaveLength(1);
  });

  it('refuses a phone that does not dial, a bad e-mail or an empty name with a 400 naming the field, and changes nothing', async () => {
    const b = await bookTrip(t, slot(14, '13:00'));
    const bad = [
      [{ ...guest, phone: '+1 345 555' }, 'phone'],
      [{ ...guest, phone: '345 555 0199' }, 'phone'], // no country code: which country?
      [{ ...guest, email: 'anna@' }, 'email'],
      [{ ...guest, firstName: '  ' }, 'firstName'],
      [{ ...guest, lastName: 'Ebanks\nBcc: x@y.z' }, 'lastName'],
      [{ firstName: 'Anna' }, 'lastName'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await post(`${OP}/bookings/${b.ref}/guest`, body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].path).toBe(field);
    }
    expect((await post(`${OP}/bookings/KY-NOSUCH/guest`, guest, admin)).statusCode).toBe(404);
    expect(await audits(b.ref, 'guest-corrected')).toHaveLength(0);
    expect(await detail(b.ref)).toMatchObject({ guestName: 'Ana Ebanks', phone: '+13455550100' });
  });
});

describe('office notes and tags', () => {
  it('reach the manifest, in the history with before and after; a bad tag or a long note changes nothing', async () => {
    const b = await bookTrip(t, slot(15, '09:00'));
    const res = await post(
      `${OP}/bookings/${b.ref}/office-notes`,
      { tags: ['birthday', 'vip'], note: ' Cake in the cooler. ' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().office).toEqual({ tags: ['vip', 'birthday'], note: 'Cake in the cooler.' });
    expect((await tripsOf('2026-12-15', admin)).trips[0]!.office).toEqual({
      tags: ['vip', 'birthday'],
      note: 'Cake in the cooler.',
    });

    for (const body of [
      { tags: ['drunk'], note: '' },
      { tags: [], note: 'x'.repeat(1001) },
      { tags: 'vip', note: '' },
    ]) {
      expect((await post(`${OP}/bookings/${b.ref}/office-notes`, body, admin)).statusCode).toBe(400);
    }
    await post(
      `${OP}/bookings/${b.ref}/office-notes`,
      { tags: ['vip', 'birthday'], note: 'Cake in the cooler.' },
      admin,
    ); // the same
    expect(
      await post(`${OP}/bookings/${b.ref}/office-notes`, { tags: ['accessibility'], note: '' }, admin),
    ).toMatchObject({ statusCode: 200 });
    const entries = await audits(b.ref, 'office-notes-changed');
    expect(entries.map((e) => e.detail)).toEqual([
      { before: { tags: [], note: '' }, after: { tags: ['vip', 'birthday'], note: 'Cake in the cooler.' } },
      {
        before: { tags: ['vip', 'birthday'], note: 'Cake in the cooler.' },
        after: { tags: ['accessibility'], note: '' },
      },
    ]);
    const texts = (await detail(b.ref)).history.filter((h) => h.action === 'office-notes-changed').map((h) => h.text);
    expect(texts).toEqual([
      'Office notes: VIP, Birthday · “Cake in the cooler.” (were: none)',
      'Office notes: Accessibility needs (were: VIP, Birthday · “Cake in the cooler.”)',
    ]);
  });
});

describe('crew', () => {
  it('lists the staff who can sail, and refuses others, a captain twice and a cancelled trip', async () => {
    const members = expectShape((await get(`${OP}/crew-members`, admin)).json(), array(crewMember));
    expect(members.map((m) => m.id).sort()).toEqual([ids.admin, ids.captain, ids.other].sort());
    const b = await bookTrip(t, slot(16, '09:00'));
    expect((await post(`${OP}/bookings/${b.ref}/crew`, { captainId: ids.agent, crewIds: [] }, admin)).json().code).toBe(
      'NOT_CREW',
    );
    expect(
      (await post(`${OP}/bookings/${b.ref}/crew`, { captainId: 'usr_nobody', crewIds: [] }, admin)).statusCode,
    ).toBe(400);
    expect(
      (await post(`${OP}/bookings/${b.ref}/crew`, { captainId: ids.captain, crewIds: [ids.captain] }, admin)).json()
        .code,
    ).toBe('CAPTAIN_TWICE');
    expect(await audits(b.ref, 'crew-assigned')).toHaveLength(0);
    const cancelled = await bookTrip(t, slot(16, '13:00'));
    await post(`${API}/booking/confirmed/${cancelled.ref}/cancel?token=${cancelled.token}`, {});
    expect(
      (await post(`${OP}/bookings/${cancelled.ref}/crew`, { captainId: ids.captain, crewIds: [] }, admin)).statusCode,
    ).toBe(409);
  });

  it('a captain reads only the trips they crew, online and so in the copy their device keeps; the office reads all', async () => {
    const mine = await bookTrip(t, slot(17, '09:00'));
    const theirs = await bookTrip(t, slot(17, '13:00'));
    // Nobody crews them yet: a captain reads every boat (and its closures) but no guest.
    const before = await tripsOf('2026-12-17', captain);
    expect(before.day.scope).toBe('crewed');
    expect(before.trips).toEqual([]);
    expect(before.day.boats.length).toBeGreaterThan(0);

    const set = await post(`${OP}/bookings/${mine.ref}/crew`, { captainId: ids.captain, crewIds: [ids.other] }, admin);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().crew).toEqual({
      captain: { id: ids.captain, name: 'Agent skipper' },
      crew: [{ id: ids.other, name: 'Agent mate' }],
    });
    await post(`${OP}/bookings/${theirs.ref}/crew`, { captainId: ids.other, crewIds: [] }, admin);

    const skipper = await tripsOf('2026-12-17', captain);
    expect(skipper.trips.map((x) => x.bookingRef)).toEqual([mine.ref]);
    expect(skipper.trips[0]!.crew.captain?.name).toBe('Agent skipper');
    expect(JSON.stringify(skipper.day)).not.toContain(theirs.ref);
    expect((await tripsOf('2026-12-17', otherCaptain)).trips.map((x) => x.bookingRef)).toEqual([mine.ref, theirs.ref]);
    const office = await tripsOf('2026-12-17', admin);
    expect(office.day.scope).toBe('all');
    expect(office.trips.map((x) => x.bookingRef)).toEqual([mine.ref, theirs.ref]);

    // Taken off the trip, the captain no longer reads it; the history says who was on it before and after.
    await post(`${OP}/bookings/${mine.ref}/crew`, { captainId: ids.other, crewIds: [] }, admin);
    expect((await tripsOf('2026-12-17', captain)).trips).toEqual([]);
    const texts = (await detail(mine.ref)).history.filter((h) => h.action === 'crew-assigned').map((h) => h.text);
    expect(texts).toEqual([
      'Crew: captain Agent skipper, crew Agent mate (was: none)',
      'Crew: captain Agent mate (was: captain Agent skipper, crew Agent mate)',
    ]);
    expect((await detail(mine.ref)).crew).toEqual({ captain: { id: ids.other, name: 'Agent mate' }, crew: [] });
  });

  it('captains, agents and guests cannot edit a booking or its crew', async () => {
    const b = await bookTrip(t, slot(18, '09:00'));
    const edits: Array<[string, unknown]> = [
      ['guest', guest],
      ['office-notes', { tags: ['vip'], note: '' }],
      ['crew', { captainId: ids.captain, crewIds: [] }],
    ];
    for (const [path, body] of edits) {
      expect((await post(`${OP}/bookings/${b.ref}/${path}`, body, captain)).statusCode).toBe(403);
      expect((await post(`${OP}/bookings/${b.ref}/${path}`, body, agent)).statusCode).toBe(403);
      expect((await post(`${OP}/bookings/${b.ref}/${path}`, body)).statusCode).toBe(401);
    }
    expect((await get(`${OP}/crew-members`, captain)).statusCode).toBe(403);
    expect((await rows(t, `SELECT count(*)::int AS n FROM audit_log WHERE booking_ref = '${b.ref}'`))[0].n).toBe(0);
  });
});
