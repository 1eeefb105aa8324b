// Issue #58: the office edits the catalogue through the API (operator/catalogue/*), on PGlite and PostgreSQL. Every
// write is checked by the shared schemas and the catalogue rules, all or nothing with the field's error; a stale
// version is refused with who changed it and when; each change is an audit entry with before and after and any
// earlier version can be restored; a price change never touches a live hold's price; a boat with trips to sail can be
// hidden, not removed; a calendar change that strands bookings is refused with them; another process's change shows.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Activity, Boat } from '../../src/domain/catalogue';
import { REVISION_CHECK_MS } from '../../src/server/catalogue/revision';
import { API } from '../support/bookingTestApp';
import { createCheckout, holdTrip, NOW, rows, slot } from '../support/paymentTestApp';
import { bookTrip, buildOperatorTestApp, getAs, OP, type OperatorTestApp } from '../support/operatorTestApp';
import { bearer } from '../support/agentTestApp';
import { timeSlotsBody } from '../support/fixtureRequests';

let t: OperatorTestApp;
let admin: string;
const CAT = `${OP}/catalogue`;

beforeAll(async () => {
  t = await buildOperatorTestApp();
  admin = t.tokens.admin;
}, 120_000);
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
  t.setNow(NOW);
});

const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: bearer(token),
  });
