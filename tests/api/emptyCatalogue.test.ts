// Issue #58, a charter company's first day: on a fresh install (no country, no boat) what a guest's page reads and
// what a partner asks and the office's first tab answer without a 5xx; the admin then creates the company's country
// through the catalogue editor, refused field by field until it holds together, and the site serves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, ZONE_BEFORE_COUNTRY } from '../../src/domain/catalogue';
import { BUILDER_READS, READS, readAddress } from '../../src/domain/protocol';
import { runAdminCommand } from '../../src/server/admin/commands';
import { testAuthSettings } from '../../src/server/auth/settings';
import { API } from '../support/bookingTestApp';
import { buildTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let token: string;
const PASSWORD = 'a long office password';
const CAT = `${API}/operator/catalogue`;

const admin = (argv: string[], stdin = '') =>
  runAdminCommand(argv, {
    db: t.database.db,
    now: new Date(),
    publicUrl: 'http://localhost:8080',
    auth: testAuthSettings(),
    readStdin: async () => stdin,
  });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const asAdmin = () => ({ 'user-authorization': `Bearer ${token}` });

const COUNTRY = {
  _id: 'country-ky',
  name: 'Cayman Islands',
  urlTitle: DEFAULT_COUNTRY,
  code: 'KY',
  mainIsland: 'Grand Cayman',
  timezone: 'America/Cayman',
  currency: 'USD',
  taxAndFeeBasisPoints: 1300,
  phone: '+13459497245',
  email: 'office@charters.test',
  address: 'George Town, Grand Cayman',
  mapCenter: { lat: 19.295, lng: -81.381 },
  heroImage: '',
  description: '',
  campaigns: [],
};

beforeAll(async () => {
  t = await buildTestApp({ seed: null });
  const made = await admin(
    ['create-user', '--email', 'office@charters.test', '--role', 'admin', '--name', 'Office', '--password-stdin'],
    `${PASSWORD}\n`,
  );
  expect(made.exitCode).toBe(0);
  const login = await t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: 'office@charters.test', password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  token = login.json().accessToken;
}, 120_000);
afterAll(() => t?.close());

describe('an empty catalogue', () => {
  it("answers the country lookup none, the country list empty, and a home page's reads without a 5xx", async () => {
    // Not a 404, which a guest's browser logs as an error: no address names a wrong country before the first one.
    for (const urlTitle of [DEFAULT_COUNTRY, 'atlantis']) {
      const country = await get(readAddress(READS.country(urlTitle)));
      expect(country.statusCode, urlTitle).toBe(200);
      expect(country.json(), urlTitle).toBeNull();
    }
    const all = await get(readAddress(READS.countries()));
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([]);
    for (const read of [
      READS.boats(DEFAULT_COUNTRY),
      READS.popularAdventures(DEFAULT_COUNTRY),
      READS.regions(DEFAULT_COUNTRY),
      READS.pickUps(DEFAULT_COUNTRY),
      READS.blogPosts(DEFAULT_COUNTRY),
    ]) {
      const res = await get(readAddress(read));
      expect(res.statusCode, readAddress(read)).toBeLessThan(500);
    }
  });

  it('answers a page the company has not described yet with null metadata, not a 404', async () => {
    for (const page of ['home', 'booking-confirmed', 'boats']) {
      const meta = await get(readAddress(READS.metadata(page)));
      expect(meta.statusCode, page).toBe(200);
      expect(meta.json(), page).toBeNull();
    }
  });

  it("answers a partner's supplier and products without a 5xx: no products yet", async () => {
    const made = await admin([
      'create-api-key',
      '--name',
      'Marketplace',
      '--kind',
      'reseller',
      '--rate',
      '100000',
      '--json',
    ]);
    expect(made.exitCode).toBe(0);
    const headers = { authorization: `Bearer ${(JSON.parse(made.stdout) as { key: string }).key}` };
    const supplier = await get('/api/v1/octo/supplier', headers);
    expect(supplier.statusCode).toBe(200);
    expect(supplier.json()).toMatchObject({ contact: { email: null, telephone: null } });
    const products = await get('/api/v1/octo/products', headers);
    expect(products.statusCode).toBe(200);
    expect(products.json()).toEqual([]);
  });

  it("gives the office an empty day's manifest, in UTC until there is a country, and its other tabs without a 404", async () => {
    const day = await get(`${API}/operator/manifest`, asAdmin());
    expect(day.statusCode).toBe(200);
    expect(day.json()).toMatchObject({ timezone: ZONE_BEFORE_COUNTRY, boats: [] });
    for (const tab of [
      'bookings',
      'closures',
      'reports/summary?from=2026-12-01&to=2026-12-31',
      'reports/statements?month=2026-12',
    ]) {
      expect((await get(`${API}/operator/${tab}`, asAdmin())).statusCode, tab).toBe(200);
    }
  });

  it('shows the editor an empty catalogue', async () => {
    const overview = await get(CAT, asAdmin());
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ empty: true });
    expect((await get(`${CAT}/countries`, asAdmin())).json()).toEqual([]);
  });
});

