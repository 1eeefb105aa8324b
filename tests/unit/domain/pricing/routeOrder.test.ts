import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeOrder, type RouteStop } from '../../../../src/domain/pricing';
import { at, planarNm } from './fixtures';

const stop = (id: string, lat: number, lng: number, rank?: number): RouteStop => ({ id, position: at(lat, lng), rank });
const ids = (stops: RouteStop[]) => stops.map((s) => s.id);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

const routeNm = (stops: RouteStop[]) => {
  const points = [at(0, 0), ...stops.map((s) => s.position), at(0, 0)];
  return points.slice(1).reduce((sum, p, i) => sum + planarNm(points[i]!, p), 0);
};

describe('routeOrder', () => {
  it('visits stops along a line in order, out and back', () => {
    const stops = [stop('c', 0.3, 0), stop('a', 0.1, 0), stop('b', 0.2, 0)];
    const route = routeOrder(at(0, 0), at(0.4, 0), stops, planarNm);
    expect(ids(route.stops)).toEqual(['a', 'b', 'c']);
    expect(route.nm).toBeCloseTo(24, 9);
  });

  it('goes straight from start to end without stops', () => {
    expect(routeOrder(at(0, 0), at(0, 0.5), [], planarNm)).toEqual({ stops: [], nm: 30 });
  });

  it('breaks ties by id, whatever the order of picking', () => {
    // A round trip around a square: clockwise and anticlockwise are equally long.
    const square = [stop('d', 0, 0.1), stop('b', 0.1, 0), stop('c', 0.1, 0.1)];
    const first = ids(routeOrder(at(0, 0), at(0, 0), square, planarNm).stops);
    expect(first).toEqual(['b', 'c', 'd']);
    for (const picked of permutations(square))
      expect(ids(routeOrder(at(0, 0), at(0, 0), picked, planarNm).stops)).toEqual(first);
  });

  it('puts higher-rank stops after lower-rank ones even when a detour results', () => {
    const stops = [stop('near', 0.1, 0, 1), stop('far', 0.5, 0)];
    expect(ids(routeOrder(at(0, 0), at(0, 0), stops, planarNm).stops)).toEqual(['far', 'near']);
  });

  it('never leads with a notFirst stop while another stop of its rank could lead, even when a detour results', () => {
    const lunch = { ...stop('lunch', 0.1, 0), notFirst: true };
    expect(ids(routeOrder(at(0, 0), at(0, 0), [lunch, stop('reef', 0.5, 0)], planarNm).stops)).toEqual([
      'reef',
      'lunch',
    ]);
    // Alone before a higher rank, or only notFirst stops: one of them has to lead.
    expect(ids(routeOrder(at(0, 0), at(0, 0), [lunch, stop('glow', 0.2, 0, 1)], planarNm).stops)).toEqual([
      'lunch',
      'glow',
    ]);
    expect(
      ids(routeOrder(at(0, 0), at(0, 0), [lunch, { ...stop('dinner', 0.3, 0), notFirst: true }], planarNm).stops),
    ).toEqual(['dinner', 'lunch']); // a tie, broken by id
  });

  it('refuses duplicate ids', () => {
    expect(() => routeOrder(at(0, 0), at(0, 0), [stop('a', 0, 0), stop('a', 1, 1)], planarNm)).toThrow(/duplicate/);
  });

  const points = fc
    .uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 3 }),
        lat: fc.integer({ min: -20, max: 20 }),
        lng: fc.integer({ min: -20, max: 20 }),
      }),
      { minLength: 0, maxLength: 6, selector: (p) => p.id },
    )
    .map((list) => list.map((p) => stop(p.id, p.lat / 100, p.lng / 100)));

  it('finds the exact shortest order (checked against every permutation)', () => {
    fc.assert(
      fc.property(points, (stops) => {
        const best = Math.min(...permutations(stops).map(routeNm));
        const route = routeOrder(at(0, 0), at(0, 0), stops, planarNm);
        expect(route.nm).toBeCloseTo(best, 9);
        expect(routeNm(route.stops)).toBeCloseTo(best, 9);
        expect([...ids(route.stops)].sort()).toEqual([...ids(stops)].sort());
      }),
    );
  });

  it('finds the shortest order among those that lead with a stop allowed first', () => {
    const mixed = points.chain((stops) =>
      fc
        .array(fc.boolean(), { minLength: stops.length, maxLength: stops.length })
        .map((flags) => stops.map((s, i) => ({ ...s, notFirst: flags[i] }))),
    );
    fc.assert(
      fc.property(mixed, (stops) => {
        const someMayLead = stops.some((s) => !s.notFirst);
        const allowed = permutations(stops).filter(
          (order) => order.length === 0 || !someMayLead || !order[0]!.notFirst,
        );
        const route = routeOrder(at(0, 0), at(0, 0), stops, planarNm);
        expect(route.nm).toBeCloseTo(Math.min(...allowed.map(routeNm)), 9);
        if (someMayLead) expect(route.stops[0]!.notFirst).toBeFalsy();
      }),
    );
  });

  it('never depends on the order in which stops were picked', () => {
    fc.assert(
      fc.property(
        points.chain((stops) => fc.tuple(fc.constant(stops), fc.shuffledSubarray(stops, { minLength: stops.length }))),
        ([stops, shuffled]) => {
          expect(ids(routeOrder(at(0, 0), at(0, 0), shuffled, planarNm).stops)).toEqual(
            ids(routeOrder(at(0, 0), at(0, 0), stops, planarNm).stops),
          );
        },
      ),
    );
  });
});