const entry = async (list: string, id: string) => {
  const res = await getAs(t, `${CAT}/${list}/${id}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json() as { doc: any; version: number; hidden: boolean; updatedBy: string; calendar: any };
};
const save = (list: string, id: string, doc: unknown, version: number, calendar?: unknown) =>
  send('PUT', `${CAT}/${list}/${id}`, { doc, version, ...(calendar ? { calendar } : {}) });
const withTwoHours = (boat: Boat, price: number): Boat => ({
  ...boat,
  pricing: boat.pricing.map((p) => (p.value === 'TWO_HOURS' ? { ...p, price } : p)),
});
const publicBoat = async (id: string) => getAs(t, `${API}/boat/${id}`);
const twoHoursOf = (boat: Boat) => boat.pricing.find((p) => p.value === 'TWO_HOURS')!.price;

describe('who may edit', () => {
  it('is an admin (the catalogue permission); a captain, an agent or nobody is refused', async () => {
    expect((await getAs(t, `${CAT}`)).statusCode).toBe(401);
    for (const token of [t.tokens.captain, t.tokens.agent])
      expect((await getAs(t, `${CAT}`, token)).statusCode).toBe(403);
    const overview = await getAs(t, `${CAT}`, admin);
    expect(overview.statusCode).toBe(200);
    expect(overview.headers['cache-control']).toBe('private, no-store');
    expect(overview.json()).toMatchObject({
      empty: false,
      lists: {
        boats: expect.arrayContaining([expect.objectContaining({ id: 'boat-small', version: 1, hidden: false })]),
      },
    });
    expect((await save('boats', 'boat-small', {}, 1, undefined)).statusCode).toBe(400);
    expect((await send('PUT', `${CAT}/boats/boat-small`, { doc: {}, version: 1 }, t.tokens.captain)).statusCode).toBe(
      403,
    );
    expect((await getAs(t, `${CAT}/nonsense/x`, admin)).statusCode).toBe(400);
  });
});

describe('saving a document', () => {
  it('saves a new price live at once, with a version, an audit entry and a restorable history', async () => {
    const before = await entry('boats', 'boat-mid');
    const price = twoHoursOf(before.doc) + 5000;
    expect(twoHoursOf((await publicBoat('boat-mid')).json())).toBe(twoHoursOf(before.doc)); // kept by the read cache
    const saved = await save('boats', 'boat-mid', withTwoHours(before.doc, price), before.version);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: before.version + 1, updatedBy: 'Agent office' });
    expect(twoHoursOf((await publicBoat('boat-mid')).json())).toBe(price);
    const [audit] = await rows(
      t,
      `SELECT actor, detail FROM audit_log WHERE action = 'catalogue.save' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.actor).toMatch(/^user:/);
    expect(twoHoursOf(audit.detail.before)).toBe(twoHoursOf(before.doc));
    expect(twoHoursOf(audit.detail.after)).toBe(price);

    const history = (await getAs(t, `${CAT}/boats/boat-mid/versions`, admin)).json() as Array<{
      version: number;
      by: string;
    }>;
    expect(history.map((h) => h.version)).toEqual([before.version + 1, before.version]);
    expect(history[0]!.by).toBe('Agent office');
    const restored = await send('POST', `${CAT}/boats/boat-mid/restore`, {
      version: before.version + 1,
      restore: before.version,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: before.version + 2, doc: before.doc });
    expect(twoHoursOf((await publicBoat('boat-mid')).json())).toBe(twoHoursOf(before.doc));
  });

  it("refuses a captain's phone that does not dial as written (a country code twice), by its field", async () => {
    const before = await entry('boats', 'boat-mid');
    const twice = {
      ...before.doc,
      boatInfo: { ...before.doc.boatInfo, boatCaptain: { name: 'Ana', phone: '+113455550101' } },
    };
    const refused = await save('boats', 'boat-mid', twice, before.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        path: 'boatInfo.boatCaptain.phone',
        message: expect.stringMatching(/^This number does not dial as written/),
      }),
    ]);
    expect((await entry('boats', 'boat-mid')).version).toBe(before.version);
  });

  it('refuses a stale version with who changed it and when, and changes nothing', async () => {
    const read = await entry('regions', 'reg-west');
    expect((await save('regions', 'reg-west', { ...read.doc, name: 'West Bay North' }, read.version)).statusCode).toBe(
      200,
    );
    const stale = await save('regions', 'reg-west', { ...read.doc, name: 'West Bay South' }, read.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CHANGED',
      errors: { version: read.version + 1, changedBy: 'Agent office' },
    });
    expect(stale.json().message).toMatch(
      /^Changed by Agent office at \d{2}:\d{2} [AP]M on .+ since you opened it: reload/,
    );
    expect((await entry('regions', 'reg-west')).doc.name).toBe('West Bay North');
  });

  it('answers each bad field by its path, all or nothing', async () => {
    const read = await entry('boats', 'boat-small');
    const bad = await save('boats', 'boat-small', { ...read.doc, maxGuests: 0, name: 5 }, read.version);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['maxGuests', 'name']);
    const dangling = await save(
      'boats',
      'boat-small',
      { ...read.doc, activities: ['act-gone'], overGuests: read.doc.maxGuests + 1 },
      read.version,
    );
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'activities.0', message: 'No stop act-gone in the catalogue' },
        { path: 'overGuests', message: 'Included guests cannot be more than the maximum guests' },
      ]),
    );
    const wrongId = await save('boats', 'boat-small', { ...read.doc, _id: 'boat-other' }, read.version);
    expect(wrongId.json().errors).toEqual([
      { path: '_id', message: "The document's id must be the one in its address." },
    ]);
    expect(await entry('boats', 'boat-small')).toMatchObject({ version: read.version, doc: read.doc });
  });

  it("keeps a country's social links, each a web address by its field; the guests' country read carries them", async () => {
    const [first] = (await getAs(t, `${CAT}/countries`, admin)).json() as Array<{
      doc: { _id: string; urlTitle: string };
    }>;
    const read = await entry('countries', first!.doc._id);
    const bad = await save(
      'countries',
      read.doc._id,
      { ...read.doc, socialLinks: [{ name: 'Facebook', href: 'javascript:alert(1)' }] },
      read.version,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'socialLinks.0.href', message: 'A web address starting with https://' },
    ]);
    const links = [{ name: 'Instagram', href: 'https://www.instagram.com/our-boats' }];
    const good = await save('countries', read.doc._id, { ...read.doc, socialLinks: links }, read.version);
    expect(good.statusCode).toBe(200);
    expect((await getAs(t, `${API}/country/url-title/${read.doc.urlTitle}`)).json().socialLinks).toEqual(links);
    expect(
      (
        await send('POST', `${CAT}/countries/${read.doc._id}/restore`, {
          version: good.json().version,
          restore: read.version,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('adds a new stop (version 0), refuses a second add of the same id, and removes it; a region in use stays', async () => {
    const base = (await entry('activities', 'act-snorkel')).doc as Activity;
    const stop = { ...base, _id: 'act-new-reef', activityId: 'EXT-act-new-reef', name: 'New reef' };
    const added = await save('activities', 'act-new-reef', stop, 0);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ version: 1 });
    expect((await save('activities', 'act-new-reef', stop, 0)).json()).toMatchObject({ code: 'EXISTS' });
    const onLand = await save('activities', 'act-new-reef', { ...stop, geolocation: { lat: 19.3, lng: -81.25 } }, 1);
    expect(onLand.statusCode).toBe(400);
    expect(onLand.json().errors).toEqual([
      { path: 'geolocation', message: 'This stop is on land: tap the water where the boat stops.' },
    ]);
    expect((await send('DELETE', `${CAT}/activities/act-new-reef?version=1`)).statusCode).toBe(204);
    expect((await getAs(t, `${CAT}/activities/act-new-reef`, admin)).statusCode).toBe(404);
    const region = await entry('regions', 'reg-north');
    const inUse = await send('DELETE', `${CAT}/regions/reg-north?version=${region.version}`);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().errors.some((e: { path: string }) => e.path.startsWith('boats/'))).toBe(true);
  });
});

