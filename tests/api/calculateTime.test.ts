// GET /api/v1/web/calculate-time/{regionId} on the Grand Cayman demo catalogue: the price the server stands by.
// Boats, pick-ups and activities are discovered from the seeded catalogue by what they offer, not hard-coded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Activity, Boat, Country, PickUpLocation, Region } from '../../src/domain/catalogue';
import {
  calculatedTrip,
  type CalculatedTrip,
  computeTripLength,
  priceTrip,
  rateEntry,
  seaDistanceNm,
} from '../../src/domain/pricing';
import { buildApp } from '../../src/server/app';
import { listDocs } from '../../src/server/catalogue/store';
import { catalogueSnapshot, type PricingCatalogue } from '../../src/server/pricing/catalogueSnapshot';
import { pricingRoutes } from '../../src/server/pricing/routes';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { expectShape } from '../support/expectShape';
import { API, getJson, type JsonAnswer } from '../support/request';
import { buildTestApp, type TestApp } from '../support/testApp';

const ROUTE = '/calculate-time/:regionId';
/** Inside the seeded summer campaign (Aug 10 – Nov 20) and outside it. */
const CAMPAIGN_DATE = '2026-09-15';
const PLAIN_DATE = '2026-12-03';

let t: TestApp;
let app: FastifyInstance;
/** Set when buildApp does not yet register the pricing routes and this file builds its own app. */
let ownApp: FastifyInstance | undefined;
let regions: Region[];
let country: Country;
let boats: Boat[];
let pickUps: Map<string, PickUpLocation>;
let activities: Map<string, Activity>;

beforeAll(async () => {
  t = await buildTestApp({ seed: caymanCatalogue });
  if (t.app.hasRoute({ method: 'GET', url: `${API}${ROUTE}` })) {
    app = t.app;
  } else {
    ownApp = await buildApp({ config: t.app.deps.config, database: t.database }, { logger: false });
    await ownApp.register(pricingRoutes, { prefix: API });
    await ownApp.ready();
    app = ownApp;
  }
  const db = t.database.db;
  regions = await listDocs<Region>(db, 'region');
  country = (await listDocs<Country>(db, 'country'))[0]!;
  boats = await listDocs<Boat>(db, 'boat');
  pickUps = new Map((await listDocs<PickUpLocation>(db, 'pickUpLocation')).map((p) => [p._id, p]));
  activities = new Map((await listDocs<Activity>(db, 'activity')).map((a) => [a._id, a]));
});
afterAll(async () => {
  await ownApp?.close();
  await t?.close();
});

type Params = Record<string, string | string[] | undefined>;

function urlFor(regionId: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of [value ?? []].flat()) search.append(key, v);
  }
  return `${API}/calculate-time/${encodeURIComponent(regionId)}?${search}`;
}

const calc = (regionId: string, params: Params): Promise<JsonAnswer> => getJson(app, urlFor(regionId, params));

async function calcOk(regionId: string, params: Params): Promise<CalculatedTrip> {
  const res = await calc(regionId, params);
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
  return expectShape(res.body, calculatedTrip, 'calculate-time');
}

const mainPickUp = (boat: Boat) => pickUps.get(boat.pickUpLocations.main.location)!;
const servedFrom = (boat: Boat, pickUpId: string) =>
  boat.activities
    .map((id) => activities.get(id)!)
    .filter(
      (a) => a.type === 'Activity' && (a.suitablePickUpIds.length === 0 || a.suitablePickUpIds.includes(pickUpId)),
    );
const partyWithExtraGuests = (boat: Boat) => {
  for (let n = boat.overGuests + 1; n <= boat.maxGuests; n++) if (rateEntry(boat, 'EACH_ADDITIONAL_GUEST', n)) return n;
  return undefined;
};

/** A boat with extra-guest rates and a late-morning fee, two stops it serves from its main pick-up (one priced). */
function tripFixture() {
  const boat = boats.find(
    (b) =>
      b.lateMorningFee > 0 &&
      partyWithExtraGuests(b) &&
      b.maxHours >= 6 &&
      servedFrom(b, mainPickUp(b)._id).some((a) => a.price > 0),
  );
  if (!boat) throw new Error('the demo catalogue has no boat for the happy path');
  const pickUp = mainPickUp(boat);
  const served = servedFrom(boat, pickUp._id);
  const stops = [served.find((a) => a.price > 0)!, served.find((a) => a.price === 0)!];
  const region = regions.find((r) => boat.regions.some((br) => br._id === r._id))!;
  return { boat, pickUp, stops, region, party: partyWithExtraGuests(boat)! };
}

