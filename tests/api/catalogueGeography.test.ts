import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array } from 'superstruct';
import * as c from '../../src/domain/catalogue';
import { countriesAndAdventures } from '../../src/domain/catalogue';
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

describe('country', () => {
  it('lists countries in position order', async () => {
    const body = expectShape(await getOk(t.app, 'country'), array(c.country));
    expect(ids(body)).toEqual(['fx-ky', 'fx-bs']);
  });

  it('with includeAdventures=true answers countries and the countries that have adventures', async () => {
    const body = expectShape(await getOk(t.app, 'country?includeAdventures=true'), countriesAndAdventures);
    expect(ids(body.countries)).toEqual(['fx-ky', 'fx-bs']);
    expect(ids(body.countriesWithAdventures)).toEqual(['fx-ky']);
    expect(ids(body.countriesWithAdventures[0]!.adventures)).toEqual(['adv-reef-day', 'adv-quiet-cove']);
    expect(Array.isArray(await getOk(t.app, 'country?includeAdventures=false'))).toBe(true);
  });

  it('finds one by id, by url title, and by url-title path', async () => {
    expect(expectShape(await getOk(t.app, 'country/fx-ky'), c.country).urlTitle).toBe('cayman-fixture');
    expect((await getOk(t.app, 'country/cayman-fixture'))._id).toBe('fx-ky');
    expect((await getOk(t.app, 'country/url-title/bahamas-fixture'))._id).toBe('fx-bs');
  });

  it('answers a JSON 404 for an unknown country', async () => {
    for (const path of ['country/nowhere', 'country/url-title/nowhere']) {
      const res = await getJson(t.app, `${API}/${path}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Country not found', code: 'NOT_FOUND' });
    }
  });
});

describe('region', () => {
  it('lists all regions, or those of one country', async () => {
    expect(ids(expectShape(await getOk(t.app, 'region'), array(c.region)))).toEqual([
      'reg-north',
      'reg-west',
      'reg-nassau',
    ]);
    expect(ids(await getOk(t.app, 'region?country=cayman-fixture'))).toEqual(['reg-north', 'reg-west']);
    expect(ids(await getOk(t.app, 'region?country=fx-bs'))).toEqual(['reg-nassau']);
  });

  it('finds one by id or url title', async () => {
    expect(expectShape(await getOk(t.app, 'region/reg-west'), c.region).name).toBe('West Bay');
    expect((await getOk(t.app, 'region/url-title/north'))._id).toBe('reg-north');
    expect((await getOk(t.app, 'region/north'))._id).toBe('reg-north');
  });

  it('404s on unknown region or country', async () => {
    expect((await getJson(t.app, `${API}/region/reg-nope`)).status).toBe(404);
    expect((await getJson(t.app, `${API}/region/url-title/reg-north`)).status).toBe(404);
    expect((await getJson(t.app, `${API}/region?country=atlantis`)).status).toBe(404);
  });
});

describe('pickUpLoc', () => {
  it('filters by country or region', async () => {
    expect(ids(expectShape(await getOk(t.app, 'pickUpLoc'), array(c.pickUpLocation)))).toEqual([
      'pul-marina',
      'pul-terminal',
      'pul-nassau',
    ]);
    expect(ids(await getOk(t.app, 'pickUpLoc?country=cayman-fixture'))).toEqual(['pul-marina', 'pul-terminal']);
    expect(ids(await getOk(t.app, 'pickUpLoc?region=reg-west'))).toEqual(['pul-terminal']);
    expect(ids(await getOk(t.app, 'pickUpLoc?country=bahamas-fixture&region=reg-west'))).toEqual([]);
  });

  it('finds one by id', async () => {
    expect(expectShape(await getOk(t.app, 'pickUpLoc/pul-terminal'), c.pickUpLocation).price).toBe(2500);
    expect((await getJson(t.app, `${API}/pickUpLoc/pul-nope`)).status).toBe(404);
  });
});

describe('itinerary', () => {
  it('lists by region and by pick-up location', async () => {
    expect(ids(expectShape(await getOk(t.app, 'itinerary/by-region/reg-north'), array(c.itinerary)))).toEqual([
      'it-short',
      'it-day',
    ]);
    expect(ids(await getOk(t.app, 'itinerary/by-region/west'))).toEqual(['it-west']);
    expect(ids(await getOk(t.app, 'itinerary/by-pul/pul-terminal'))).toEqual(['it-day', 'it-west']);
  });

  it('finds one by id and 404s otherwise', async () => {
    expect(expectShape(await getOk(t.app, 'itinerary/it-day'), c.itinerary).length).toBe('FULL_DAY');
    for (const path of ['itinerary/it-nope', 'itinerary/by-region/reg-nope', 'itinerary/by-pul/pul-nope']) {
      expect((await getJson(t.app, `${API}/${path}`)).status).toBe(404);
    }
  });
});
