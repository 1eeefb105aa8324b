import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array } from 'superstruct';
import * as c from '../../src/domain/catalogue';
import { expectShape } from '../support/expectShape';
import { API, getJson, getOk, ids } from '../support/request';
import { buildTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const boatIds = async (query: string) => ids(expectShape(await getOk(t.app, `boat${query}`), array(c.boat)));

describe('boat list', () => {
  it('lists every boat in position order without filters', async () => {
    expect(await boatIds('')).toEqual(['boat-small', 'boat-big', 'boat-mid', 'boat-nassau']);
  });

  it('filters by destination country', async () => {
    expect(await boatIds('?destination=cayman-fixture')).toEqual(['boat-small', 'boat-big', 'boat-mid']);
    expect(await boatIds('?destination=fx-bs')).toEqual(['boat-nassau']);
    expect((await getJson(t.app, `${API}/boat?destination=atlantis`)).status).toBe(404);
  });

  it('filters by party size (guests, noOfGuests or adults + children)', async () => {
    expect(await boatIds('?guests=8')).toEqual(['boat-big', 'boat-mid', 'boat-nassau']);
    expect(await boatIds('?noOfGuests=13')).toEqual(['boat-big']);
    expect(await boatIds('?adults=5&children=6')).toEqual(['boat-big', 'boat-mid']);
  });

  it('filters by amenities (ids or names, repeated keys or [] keys), all required', async () => {
    expect(await boatIds('?amenities=cl-speaker')).toEqual(['boat-small', 'boat-big']);
    expect(await boatIds('?amenities[]=cl-speaker&amenities[]=Shade%20top')).toEqual(['boat-big']);
    expect(await boatIds('?amenities=bluetooth%20speaker&amenities=cl-shade')).toEqual(['boat-big']);
    expect(await boatIds('?amenities=cl-cooler')).toEqual([]);
  });

  it('filters by activities served, price and length', async () => {
    expect(await boatIds('?activities=act-lunch&activities=act-snorkel')).toEqual(['boat-small', 'boat-big']);
    expect(await boatIds('?activities[]=act-fishing')).toEqual(['boat-small']);
    expect(await boatIds('?price=90000')).toEqual(['boat-small', 'boat-mid', 'boat-nassau']);
    expect(await boatIds('?length=36')).toEqual(['boat-big', 'boat-nassau']);
  });

  it('accepts and validates dates', async () => {
    expect(await boatIds('?startDate=2026-12-01&endDate=2026-12-05&date=2026-12-02')).toHaveLength(4);
    const backwards = await getJson(t.app, `${API}/boat?startDate=2026-12-05&endDate=2026-12-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('endDate');
    expect((await getJson(t.app, `${API}/boat?date=2026-02-30`)).status).toBe(400);
  });

  it('sorts by price, size or capacity, ascending unless told', async () => {
    expect(await boatIds('?sort=price')).toEqual(['boat-small', 'boat-nassau', 'boat-mid', 'boat-big']);
    expect(await boatIds('?sort=price&order=desc')).toEqual(['boat-big', 'boat-mid', 'boat-nassau', 'boat-small']);
    expect(await boatIds('?sort=boatInfo.size&order=desc')).toEqual([
      'boat-big',
      'boat-nassau',
      'boat-mid',
      'boat-small',
    ]);
    expect(await boatIds('?sort=maxGuests&destination=cayman-fixture')).toEqual(['boat-small', 'boat-mid', 'boat-big']);
  });
});

describe('boat by id, url title and comparison', () => {
  it('finds a boat by id or url title', async () => {
    expect(expectShape(await getOk(t.app, 'boat/boat-big'), c.boat).name).toBe('Big Kahuna');
    expect((await getOk(t.app, 'boat/big'))._id).toBe('boat-big');
    expect((await getOk(t.app, 'boat/url-title/mid'))._id).toBe('boat-mid');
    expect((await getJson(t.app, `${API}/boat/boat-nope`)).status).toBe(404);
    expect((await getJson(t.app, `${API}/boat/url-title/boat-mid`)).status).toBe(404);
  });

  it('compares the asked boats that serve the region, in the order asked', async () => {
    expect(
      ids(
        expectShape(
          await getOk(t.app, 'boat/compare/reg-north?ids=boat-big,boat-small,boat-mid,boat-nope'),
          array(c.boat),
        ),
      ),
    ).toEqual(['boat-big', 'boat-small']);
    expect(ids(await getOk(t.app, 'boat/compare/west?ids=boat-mid&ids=boat-small'))).toEqual([
      'boat-mid',
      'boat-small',
    ]);
    expect((await getJson(t.app, `${API}/boat/compare/reg-nope?ids=boat-big`)).status).toBe(404);
    expect((await getJson(t.app, `${API}/boat/compare/reg-north`)).status).toBe(400);
  });
});

describe('boatingCL', () => {
  it('lists checklist items, optionally of one type', async () => {
    expect(ids(expectShape(await getOk(t.app, 'boatingCL'), array(c.checklistItem)))).toEqual([
      'cl-cooler',
      'cl-towel',
      'cl-speaker',
      'cl-shade',
    ]);
    expect(ids(await getOk(t.app, 'boatingCL?type=AMENITIES'))).toEqual(['cl-speaker', 'cl-shade']);
    expect((await getJson(t.app, `${API}/boatingCL?type=amenities`)).status).toBe(400);
  });

  it('finds one by id', async () => {
    expect(expectShape(await getOk(t.app, 'boatingCL/cl-towel'), c.checklistItem).type).toBe('WHAT_TO_BRING');
    expect((await getJson(t.app, `${API}/boatingCL/cl-nope`)).status).toBe(404);
  });
});