/** Priced lines add up to the total; the describing lines cost nothing. */
function sumOfLines(trip: CalculatedTrip): number {
  const s = trip.tripSummary;
  return (
    s.boatPriceRateAndExtraHour.price +
    s.boatPriceForExtraGuests.price +
    s.lateMorningFee.price +
    s.pull.price +
    s.doll.price +
    s.activities.reduce((sum, a) => sum + a.price, 0) +
    s.promotion.price +
    s.discount.price +
    s.taxes.price
  );
}

describe('calculate-time: the happy path', () => {
  it('prices a trip from ids exactly as the shared pricing core does', async () => {
    const { boat, pickUp, stops, region, party } = tripFixture();
    const trip = await calcOk(region._id, {
      numberOfPeople: String(party),
      boatId: boat._id,
      activities: stops.map((a) => a._id).join(','),
      date: PLAIN_DATE,
    });

    const length = computeTripLength({ pickUp, activities: stops, boat, pace: 'standard', distanceNm: seaDistanceNm });
    const price = priceTrip({
      boat,
      charterHours: length.charterHours,
      guests: { adults: party, children: 0 },
      pickUp,
      activities: stops,
      country,
      date: PLAIN_DATE,
    });
    expect(trip.result).toEqual({ time: length.charterHours, price: price.total });
    expect(trip.tripSummary.totalPrice.price).toBe(trip.result.price);
    expect(sumOfLines(trip)).toBe(trip.result.price);
    expect(trip.tripSummary.totalPrice.time).toBe(length.totalMinutes);
    expect(trip.tripSummary.totalPrice.data.subtotal).toBe(price.subtotalAfterDiscount);

    const s = trip.tripSummary;
    expect(s.boat.data._id).toBe(boat._id);
    expect(s.boat.time).toBe(length.charterHours * 60);
    expect(s.boatPriceRateAndExtraHour).toEqual({
      data: { hours: length.charterHours },
      time: length.charterHours * 60,
      price: price.charter.cents,
    });
    expect(s.extraGuestsForBoat.data.count).toBe(party - boat.overGuests);
    expect(s.boatPriceForExtraGuests.price).toBe(
      (party - boat.overGuests) * rateEntry(boat, 'EACH_ADDITIONAL_GUEST', party)!.price * length.charterHours,
    );
    expect(s.pull.data?._id).toBe(pickUp._id);
    expect(s.doll.data?._id).toBe(pickUp._id);
    expect(s.activities.map((a) => a.data._id)).toEqual(length.orderedStops.map((stop) => stop.activityId));
    expect(s.activities.reduce((sum, a) => sum + a.time, 0) + s.doll.time).toBe(length.totalMinutes);
    expect(s.activities.find((a) => a.data._id === stops[0]!._id)!.price).toBe(stops[0]!.price);
    expect(s.taxes).toEqual({ data: { basisPoints: country.taxAndFeeBasisPoints }, time: 0, price: price.taxes.cents });
    expect(s.lateMorningFee).toEqual({ data: { startTime: null }, time: 0, price: 0 });
    expect(s.promotion).toEqual({ data: null, time: 0, price: 0 });
    expect(s.discount).toEqual({ data: null, time: 0, price: 0 });
  });

  it('needs only a region, a boat and a party: the boat main pick-up, no stops, today in the country zone', async () => {
    const { boat, region } = tripFixture();
    const trip = await calcOk(region.urlTitle, { numberOfPeople: '2', boatId: boat.urlTitle });
    expect(trip.result.time).toBeGreaterThanOrEqual(2);
    expect(trip.tripSummary.pull.data?._id).toBe(boat.pickUpLocations.main.location);
    expect(trip.tripSummary.activities).toEqual([]);
    expect(trip.tripSummary.totalPrice.price).toBe(trip.result.price);
  });

  it('answers with no-store: a live computation is never cached', async () => {
    const { boat, region } = tripFixture();
    const res = await calc(region._id, { numberOfPeople: '2', boatId: boat._id });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reads activities as a comma list, repeated keys or a JSON array with the same answer', async () => {
    const { boat, stops, region } = tripFixture();
    const ids = stops.map((a) => a._id);
    const base = { numberOfPeople: '4', boatId: boat._id, date: PLAIN_DATE };
    const answers = await Promise.all([
      calcOk(region._id, { ...base, activities: ids.join(',') }),
      calcOk(region._id, { ...base, activities: ids }),
      calcOk(region._id, { ...base, 'activities[]': ids }),
      calcOk(region._id, { ...base, activities: JSON.stringify(ids) }),
      calcOk(region._id, { ...base, activities: [...ids].reverse().join(' , ') }),
    ]);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    expect(answers[0].tripSummary.activities).toHaveLength(2);
  });

  it('counts guests as adults + children, in either form', async () => {
    const { boat, region, party } = tripFixture();
    const base = { boatId: boat._id, date: PLAIN_DATE };
    const byTotal = await calcOk(region._id, { ...base, numberOfPeople: String(party) });
    const bySplit = await calcOk(region._id, { ...base, adults: '2', children: String(party - 2) });
    const byBoth = await calcOk(region._id, {
      ...base,
      numberOfPeople: String(party),
      adults: '2',
      children: String(party - 2),
    });
    expect(bySplit).toEqual(byTotal);
    expect(byBoth).toEqual(byTotal);
  });

  it('never trusts a client feeLateMorning: the fee follows from startTime', async () => {
    const { boat, region } = tripFixture();
    const base = { numberOfPeople: '2', boatId: boat._id, date: PLAIN_DATE };
    const plain = await calcOk(region._id, base);
    const claimed = await calcOk(region._id, { ...base, feeLateMorning: '0' });
    const claimedHigh = await calcOk(region._id, { ...base, feeLateMorning: '99999999' });
    expect(claimed).toEqual(plain);
    expect(claimedHigh).toEqual(plain);

    const late = await calcOk(region._id, { ...base, startTime: boat.lateMorningTimes[0], feeLateMorning: '0' });
    expect(late.tripSummary.lateMorningFee).toEqual({
      data: { startTime: boat.lateMorningTimes[0] },
      time: 0,
      price: boat.lateMorningFee,
    });
    expect(late.tripSummary.totalPrice.data.subtotal).toBe(
      plain.tripSummary.totalPrice.data.subtotal + boat.lateMorningFee,
    );
    expect(late.result.price).toBe(sumOfLines(late));

    const early = await calcOk(region._id, { ...base, startTime: '07:00' });
    expect(early.tripSummary.lateMorningFee.price).toBe(0);
    expect(early.result.price).toBe(plain.result.price);
  });

  it('gives the free-hour line on a date inside the summer campaign (3 hours or more)', async () => {
    const { boat, region } = tripFixture();
    const base = { numberOfPeople: '2', boatId: boat._id, tripHourDuration: '4' };
    const summer = await calcOk(region._id, { ...base, date: CAMPAIGN_DATE });
    const winter = await calcOk(region._id, { ...base, date: PLAIN_DATE });
    const hourRate = rateEntry(boat, 'EACH_ADDITIONAL_HOUR', 2)!.price;
    expect(summer.tripSummary.promotion.price).toBe(-hourRate);
    expect(summer.tripSummary.promotion.data).toMatchObject({ freeHours: 1 });
    expect(winter.tripSummary.promotion.price).toBe(0);
    expect(summer.tripSummary.totalPrice.data.subtotal).toBe(winter.tripSummary.totalPrice.data.subtotal - hourRate);
    expect(summer.result.price).toBe(sumOfLines(summer));

    const twoHours = await calcOk(region._id, { numberOfPeople: '2', boatId: boat._id, date: CAMPAIGN_DATE });
    expect(twoHours.result.time).toBe(2);
    expect(twoHours.tripSummary.promotion.price).toBe(0);
  });

  it('lets tripHourDuration lengthen the charter but never shorten it', async () => {
    const { boat, stops, region } = tripFixture();
    const base = {
      numberOfPeople: '2',
      boatId: boat._id,
      activities: stops.map((a) => a._id).join(','),
      date: PLAIN_DATE,
    };
    const computed = await calcOk(region._id, base);
    const shorter = await calcOk(region._id, { ...base, tripHourDuration: '1' });
    const longer = await calcOk(region._id, { ...base, tripHourDuration: String(boat.maxHours) });
    expect(shorter).toEqual(computed);
    expect(longer.result.time).toBe(boat.maxHours);
    expect(longer.result.price).toBeGreaterThan(computed.result.price);
  });

  it('ignores the discount parameter: no request carries an agent token yet', async () => {
    const { boat, region } = tripFixture();
    const base = { numberOfPeople: '2', boatId: boat._id, date: PLAIN_DATE };
    const plain = await calcOk(region._id, base);
    const discounted = await calcOk(region._id, {
      ...base,
      discount: JSON.stringify({ discountType: 'PERCENT', discountValue: 50 }),
    });
    expect(discounted).toEqual(plain);
  });
});

