import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array } from 'superstruct';
import * as c from '../../src/domain/catalogue';
import { regionActivities } from '../../src/domain/catalogue';
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

describe('activity', () => {
  it('lists every activity in position order', async () => {
    const body = expectShape(await getOk(t.app, 'activity'), array(c.activity));
    expect(ids(body)).toEqual(['act-snorkel', 'act-lunch', 'act-fishing', 'act-sandbar', 'act-nassau-reef']);
  });

  it('finds one by _id or by the booking service activityId', async () => {
    expect(expectShape(await getOk(t.app, 'activity/act-lunch'), c.activity).type).toBe('Dining');
    expect((await getOk(t.app, 'activity/EXT-act-fishing'))._id).toBe('act-fishing');
    expect((await getJson(t.app, `${API}/activity/act-nope`)).status).toBe(404);
  });

  it('lists by ids, optionally filtered by type', async () => {
    expect(
      ids(expectShape(await getOk(t.app, 'activity/ids/act-lunch,act-snorkel,act-nope'), array(c.activity))),
    ).toEqual(['act-snorkel', 'act-lunch']);
    expect(
      ids(await getOk(t.app, 'activity/ids/act-lunch,act-snorkel,act-fishing?typeIds=Dining,Deep%20sea%20fishing')),
    ).toEqual(['act-lunch', 'act-fishing']);
    expect(ids(await getOk(t.app, 'activity/ids/act-lunch,act-snorkel?typeIds=Activity&typeIds=Dining'))).toEqual([
      'act-snorkel',
      'act-lunch',
    ]);
  });

  it('lists by country', async () => {
    expect(ids(await getOk(t.app, 'activity/country/bahamas-fixture'))).toEqual(['act-nassau-reef']);
    expect((await getJson(t.app, `${API}/activity/country/atlantis`)).status).toBe(404);
  });
});

describe('activity/activities/{regionId}', () => {
  it('splits the region activities into activities and dining', async () => {
    const body = expectShape(await getOk(t.app, 'activity/activities/reg-north?totalPerson=4'), regionActivities);
    expect(ids(body.activities)).toEqual(['act-snorkel', 'act-fishing', 'act-sandbar']);
    expect(ids(body.diningActivities)).toEqual(['act-lunch']);
  });

  it('keeps only activities that a boat of the region seating the party serves', async () => {
    const big = await getOk(t.app, 'activity/activities/reg-north?totalPerson=10');
    expect(ids(big.activities)).toEqual(['act-snorkel', 'act-sandbar']);
    expect(ids(big.diningActivities)).toEqual(['act-lunch']);
    expect(await getOk(t.app, 'activity/activities/north?totalPerson=30')).toEqual({
      activities: [],
      diningActivities: [],
    });
    expect(ids((await getOk(t.app, 'activity/activities/reg-west?totalPerson=10')).activities)).toEqual([
      'act-snorkel',
    ]);
  });

  it('defaults totalPerson to 1 and 404s on an unknown region', async () => {
    expect(ids((await getOk(t.app, 'activity/activities/reg-west')).activities)).toEqual(['act-snorkel']);
    expect((await getJson(t.app, `${API}/activity/activities/reg-nope?totalPerson=2`)).status).toBe(404);
  });
});

describe('tutorial', () => {
  it('answers the tutorial of a region', async () => {
    expect(expectShape(await getOk(t.app, 'tutorial/reg-north?totalPerson=5'), c.tutorial).boat).toBe('Pick a boat.');
  });

  it('answers null for a region without one, and 404s on an unknown region', async () => {
    const none = await getJson(t.app, `${API}/tutorial/reg-west?totalPerson=5`);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const unknown = await getJson(t.app, `${API}/tutorial/reg-nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
  });
});