describe('the first country, put in by the admin', () => {
  const save = (doc: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${CAT}/countries/${(doc as { _id: string })._id}`,
      payload: { doc, version: 0 },
      headers: asAdmin(),
    });

  it('is refused, field by field, while it misses what the site needs', async () => {
    const half = await save({ ...COUNTRY, code: 'ky', timezone: 'Cayman time', taxAndFeeBasisPoints: null });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'taxAndFeeBasisPoints' })]),
    );
    const wrong = await save({ ...COUNTRY, code: 'ky', timezone: 'Cayman time' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID' });
    expect(
      wrong
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['code', 'timezone']);
    expect((await get(readAddress(READS.countries()))).json()).toEqual([]);
  });

  it('is created by a save on the empty catalogue and then served to guests', async () => {
    const saved = await save(COUNTRY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ list: 'countries', id: 'country-ky', version: 1, updatedBy: 'Office' });
    const country = await get(readAddress(READS.country(DEFAULT_COUNTRY)));
    expect(country.statusCode).toBe(200);
    expect(country.json()).toMatchObject({ name: 'Cayman Islands', code: 'KY', timezone: 'America/Cayman' });
    expect((await get(readAddress(READS.countries()))).json()).toHaveLength(1);
    expect((await get(readAddress(READS.boats(DEFAULT_COUNTRY)))).json()).toEqual([]);
    expect((await save(COUNTRY)).json()).toMatchObject({ code: 'EXISTS' });
    // Now an address can name a wrong country: that one is not found.
    const unknown = await get(readAddress(READS.country('atlantis')));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers a first region's missing hints with null, an unknown region's with 404", async () => {
    const region = {
      _id: 'region-north-sound',
      countryId: COUNTRY._id,
      name: 'North Sound',
      urlTitle: 'north-sound',
      description: 'The calm lagoon inside the reef.',
      image: '',
      coordinates: { lat: 19.33, lng: -81.3 },
      email: '',
      phone: '',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${CAT}/regions/${region._id}`,
      payload: { doc: region, version: 0 },
      headers: asAdmin(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hints = await get(readAddress(BUILDER_READS.tutorialOfRegion(region._id)));
    expect(hints.statusCode).toBe(200);
    expect(hints.json()).toBeNull();
    expect((await get(readAddress(BUILDER_READS.tutorialOfRegion('region-atlantis')))).statusCode).toBe(404);
    expect((await get(readAddress(READS.metadata('home')))).json()).toBeNull();
  });

  it('answers a policy the company has not written with null; an unknown policy or country is refused', async () => {
    const unwritten = await get(readAddress(READS.policy(DEFAULT_COUNTRY, 'privacy-policy')));
    expect(unwritten.statusCode).toBe(200);
    expect(unwritten.json()).toBeNull();
    expect((await get(`/api/v1/web/policy/${DEFAULT_COUNTRY}/no-such-policy`)).statusCode).toBe(400);
    expect((await get(readAddress(READS.policy('atlantis', 'privacy-policy')))).statusCode).toBe(404);
  });
});