describe('calculate-time: refusals name the rule', () => {
  async function refused(regionId: string, params: Params, status: number, code: string, text: string | RegExp) {
    const res = await calc(regionId, params);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(text);
  }

  it('too many guests', async () => {
    const { boat, region } = tripFixture();
    await refused(
      region._id,
      { numberOfPeople: String(boat.maxGuests + 1), boatId: boat._id },
      422,
      'GUESTS_OVER_MAX',
      `at most ${boat.maxGuests} guests`,
    );
  });

  it('no adult on board', async () => {
    const { boat, region } = tripFixture();
    await refused(
      region._id,
      { numberOfPeople: '0', boatId: boat._id },
      400,
      'INVALID_GUESTS',
      'Number of adults cannot be less than 1',
    );
    await refused(
      region._id,
      { adults: '0', children: '2', boatId: boat._id },
      400,
      'INVALID_GUESTS',
      'Number of adults cannot be less than 1',
    );
  });

  it('more hours than the boat maxHours: long fishing on a boat with a shorter day', async () => {
    const boat = boats.find(
      (b) => b.maxHours < 12 && b.activities.some((id) => activities.get(id)?.type === 'Deep sea fishing'),
    )!;
    const fishing = boat.activities
      .map((id) => activities.get(id)!)
      .find(
        (a) =>
          a.type === 'Deep sea fishing' &&
          (a.suitablePickUpIds.length === 0 || a.suitablePickUpIds.includes(boat.pickUpLocations.main.location)),
      )!;
    const region = regions.find((r) => boat.regions.some((br) => br._id === r._id))!;
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: boat._id, activities: fishing._id, fishingHours: '10' },
      422,
      'CHARTER_TOO_LONG',
      `${boat.maxHours}-hour maximum`,
    );
    expect(
      (await calc(region._id, { numberOfPeople: '2', boatId: boat._id, activities: fishing._id, fishingHours: '2' }))
        .status,
    ).toBe(200);
  });

  it('more hours than the boat maxHours: many relaxed stops on the slowest boat', async () => {
    const boat = [...boats].sort((a, b) => a.cruisingSpeedKnots - b.cruisingSpeedKnots)[0]!;
    const stops = servedFrom(boat, boat.pickUpLocations.main.location);
    const region = regions.find((r) => boat.regions.some((br) => br._id === r._id))!;
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: boat._id, activities: stops.map((a) => a._id), pace: 'relaxed' },
      422,
      'CHARTER_TOO_LONG',
      'Remove an activity or choose another boat',
    );
  });

  it('more hours than the boat maxHours asked through tripHourDuration', async () => {
    const { boat, region } = tripFixture();
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: boat._id, tripHourDuration: String(boat.maxHours + 1) },
      422,
      'CHARTER_TOO_LONG',
      `${boat.maxHours}-hour maximum`,
    );
  });

  it('an activity the boat does not serve', async () => {
    const { boat, region } = tripFixture();
    const other = [...activities.values()].find(
      (a) => a.countryId === boat.countryId && !boat.activities.includes(a._id),
    )!;
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: boat._id, activities: other._id },
      422,
      'ACTIVITY_NOT_SERVED',
      `${other.name} is not offered by this boat`,
    );
  });

  it('a pick-up the boat does not serve', async () => {
    const { boat, region } = tripFixture();
    const served = [boat.pickUpLocations.main, ...boat.pickUpLocations.alternatives].map((p) => p.location);
    const other = [...pickUps.values()].find((p) => !served.includes(p._id))!;
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: boat._id, pulId: other._id },
      422,
      'PICK_UP_NOT_SERVED',
      /.+/,
    );
  });

  it('a boat that does not sail in the region', async () => {
    const boat = boats.find((b) => b.regions.length < regions.length)!;
    const region = regions.find((r) => !boat.regions.some((br) => br._id === r._id))!;
    await refused(region._id, { numberOfPeople: '2', boatId: boat._id }, 422, 'BOAT_NOT_IN_REGION', region.name);
  });

  it('unknown region, boat, pick-up, drop-off or activity → 404', async () => {
    const { boat, region } = tripFixture();
    await refused('region-atlantis', { numberOfPeople: '2', boatId: boat._id }, 404, 'NOT_FOUND', 'Region not found');
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: 'boat-flying-dutchman' },
      404,
      'NOT_FOUND',
      'Boat not found',
    );
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: boat._id, pulId: 'pul-nowhere' },
      404,
      'NOT_FOUND',
      'Pick-up location not found',
    );
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: boat._id, dolId: 'pul-nowhere' },
      404,
      'NOT_FOUND',
      'Drop-off location not found',
    );
    await refused(
      region._id,
      { numberOfPeople: '2', boatId: boat._id, activities: 'act-nowhere' },
      404,
      'NOT_FOUND',
      'act-nowhere',
    );
  });

  const malformed: [string, Params, string][] = [
    ['numberOfPeople=abc', { numberOfPeople: 'abc' }, 'numberOfPeople'],
    ['numberOfPeople=1.5', { numberOfPeople: '1.5' }, 'numberOfPeople'],
    ['numberOfPeople=1e1', { numberOfPeople: '1e1' }, 'numberOfPeople'],
    ['numberOfPeople=-2', { numberOfPeople: '-2' }, 'numberOfPeople'],
    ['numberOfPeople twice', { numberOfPeople: ['2', '3'] }, 'numberOfPeople'],
    ['numberOfPeople missing', { numberOfPeople: undefined }, 'numberOfPeople'],
    ['numberOfPeople ≠ adults + children', { numberOfPeople: '5', adults: '2', children: '1' }, 'adults + children'],
    ['boatId missing', { boatId: undefined }, 'boatId'],
    ['fishingHours=11', { fishingHours: '11' }, 'Fishing hours must be a whole number from 2 to 10'],
    ['fishingHours=1', { fishingHours: '1' }, 'Fishing hours'],
    ['fishingHours=three', { fishingHours: 'three' }, 'Fishing hours'],
    ['tripHourDuration=4.5', { tripHourDuration: '4.5' }, 'tripHourDuration'],
    ['pace=fast', { pace: 'fast' }, 'pace'],
    ['date=2026-02-30', { date: '2026-02-30' }, 'date'],
    ['date=tomorrow', { date: 'tomorrow' }, 'date'],
    ['startTime=25:00', { startTime: '25:00' }, 'startTime'],
    ['startTime=9:00', { startTime: '9:00' }, 'startTime'],
    ['discount not JSON', { discount: '{discountType:PERCENT' }, 'discount'],
    ['discount of an unknown type', { discount: '{"discountType":"FREE","discountValue":1}' }, 'discount'],
    ['discount percent over 100', { discount: '{"discountType":"PERCENT","discountValue":150}' }, 'discount'],
    ['activities as broken JSON', { activities: '["act-a",' }, 'activities'],
    ['activities as a JSON array of numbers', { activities: '[1,2]' }, 'activities'],
    ['activities as a JSON object array', { activities: '[{"id":"a"}]' }, 'activities'],
    ['too many activities', { activities: Array.from({ length: 60 }, (_, i) => `act-${i}`).join(',') }, 'activities'],
  ];
  for (const [name, params, text] of malformed) {
    it(`malformed: ${name} → 400`, async () => {
      const { boat, region } = tripFixture();
      const res = await calc(region._id, { numberOfPeople: '2', boatId: boat._id, ...params });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toContain(text);
      expect(typeof res.body.code).toBe('string');
    });
  }
});