describe("the site's other lists: reviews, checklist items, page metadata, trip-builder hints, map places", () => {
  const publicReviews = async () => (await getAs(t, `${API}/review`)).json() as Array<{ _id: string; text: string }>;

  it('saves a new review live, refuses one about a boat not in the catalogue by its field, and a stale version', async () => {
    const review = {
      _id: 'rev-new',
      countryId: 'fx-ky',
      author: 'Dee',
      rating: 4,
      text: 'Calm water, kind crew.',
      date: '2026-02-10',
      boatId: 'boat-mid',
    };
    const added = await save('reviews', 'rev-new', review, 0);
    expect(added.statusCode).toBe(200);
    expect((await publicReviews()).find((r) => r._id === 'rev-new')?.text).toBe(review.text);
    const noBoat = await save('reviews', 'rev-new', { ...review, boatId: 'boat-gone' }, 1);
    expect(noBoat.statusCode).toBe(400);
    expect(noBoat.json().errors).toEqual([{ path: 'boatId', message: 'No boat boat-gone in the catalogue' }]);
    const badRating = await save('reviews', 'rev-new', { ...review, rating: 6 }, 1);
    expect(badRating.json().errors.map((e: { path: string }) => e.path)).toEqual(['rating']);

    expect((await save('reviews', 'rev-new', { ...review, text: 'Edited first.' }, 1)).statusCode).toBe(200);
    const stale = await save('reviews', 'rev-new', { ...review, text: 'Edited second.' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CHANGED', errors: { version: 2 } });
    const [audit] = await rows(
      t,
      `SELECT detail FROM audit_log WHERE action = 'catalogue.save' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.detail).toMatchObject({
      list: 'reviews',
      id: 'rev-new',
      before: { text: review.text },
      after: { text: 'Edited first.' },
    });
    const restored = await send('POST', `${CAT}/reviews/rev-new/restore`, { version: 2, restore: 1 });
    expect(restored.json()).toMatchObject({ version: 3, doc: review });
    expect((await send('DELETE', `${CAT}/reviews/rev-new?version=3`)).statusCode).toBe(204);
  });

  it('saves a checklist item; one a boat lists cannot be removed, an unused one can', async () => {
    const item = { _id: 'cl-snorkel-gear', type: 'INCLUDED', name: 'Snorkel gear', image: '/images/snorkel.svg' };
    expect((await save('checklistItems', item._id, item, 0)).statusCode).toBe(200);
    expect(
      (await save('checklistItems', item._id, { ...item, type: 'SOMETIMES' }, 1))
        .json()
        .errors.map((e: { path: string }) => e.path),
    ).toEqual(['type']);
    const used = await entry('checklistItems', 'cl-towel');
    const refused = await send('DELETE', `${CAT}/checklistItems/cl-towel?version=${used.version}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: expect.stringMatching(/^boats\/boat-[a-z]+\.boatingCheckList\.\d+\._id$/),
          message: 'No checklist item cl-towel in the catalogue',
        }),
      ]),
    );
    expect((await entry('checklistItems', 'cl-towel')).version).toBe(used.version);
    expect((await send('DELETE', `${CAT}/checklistItems/${item._id}?version=1`)).statusCode).toBe(204);
  });

  it("saves a page's metadata (named by its page) and the guests' read carries it; a new page's too", async () => {
    const read = await entry('metadata', 'home');
    const changed = {
      ...read.doc,
      title: 'Private boat charters',
      description: 'Your own boat and captain for the day.',
    };
    expect((await save('metadata', 'home', changed, read.version)).statusCode).toBe(200);
    expect((await getAs(t, `${API}/metadata/home`)).json()).toEqual(changed);
    const wrongPage = await save('metadata', 'home', { ...changed, page: 'faq' }, read.version + 1);
    expect(wrongPage.json().errors).toEqual([
      { path: 'page', message: "The document's id must be the one in its address." },
    ]);
    const faq = { page: 'faq', title: 'Questions', description: 'Answers before you book.', image: '/images/faq.svg' };
    expect((await save('metadata', 'faq', faq, 0)).statusCode).toBe(200);
    expect((await getAs(t, `${API}/metadata/faq`)).json()).toEqual(faq);
    expect(
      (await send('POST', `${CAT}/metadata/home/restore`, { version: read.version + 1, restore: read.version }))
        .statusCode,
    ).toBe(200);
  });

  it("saves a region's trip-builder hints (named by the region), refusing a region not in the catalogue", async () => {
    const hints = {
      _id: 'tut-west',
      regionId: 'reg-west',
      pickUpLocationTutorial: 'Meet at the terminal.',
      itinerary: 'Half a day.',
      activity: 'Snorkel first.',
      boat: 'Any boat.',
    };
    expect((await save('tutorials', 'reg-west', hints, 0)).statusCode).toBe(200);
    expect((await entry('tutorials', 'reg-west')).doc).toEqual(hints);
    const nowhere = await save('tutorials', 'reg-nowhere', { ...hints, regionId: 'reg-nowhere' }, 0);
    expect(nowhere.json().errors).toEqual([{ path: 'regionId', message: 'No region reg-nowhere in the catalogue' }]);
  });

  it('saves map places: a category with a new place at a position, and a group of categories; a bad position or category is refused', async () => {
    const category = (await entry('mapCategories', 'cat-food')).doc;
    const place = {
      _id: 'place-fish-fry',
      locationLink: '19.30,-81.39',
      locationMarkerTitle: 'Fish fry',
      locationDescription: 'Fridays.',
      locationImage: '',
      locationCustomIcon: 'FOOD',
      locationBannerLinks: [],
      mapLink: '',
    };
    const badPlace = await save(
      'mapCategories',
      'cat-food',
      { ...category, items: [{ ...place, locationLink: 'by the dock' }] },
      1,
    );
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().errors).toEqual([
      { path: 'items.0.locationLink', message: 'A position on the map: latitude and longitude, e.g. 19.3418,-81.3834' },
    ]);
    expect((await save('mapCategories', 'cat-food', { ...category, items: [place] }, 1)).statusCode).toBe(200);
    const categories = (await getAs(t, `${API}/custom-map/categories?ids=cat-food`)).json() as Array<{
      items: unknown[];
    }>;
    expect(categories[0]!.items).toEqual([place]);

    const group = { _id: 'grp-food', countryId: 'fx-ky', name: 'Food', categoryIds: ['cat-food'] };
    expect((await save('mapGroups', 'grp-food', { ...group, categoryIds: ['cat-gone'] }, 0)).json().errors).toEqual([
      { path: 'categoryIds.0', message: 'No map category cat-gone in the catalogue' },
    ]);
    expect((await save('mapGroups', 'grp-food', group, 0)).statusCode).toBe(200);
    expect((await getAs(t, `${API}/custom-map/groups/fx-ky`)).json()).toEqual(expect.arrayContaining([group]));
  });
});

