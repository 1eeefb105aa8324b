import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../../src/domain/catalogue';
import { COASTLINE, launchPoint, overWaterPath, overWaterRoute } from '../../../src/domain/geography';

const PLACES = {
  royalWatlerTerminal: { lat: 19.2951, lng: -81.3847 },
  rumPointDock: { lat: 19.3719, lng: -81.2717 },
  barcadereMarina: { lat: 19.3085, lng: -81.3738 },
  stingraySandbar: { lat: 19.3769, lng: -81.3026 },
  kittiwakeWreck: { lat: 19.3618, lng: -81.4022 },
  kaiboDock: { lat: 19.3569, lng: -81.2768 },
  starfishPoint: { lat: 19.3573, lng: -81.284 },
  boddenTownDock: { lat: 19.2777, lng: -81.2508 },
  owenIsland: { lat: 19.652, lng: -80.068 },
} satisfies Record<string, LatLng>;

// Independent of the routing code: plain ray casting on the GSHHG rings.
function onLand({ lat, lng }: LatLng): boolean {
  return COASTLINE.some((ring) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  });
}

/** Samples every leg about every 10 m. */
function touchesLand(path: LatLng[]): boolean {
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [path[i - 1], path[i]];
    const steps = Math.ceil(Math.hypot((b!.lat - a!.lat) * 111_000, (b!.lng - a!.lng) * 105_000) / 10);
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      if (onLand({ lat: a!.lat + (b!.lat - a!.lat) * t, lng: a!.lng + (b!.lng - a!.lng) * t })) return true;
    }
  }
  return false;
}

const routes: { name: string; from: LatLng; to: LatLng; ratio: [number, number] }[] = [
  {
    name: 'George Town cruise terminal → Rum Point (round West Bay)',
    from: PLACES.royalWatlerTerminal,
    to: PLACES.rumPointDock,
    ratio: [1.6, 2.1],
  },
  {
    name: 'Barcadere Marina → Stingray City sandbar (across North Sound)',
    from: PLACES.barcadereMarina,
    to: PLACES.stingraySandbar,
    ratio: [1, 1.05],
  },
  {
    name: 'George Town cruise terminal → Kittiwake wreck (along Seven Mile Beach)',
    from: PLACES.royalWatlerTerminal,
    to: PLACES.kittiwakeWreck,
    ratio: [1, 1.05],
  },
  { name: 'Rum Point → Starfish Point', from: PLACES.rumPointDock, to: PLACES.starfishPoint, ratio: [1, 1.1] },
  { name: 'Kaibo → Bodden Town (round East End)', from: PLACES.kaiboDock, to: PLACES.boddenTownDock, ratio: [3.5, 6] },
  {
    name: 'George Town → Owen Island, Little Cayman (round the south coast)',
    from: PLACES.royalWatlerTerminal,
    to: PLACES.owenIsland,
    ratio: [1, 1.1],
  },
];

describe('overWaterPath', () => {
  it.each(routes)('$name: over-water / straight ratio in bounds, never over land', ({ from, to, ratio }) => {
    const { path, metres, straightMetres } = overWaterPath(from, to);
    const [low, high] = ratio;
    expect(metres / straightMetres).toBeGreaterThanOrEqual(low - 1e-9);
    expect(metres / straightMetres).toBeLessThanOrEqual(high);
    expect(touchesLand(path)).toBe(false);
  });

  it('goes round the West Bay peninsula from George Town to Rum Point, never across it', () => {
    const { path, metres } = overWaterPath(PLACES.royalWatlerTerminal, PLACES.rumPointDock);
    // Northwest Point is near 19.39 N, 81.42 W: the path has to pass west and north of the peninsula.
    expect(Math.min(...path.map((p) => p.lng))).toBeLessThan(-81.415);
    expect(Math.max(...path.map((p) => p.lat))).toBeGreaterThan(19.39);
    expect(metres).toBeGreaterThan(24_000);
    expect(metres).toBeLessThan(30_000);
  });

  it('is symmetric', () => {
    for (const { from, to } of routes) {
      const there = overWaterPath(from, to);
      const back = overWaterPath(to, from);
      expect(Math.abs(there.metres - back.metres)).toBeLessThan(1);
    }
  });

  it('starts boats just off the shore when the point given is on land', () => {
    expect(onLand(PLACES.barcadereMarina)).toBe(true);
    const launch = launchPoint(PLACES.barcadereMarina);
    expect(onLand(launch)).toBe(false);
    expect(launchPoint(PLACES.stingraySandbar)).toEqual(PLACES.stingraySandbar);
  });

  it('joins the legs of a route with stops', () => {
    const stops = [
      PLACES.royalWatlerTerminal,
      PLACES.stingraySandbar,
      PLACES.starfishPoint,
      PLACES.royalWatlerTerminal,
    ];
    const route = overWaterRoute(stops);
    const legs = [0, 1, 2].map((i) => overWaterPath(stops[i]!, stops[i + 1]!).metres);
    expect(route.metres).toBeCloseTo(legs[0]! + legs[1]! + legs[2]!, 0);
    expect(touchesLand(route.path)).toBe(false);
  });
});