describe('calculate-time: hostile input never gets a 5xx', () => {
  const BAD_VALUES = [
    '',
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%00',
    'NaN',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '99999999999999999999',
    'Infinity',
    'true',
    '[]',
    '{}',
    'a'.repeat(10000),
    '__proto__',
    'constructor',
    'toString',
    encodeURIComponent('🙂'),
    ',',
    ',,',
    'a,,b',
    '[',
    '["',
    '[null]',
    '[[]]',
    '2026-13-45',
    '2026-02-30',
    'null',
    'undefined',
    encodeURIComponent('{"discountType":"PERCENT","discountValue":"x"}'),
  ];
  const KEYS = [
    'numberOfPeople',
    'adults',
    'children',
    'activities',
    'pace',
    'fishingHours',
    'boatId',
    'pulId',
    'dolId',
    'feeLateMorning',
    'tripHourDuration',
    'discount',
    'date',
    'startTime',
    '__proto__',
    'constructor',
  ];

  function expectClientAnswer(url: string, res: JsonAnswer) {
    if (res.status >= 500) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    if (res.status >= 400) {
      expect(String(res.headers['content-type']), url).toContain('application/json');
      expect(typeof res.body.message, url).toBe('string');
      expect(typeof res.body.code, url).toBe('string');
    }
  }

  it('each parameter with each bad value, repeated, bracketed or bare', async () => {
    const { boat, region, stops } = tripFixture();
    const good = `numberOfPeople=2&boatId=${boat._id}&activities=${stops[0]!._id}`;
    for (const key of KEYS) {
      const rest = good
        .split('&')
        .filter((pair) => !pair.startsWith(`${key}=`))
        .join('&');
      const variants = [
        ...BAD_VALUES.map((bad) => `${key}=${bad}`),
        `${key}=a&${key}=b`,
        `${key}[]=a`,
        `${key}[a]=1`,
        `${key}[__proto__][x]=1`,
        key,
      ];
      for (const variant of variants) {
        const url = `${API}/calculate-time/${region._id}?${rest}&${variant}`;
        expectClientAnswer(url, await getJson(app, url));
      }
    }
    for (const badRegion of ['%', '%ZZ', '__proto__', 'constructor', 'a'.repeat(1999), encodeURIComponent('<b>')]) {
      const url = `${API}/calculate-time/${badRegion}?${good}`;
      expectClientAnswer(url, await getJson(app, url));
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('random query values (property-based)', async () => {
    const { boat, region } = tripFixture();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KEYS), fc.string({ unit: 'binary', maxLength: 200 }), async (key, text) => {
        const url = `${API}/calculate-time/${region._id}?numberOfPeople=3&boatId=${boat._id}&${key}=${encodeURIComponent(text)}`;
        expectClientAnswer(url, await getJson(app, url));
      }),
      { numRuns: 200 },
    );
  });
});

