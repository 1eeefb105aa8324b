// The demo catalogue through every read: ids are discovered through the list routes, never hard-coded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array, nullable } from 'superstruct';
import * as c from '../../src/domain/catalogue';
import { countriesAndAdventures, gallery, regionActivities } from '../../src/domain/catalogue';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { expectShape } from '../support/expectShape';
import { API, getJson, getOk, ids } from '../support/request';
import { buildTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let countries: c.Country[];
beforeAll(async () => {
  t = await buildTestApp({ seed: caymanCatalogue });
  countries = expectShape(await getOk(t.app, 'country'), array(c.country));
});
afterAll(async () => {
  await t?.close();
});

describe('demo catalogue', () => {
  it('has the launch country, reachable by id and url title', async () => {
    expect(countries.map((x) => x.urlTitle)).toContain('cayman-islands');
    for (const country of countries) {
      expect((await getOk(t.app, `country/${country._id}`))._id).toBe(country._id);
      expect(expectShape(await getOk(t.app, `country/url-title/${country.urlTitle}`), c.country)._id).toBe(country._id);
    }
    expectShape(await getOk(t.app, 'country?includeAdventures=true'), countriesAndAdventures);
  });

  it('regions, their activities for a party, itineraries and tutorials', async () => {
    for (const country of countries) {
      const regions = expectShape(await getOk(t.app, `region?country=${country.urlTitle}`), array(c.region));
      expect(regions.length).toBeGreaterThan(0);
      for (const region of regions) {
        expect((await getOk(t.app, `region/${region._id}`))._id).toBe(region._id);
        expect((await getOk(t.app, `region/url-title/${region.urlTitle}`))._id).toBe(region._id);
        const split = expectShape(
          await getOk(t.app, `activity/activities/${region._id}?totalPerson=2`),
          regionActivities,
        );
        expect(split.diningActivities.every((a) => a.type === 'Dining')).toBe(true);
        expect(split.activities.every((a) => a.type !== 'Dining')).toBe(true);
        expectShape(await getOk(t.app, `itinerary/by-region/${region._id}`), array(c.itinerary));
        const tutorial = await getJson(t.app, `${API}/tutorial/${region._id}?totalPerson=5`);
        expect(tutorial.status).toBe(200); // null for a region without hints
        expectShape(tutorial.body, nullable(c.tutorial));
        expectShape(await getOk(t.app, `pickUpLoc?region=${region._id}`), array(c.pickUpLocation));
      }
    }
  });

  it('every pick-up location, activity, itinerary, checklist item and boat by id', async () => {
    const puls = expectShape(await getOk(t.app, 'pickUpLoc'), array(c.pickUpLocation));
    for (const pul of puls) {
      expect((await getOk(t.app, `pickUpLoc/${pul._id}`))._id).toBe(pul._id);
      for (const it of expectShape(await getOk(t.app, `itinerary/by-pul/${pul._id}`), array(c.itinerary))) {
        expect(expectShape(await getOk(t.app, `itinerary/${it._id}`), c.itinerary).pickupLoc_id._id).toBe(pul._id);
      }
    }
    const activities = expectShape(await getOk(t.app, 'activity'), array(c.activity));
    expect(activities.length).toBeGreaterThan(0);
    for (const a of activities) expect((await getOk(t.app, `activity/${a._id}`))._id).toBe(a._id);
    expect(ids(await getOk(t.app, `activity/ids/${ids(activities.slice(0, 5)).join(',')}`))).toEqual(
      ids(activities.slice(0, 5)),
    );
    for (const item of expectShape(await getOk(t.app, 'boatingCL'), array(c.checklistItem))) {
      expect((await getOk(t.app, `boatingCL/${item._id}`))._id).toBe(item._id);
    }
    const boats = expectShape(await getOk(t.app, 'boat?destination=cayman-islands'), array(c.boat));
    expect(boats.length).toBeGreaterThan(0);
    for (const boat of boats) {
      expect((await getOk(t.app, `boat/${boat._id}`))._id).toBe(boat._id);
      expect((await getOk(t.app, `boat/url-title/${boat.urlTitle}`))._id).toBe(boat._id);
      const region = boat.regions[0];
      if (region) expect(ids(await getOk(t.app, `boat/compare/${region._id}?ids=${boat._id}`))).toEqual([boat._id]);
    }
    const sorted = expectShape(await getOk(t.app, 'boat?sort=maxGuests&order=desc&guests=2'), array(c.boat));
    expect(sorted.map((b) => b.maxGuests)).toEqual([...sorted.map((b) => b.maxGuests)].sort((x, y) => y - x));
  });

  it('guide, stories, notices and the map of each country', async () => {
    for (const country of countries) {
      const u = country.urlTitle;
      for (const a of expectShape(await getOk(t.app, `adventures/country/${u}`), array(c.adventure))) {
        expect((await getOk(t.app, `adventures/${a.urlTitle}`))._id).toBe(a._id);
      }
      expectShape(await getOk(t.app, `adventures/country-popular/${u}`), array(c.adventure));
      const pages = expectShape(await getOk(t.app, `destinations/country/${u}`), array(c.destination));
      for (const page of pages) {
        expect((await getOk(t.app, `destinations/urlTitle/${page.urlTitle}`))._id).toBe(page._id);
        expect(ids(await getOk(t.app, `destinations/destUrlTitle/${page.urlTitle}`))).toContain(page._id);
      }
      for (const section of c.GUIDE_SECTIONS)
        expectShape(await getOk(t.app, `destinations/country/${u}/type/${section}`), array(c.destination));
      for (const post of expectShape(await getOk(t.app, `captain-blog/country/${u}`), array(c.blogPost))) {
        expect((await getOk(t.app, `captain-blog/${post.urlTitle}`))._id).toBe(post._id);
      }
      for (const post of expectShape(await getOk(t.app, `blog?country=${u}`), array(c.blogPost))) {
        expect((await getOk(t.app, `blog/${post._id}`))._id).toBe(post._id);
      }
      expectShape(await getOk(t.app, `post?country=${u}`), array(c.post));
      expectShape(await getOk(t.app, `review?country=${u}`), array(c.review));
      expectShape(await getOk(t.app, `faq/country/${u}`), array(c.faqItem));
      for (const slug of c.POLICY_SLUGS) {
        const res = await getJson(t.app, `${API}/policy/${u}/${slug}`);
        expect([200, 404]).toContain(res.status);
        if (res.status === 200) expect(expectShape(res.body, c.policy).slug).toBe(slug);
      }
      expect(expectShape(await getOk(t.app, `gallery/country/${u}`), gallery).length).toBeGreaterThan(0);
      for (const group of expectShape(await getOk(t.app, `custom-map/groups/${u}`), array(c.mapGroup))) {
        if (group.categoryIds.length === 0) continue;
        expectShape(
          await getOk(t.app, `custom-map/categories?ids=${group.categoryIds.join(',')}`),
          array(c.mapCategory),
        );
      }
    }
    expectShape(await getOk(t.app, 'captain-blog/'), array(c.blogPost));
    expectShape(await getOk(t.app, 'blog'), array(c.blogPost));
  });

  it('page metadata of the seeded pages', async () => {
    for (const meta of caymanCatalogue.metadata) {
      expect(expectShape(await getOk(t.app, `metadata/${encodeURIComponent(meta.page)}`), c.pageMetadata).page).toBe(
        meta.page,
      );
    }
  });
});

describe('boat list', () => {
  it('lists only boats bookable on their own; bio-bay tenders stay reachable by id', async () => {
    const listed = expectShape(await getOk(t.app, 'boat?destination=cayman-islands'), array(c.boat));
    expect(listed.every((b) => b.access.includes('primary'))).toBe(true);
    const tenders = caymanCatalogue.boats.filter((b) => !b.access.includes('primary'));
    expect(tenders.length).toBeGreaterThan(0);
    for (const tender of tenders) {
      expect(listed.some((b) => b._id === tender._id)).toBe(false);
      expect((await getOk(t.app, `boat/${tender._id}`))._id).toBe(tender._id);
    }
  });
});
