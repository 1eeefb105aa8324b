import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  GUIDE_SECTIONS,
  ITINERARY_LENGTHS,
  POLICY_SLUGS,
  type LatLng,
  catalogueProblems,
} from '../../../src/domain/catalogue';
import { COASTLINE, insideRing } from '../../../src/domain/geography';
import { caymanCatalogue as seed } from '../../../src/server/seed/cayman';
import { IMAGE_MANIFEST } from '../../../src/server/seed/cayman/artwork/manifest';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
const ids = <T extends { _id: string }>(list: T[]) => new Set(list.map((d) => d._id));
const boatIds = ids(seed.boats);
const activityIds = ids(seed.activities);
const pickUpIds = ids(seed.pickUpLocations);
const regionIds = ids(seed.regions);
const adventureUrlTitles = new Set(seed.adventures.map((a) => a.urlTitle));
const activityById = new Map(seed.activities.map((a) => [a._id, a]));

/** Every '/images/…' string anywhere in the catalogue. */
function imagePaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/images/')) found.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => imagePaths(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imagePaths(v, found));
  return found;
}

const onLand = ({ lat, lng }: LatLng): boolean => COASTLINE.some((ring) => insideRing(ring, [lng, lat]));

/** Metres from the point to the nearest shoreline segment (flat-earth approximation, fine at this scale). */
function metresToShore({ lat, lng }: LatLng): number {
  const k = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (const ring of COASTLINE) {
    for (let i = 0; i < ring.length; i++) {
      const [x1, y1] = ring[i]!;
      const [x2, y2] = ring[(i + 1) % ring.length]!;
      const ax = (lng - x1) * k,
        ay = lat - y1,
        bx = (x2 - x1) * k,
        by = y2 - y1;
      const t = Math.max(0, Math.min(1, (ax * bx + ay * by) / (bx * bx + by * by || 1)));
      best = Math.min(best, Math.hypot(ax - t * bx, ay - t * by) * 111_320);
    }
  }
  return best;
}

const inCayman = ({ lat, lng }: LatLng) => lat > 19.2 && lat < 19.8 && lng > -81.65 && lng < -79.7;
const reachableFrom = (activityId: string, pickUpId: string) => {
  const suitable = activityById.get(activityId)!.suitablePickUpIds;
  return suitable.length === 0 || suitable.includes(pickUpId);
};