describe('money and time stay honest', () => {
  it('keeps a live hold at the price it was held at; a new guest gets the new price', async () => {
    const held = await holdTrip(t, slot(10, '09:00'));
    const boat = await entry('boats', 'boat-small');
    expect(
      (await save('boats', 'boat-small', withTwoHours(boat.doc, twoHoursOf(boat.doc) + 20000), boat.version))
        .statusCode,
    ).toBe(200);
    // The guest's trip summary asks with its own hold and shows what checkout will charge; anyone else sees the raise.
    const trip = held.body;
    const priceFor = async (extra: string, cookie?: string) => {
      const url = `${API}/calculate-time/${trip.regionId}?boatId=${trip.boatId}&pulId=${trip.pulId}&activities=${trip.activities.join(',')}&adults=${trip.adult}&children=${trip.children}${extra}`;
      return (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json().tripSummary
        .totalPrice.price as number;
    };
    const heldPrice = held.calculateTrip.tripSummary.totalPrice.price;
    expect(await priceFor(`&bookingId=${held.holdId}`, held.cookie)).toBe(heldPrice);
    expect(await priceFor(`&bookingId=${held.holdId}`)).toBeGreaterThan(heldPrice);
    expect(await priceFor('', held.cookie)).toBeGreaterThan(heldPrice);
    const checkout = await createCheckout(t, held.body, held.cookie);
    expect(checkout.status).toBe(200);
    expect(checkout.body.amountCents).toBe(held.calculateTrip.tripSummary.totalPrice.price);
    const fresh = await holdTrip(t, slot(10, '13:00'));
    expect(fresh.calculateTrip.tripSummary.totalPrice.price).toBeGreaterThan(
      held.calculateTrip.tripSummary.totalPrice.price,
    );
    const freshCheckout = await createCheckout(t, fresh.body, fresh.cookie);
    expect(freshCheckout.body.amountCents).toBe(fresh.calculateTrip.tripSummary.totalPrice.price);
    // Only this device's live hold keeps its price (db/liveHold.ts, the rule checkout uses too): not when another
    // device asks with it, nor once it has expired, been released or been booked.
    expect(await priceFor(`&bookingId=${held.holdId}`, fresh.cookie)).toBeGreaterThan(heldPrice);
    const where = `WHERE booking_id = '${held.holdId}'`;
    const [live] = await rows(t, `SELECT expires_at FROM slot_holds ${where}`);
    const liveAgain = `UPDATE slot_holds SET status = 'HELD', expires_at = '${new Date(live.expires_at).toISOString()}' ${where}`;
    for (const ended of [`expires_at = '${NOW}'`, `status = 'RELEASED'`, `status = 'BOOKED', expires_at = NULL`]) {
      await rows(t, `UPDATE slot_holds SET ${ended} ${where}`);
      expect(await priceFor(`&bookingId=${held.holdId}`, held.cookie), ended).toBeGreaterThan(heldPrice);
      await rows(t, liveAgain);
    }
    expect(await priceFor(`&bookingId=${held.holdId}`, held.cookie)).toBe(heldPrice);
    const restoreTo = await entry('boats', 'boat-small');
    await save('boats', 'boat-small', boat.doc, restoreTo.version);
  });

  it('hides a boat with trips to sail (guests stop seeing it) but will not remove it', async () => {
    const booked = await bookTrip(t, slot(11, '09:00'));
    const small = await entry('boats', 'boat-small');
    const refused = await send('DELETE', `${CAT}/boats/boat-small?version=${small.version}`);
    expect(refused.json()).toMatchObject({
      code: 'HAS_FUTURE_BOOKINGS',
      errors: expect.arrayContaining([expect.objectContaining({ bookingRef: booked.ref })]),
    });
    const hidden = await send('POST', `${CAT}/boats/boat-small/visibility`, { version: small.version, hidden: true });
    expect(hidden.json()).toMatchObject({ hidden: true, version: small.version + 1 });
    expect((await publicBoat('boat-small')).statusCode).toBe(404);
    const list = await getAs(t, `${API}/boat?destination=cayman-fixture`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('"boat-mid"');
    expect(list.body).not.toContain('"boat-small"');
    const manifest = (await getAs(t, `${OP}/manifest?date=2026-12-11`, admin)).json();
    expect(JSON.stringify(manifest)).toContain(booked.ref);
    const shown = await send('POST', `${CAT}/boats/boat-small/visibility`, {
      version: small.version + 1,
      hidden: false,
    });
    expect(shown.json()).toMatchObject({ hidden: false });
    expect((await publicBoat('boat-small')).statusCode).toBe(200);
  });

  it('refuses a calendar change that leaves a booking outside the new hours, listing it; a harmless one saves', async () => {
    const booked = await bookTrip(t, slot(14, '08:00'));
    const boat = await entry('boats', 'boat-small');
    const later = {
      ...boat.calendar,
      hours: boat.calendar.hours.map((h: { opens: string }) => ({ ...h, opens: '10:00' })),
    };
    const refused = await save('boats', 'boat-small', boat.doc, boat.version, later);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STRANDS_BOOKINGS',
      errors: expect.arrayContaining([
        expect.objectContaining({ bookingRef: booked.ref, why: '08:00–10:00 is outside the new hours' }),
      ]),
    });
    const blackout = {
      ...boat.calendar,
      blackouts: [...boat.calendar.blackouts, { day: '2026-12-14', note: 'Regatta' }],
    };
    expect((await save('boats', 'boat-small', boat.doc, boat.version, blackout)).json()).toMatchObject({
      code: 'STRANDS_BOOKINGS',
    });
    const harmless = {
      ...boat.calendar,
      blackouts: [...boat.calendar.blackouts, { day: '2026-12-15', note: 'Regatta' }],
    };
    const saved = await save('boats', 'boat-small', boat.doc, boat.version, harmless);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().calendar.blackouts).toContainEqual({ day: '2026-12-15', note: 'Regatta' });
    const slots = await t.app.inject({
      method: 'POST',
      url: `${API}/booking/time-slots`,
      payload: timeSlotsBody('2026-12-15'),
    });
    expect(slots.json().availableSlots[0].bookings.every((b: { reason: string }) => b.reason === 'BLACKOUT')).toBe(
      true,
    );
  });
});

describe('another process changing the catalogue', () => {
  it('shows on this process within the revision check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = twoHoursOf((await publicBoat('boat-small')).json());
    // As another process would: straight in the database, this process not told.
    await rows(
      t,
      `UPDATE catalogue_documents SET doc = jsonb_set(doc, '{pricing,0,price}', to_jsonb(${before + 777})) WHERE kind = 'boat' AND id = 'boat-small'`,
    );
    expect(twoHoursOf((await publicBoat('boat-small')).json())).toBe(before); // this process's copy, until it asks again
    vi.setSystemTime(Date.now() + REVISION_CHECK_MS + 1);
    expect(twoHoursOf((await publicBoat('boat-small')).json())).toBe(before + 777);
    const price = await getAs(
      t,
      `${API}/calculate-time/reg-north?boatId=boat-small&pulId=pul-marina&activities=act-snorkel&adults=2&children=0`,
    );
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().tripSummary.boatPriceRateAndExtraHour.price).toBeGreaterThanOrEqual(before + 777);
  });
});