describe('calculate-time: the catalogue kept in memory', () => {
  it('reads once, serves the copy for its time to live, then refreshes behind a stale answer', async () => {
    let clock = 0;
    let loads = 0;
    const versions: PricingCatalogue[] = [0, 1, 2].map(() => ({}) as PricingCatalogue);
    const snapshot = catalogueSnapshot(
      async () => versions[loads++]!,
      5_000,
      () => clock,
    );
    const [first, second] = await Promise.all([snapshot.current(), snapshot.current()]);
    expect(first).toBe(versions[0]);
    expect(second).toBe(versions[0]);
    clock = 4_000;
    expect(await snapshot.current()).toBe(versions[0]);
    expect(loads).toBe(1);
    clock = 6_000;
    expect(await snapshot.current()).toBe(versions[0]);
    await new Promise((done) => setImmediate(done));
    expect(loads).toBe(2);
    expect(await snapshot.current()).toBe(versions[1]);
  });

  it('a failed refresh keeps the copy in hand and is tried again', async () => {
    let clock = 0;
    let fail = false;
    const kept = {} as PricingCatalogue;
    const snapshot = catalogueSnapshot(
      async () => {
        if (fail) throw new Error('database away');
        return kept;
      },
      1_000,
      () => clock,
    );
    expect(await snapshot.current()).toBe(kept);
    fail = true;
    clock = 2_000;
    expect(await snapshot.current()).toBe(kept);
    await new Promise((done) => setImmediate(done));
    expect(await snapshot.current()).toBe(kept);
  });
});