describe('Grand Cayman catalogue', () => {
  it('passes every schema and the catalogue rules the import and the editor apply', () => {
    expect(catalogueProblems(seed)).toEqual([]);
  });

  it('meets the minimum counts', () => {
    expect(seed.countries).toHaveLength(1);
    expect(seed.regions.length).toBeGreaterThanOrEqual(3);
    expect(seed.pickUpLocations.length).toBeGreaterThanOrEqual(8);
    expect(seed.activities.length).toBeGreaterThanOrEqual(15);
    for (const type of ['Dining', 'Activity', 'Deep sea fishing', 'Bio bay'])
      expect(seed.activities.some((a) => a.type === type)).toBe(true);
    expect(seed.boats.length).toBeGreaterThanOrEqual(8);
    expect(seed.adventures.length).toBeGreaterThanOrEqual(8);
    expect(seed.adventures.some((a) => a.popular)).toBe(true);
    expect(seed.blog.length).toBeGreaterThanOrEqual(6);
    expect(seed.captainBlog.length).toBeGreaterThanOrEqual(3);
    expect(seed.faq.length).toBeGreaterThanOrEqual(15);
    expect(new Set(seed.faq.map((f) => f.category))).toEqual(
      new Set(['Booking', 'On the day', 'Cruise guests', 'Payments & cancellation', 'Safety']),
    );
    expect(seed.reviews.length).toBeGreaterThanOrEqual(10);
    expect(seed.posts.some((p) => p.kind === 'BANNER')).toBe(true);
    expect(seed.tutorials.map((t) => t.regionId).sort()).toEqual([...regionIds].sort());
  });

  it('describes the country as the product decisions fix it', () => {
    const [country] = seed.countries;
    expect(country).toMatchObject({
      _id: 'country-ky',
      urlTitle: 'cayman-islands',
      code: 'KY',
      timezone: 'America/Cayman',
      mainIsland: 'Grand Cayman',
    });
    expect(country!.phone).toMatch(/^\+1345\d{7}$/);
    expect(country!.campaigns.map((c) => [c.startDate, c.endDate, c.freeHours, c.minCharterHours])).toEqual([
      ['2026-08-10', '2026-11-20', 1, 3],
      ['2027-08-10', '2027-11-20', 1, 3],
    ]);
  });

  it('keeps every reference pointing at something that exists', () => {
    const boatById = new Map(seed.boats.map((b) => [b._id, b]));
    for (const boat of seed.boats) {
      for (const id of boat.activities) expect(activityIds, `${boat._id} activity ${id}`).toContain(id);
      for (const p of [boat.pickUpLocations.main, ...boat.pickUpLocations.alternatives])
        expect(pickUpIds, `${boat._id} pick-up`).toContain(p.location);
      for (const r of boat.regions) expect(regionIds).toContain(r._id);
      for (const extra of boat.additionalBioBayBoats) {
        const bioBoat = boatById.get(extra._id);
        expect(bioBoat?.access, `${boat._id} bio-bay boat ${extra._id}`).toEqual(['bioBayAccess']);
        expect(bioBoat?.calendarId).toBe(extra.calendarId);
      }
      for (const item of boat.boatingCheckList) expect(seed.checklistItems).toContainEqual(item);
    }
    for (const a of seed.activities) {
      for (const id of a.suitablePickUpIds) expect(pickUpIds, `${a._id} suitable pick-up`).toContain(id);
      for (const id of a.regionIds) expect(regionIds).toContain(id);
      if (a.adventure) expect(adventureUrlTitles, `${a._id} adventure`).toContain(a.adventure.urlTitle);
    }
    for (const p of seed.pickUpLocations) for (const id of p.regionIds) expect(regionIds).toContain(id);
    for (const it of seed.itineraries) {
      expect(regionIds).toContain(it.regionId);
      for (const id of it.activities) expect(activityIds, `${it._id} activity`).toContain(id);
      const pickUp = seed.pickUpLocations.find((p) => p._id === it.pickupLoc_id._id);
      expect(pickUp?.coordinates, `${it._id} pick-up`).toEqual(it.pickupLoc_id.coordinates);
      if (it.adventureUrlTitle) expect(adventureUrlTitles).toContain(it.adventureUrlTitle);
    }
    for (const adv of seed.adventures) for (const id of adv.activityIds) expect(activityIds).toContain(id);
    for (const review of seed.reviews) if (review.boatId) expect(boatIds).toContain(review.boatId);
    const categoryIds = ids(seed.mapCategories);
    for (const group of seed.mapGroups) for (const id of group.categoryIds) expect(categoryIds).toContain(id);
  });

  it('has an image file under public/ for every image path, each small', () => {
    const paths = imagePaths(seed);
    for (const path of paths) expect(existsSync(join(publicDir, path)), path).toBe(true);
    expect([...IMAGE_MANIFEST.keys()].sort()).toEqual([...paths].sort());
    let total = 0;
    for (const path of paths) {
      const bytes = statSync(join(publicDir, path)).size;
      expect(bytes, path).toBeLessThan(6 * 1024);
      total += bytes;
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('places everything in the Cayman Islands, stops at sea and pick-ups at the shore', () => {
    const points: [string, LatLng][] = [
      ...seed.pickUpLocations.map((p) => [p._id, p.coordinates] as [string, LatLng]),
      ...seed.activities.map((a) => [a._id, a.geolocation] as [string, LatLng]),
      ...seed.regions.map((r) => [r._id, r.coordinates] as [string, LatLng]),
      ...seed.adventures.map((a) => [a._id, a.coordinates] as [string, LatLng]),
      ...seed.mapCategories.flatMap((c) =>
        c.items.map((i) => {
          const [lat, lng] = i.locationLink.split(',').map(Number);
          return [i._id, { lat, lng }] as [string, LatLng];
        }),
      ),
    ];
    for (const [id, point] of points) expect(inCayman(point), id).toBe(true);
    for (const p of seed.pickUpLocations) {
      expect(metresToShore(p.coordinates), p._id).toBeLessThan(150);
      expect(p.link).toBe(`https://www.google.com/maps?q=${p.coordinates.lat},${p.coordinates.lng}`);
    }
    for (const a of seed.activities) {
      if (a.type === 'Dining') expect(metresToShore(a.geolocation), a._id).toBeLessThan(150);
      else expect(onLand(a.geolocation), `${a._id} is on land`).toBe(false);
    }
  });

  it('prices every boat with a two-hour rate, an additional-hour rate and non-overlapping guest ranges', () => {
    for (const boat of seed.boats) {
      const values = boat.pricing.map((p) => p.value);
      expect(values, boat._id).toContain('TWO_HOURS');
      expect(values, boat._id).toContain('EACH_ADDITIONAL_HOUR');
      expect(boat.overGuests).toBeLessThanOrEqual(boat.maxGuests);
      expect(boat.cruisingSpeedKnots).toBeGreaterThanOrEqual(12);
      expect(boat.cruisingSpeedKnots).toBeLessThanOrEqual(28);
      const ranges = boat.pricing
        .filter((p) => p.from !== undefined || p.to !== undefined)
        .sort((a, b) => a.from! - b.from!);
      for (const [i, range] of ranges.entries()) {
        expect(range.value).toBe('EACH_ADDITIONAL_GUEST');
        expect(range.from!, boat._id).toBeGreaterThan(boat.overGuests);
        expect(range.from!).toBeLessThanOrEqual(range.to!);
        expect(range.to!).toBeLessThanOrEqual(boat.maxGuests);
        if (i > 0) expect(range.from!, `${boat._id} ranges overlap`).toBeGreaterThan(ranges[i - 1]!.to!);
      }
      if (boat.lateMorningFee > 0) expect(boat.lateMorningTimes.length).toBeGreaterThan(0);
    }
    const sizes = seed.boats.map((b) => b.boatInfo.size);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(22);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(65);
  });

  it('serves the bio bay and deep-sea fishing only with boats equipped for them', () => {
    for (const boat of seed.boats) {
      if (boat.activities.includes('act-bio-bay')) {
        expect(boat.access.includes('bioBayAccess') || boat.additionalBioBayBoats.length > 0, boat._id).toBe(true);
      }
      const fishes = boat.activities.some((id) => activityById.get(id)!.type === 'Deep sea fishing');
      expect(fishes, boat._id).toBe(boat.boatingCheckList.some((i) => i._id === 'cl-fishing-tackle'));
    }
    for (const a of seed.activities) {
      if (a.type === 'Activity' || a.type === 'Dining')
        expect(a.stopMinutes.relaxed, a._id).toBeGreaterThan(a.stopMinutes.standard);
    }
  });

  it('lets every boat reach each of its stops from one of its pick-ups', () => {
    for (const boat of seed.boats) {
      const pickUps = [boat.pickUpLocations.main, ...boat.pickUpLocations.alternatives].map((p) => p.location);
      for (const id of boat.activities)
        expect(
          pickUps.some((p) => reachableFrom(id, p)),
          `${boat._id} → ${id}`,
        ).toBe(true);
    }
  });

  it('offers a Short, Half Day and Full Day itinerary in every region that some boat can run', () => {
    for (const region of seed.regions) {
      const lengths = seed.itineraries
        .filter((i) => i.regionId === region._id)
        .map((i) => i.length)
        .sort();
      expect(lengths, region._id).toEqual([...ITINERARY_LENGTHS].sort());
    }
    expect(seed.itineraries.some((i) => i.activities.length === 0)).toBe(true);
    for (const it of seed.itineraries) {
      expect(it.minTime).toBeLessThan(it.maxTime);
      for (const id of it.activities) expect(reachableFrom(id, it.pickupLoc_id._id), `${it._id} ${id}`).toBe(true);
      const runnable = seed.boats.some(
        (b) =>
          b.access.includes('primary') &&
          b.maxHours >= it.minTime &&
          [b.pickUpLocations.main, ...b.pickUpLocations.alternatives].some((p) => p.location === it.pickupLoc_id._id) &&
          it.activities.every((id) => b.activities.includes(id)),
      );
      expect(runnable, `${it._id} has a boat`).toBe(true);
    }
  });

  it('covers every guide section, policy and page', () => {
    for (const section of GUIDE_SECTIONS)
      expect(seed.destinations.filter((d) => d.type === section).length, section).toBeGreaterThanOrEqual(2);
    const urlTitles = seed.destinations.map((d) => d.urlTitle);
    expect(urlTitles).toEqual(expect.arrayContaining(['history', 'cruise-ship-port', 'boat-safety']));
    expect(seed.destinations.find((d) => d.urlTitle === 'history')?.type).toBe('the-island');
    expect(seed.destinations.find((d) => d.urlTitle === 'cruise-ship-port')?.type).toBe('travel-info');
    expect(seed.destinations.find((d) => d.urlTitle === 'boat-safety')?.type).toBe('boating');
    expect(seed.policies.map((p) => p.slug).sort()).toEqual([...POLICY_SLUGS].sort());
    expect(seed.metadata.map((m) => m.page).sort()).toEqual(
      [
        'activity',
        'blog',
        'boat',
        'boats-and-rates',
        'booking-confirmed',
        'booking-summary',
        'compare-boats',
        'contact-us',
        'custom-trip',
        'destination',
        'faq',
        'gallery',
        'guide',
        ...GUIDE_SECTIONS.map((s) => `guide-${s}`),
        'home',
        'policies',
        'trip-builder',
      ].sort(),
    );
    for (const page of seed.metadata) expect(page.image, page.page).toMatch(/^\/images\/.+\.svg$/);
  });
});
