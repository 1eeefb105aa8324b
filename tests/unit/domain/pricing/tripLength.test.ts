import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  charterHoursFor,
  computeTripLength,
  legMinutes,
  type TripLengthInput,
  PricingRefusal,
  seaDistanceNm,
} from '../../../../src/domain/pricing';
import { activityList, activityListTwice } from './arbitraries';
import {
  BEACH,
  BIO_BAY,
  FISHING,
  LUNCH,
  MARINA,
  REEF,
  STINGRAY,
  activity,
  at,
  boat,
  pickUp,
  planarNm,
} from './fixtures';

const trip = (overrides: Partial<TripLengthInput>) =>
  computeTripLength({
    pickUp: MARINA,
    activities: [],
    boat: boat(),
    pace: 'standard',
    distanceNm: planarNm,
    ...overrides,
  });

describe('legMinutes and charterHoursFor', () => {
  it('rounds a leg up to whole minutes, ignoring float noise', () => {
    expect(legMinutes(10, 20)).toBe(30);
    expect(legMinutes(10.01, 20)).toBe(31);
    expect(legMinutes(6.000000000001, 20)).toBe(18);
    expect(legMinutes(0, 20)).toBe(0);
  });

  it('rounds the trip up to whole hours, at least 2', () => {
    expect(charterHoursFor(0)).toBe(2);
    expect(charterHoursFor(120)).toBe(2);
    expect(charterHoursFor(121)).toBe(3);
    expect(charterHoursFor(300)).toBe(5);
  });
});

describe('computeTripLength', () => {
  it('sails out to a stop and back: legs at cruising speed plus the pace stay', () => {
    const result = trip({ activities: [STINGRAY] }); // 6 nm each way at 20 kn = 18 min
    expect(result.orderedStops).toEqual([
      { activityId: STINGRAY._id, arriveMinute: 18, stayMinutes: 45, legMinutes: 18, legNm: 6 },
    ]);
    expect(result.legs).toEqual([
      { fromId: MARINA._id, toId: STINGRAY._id, nm: 6, minutes: 18 },
      { fromId: STINGRAY._id, toId: MARINA._id, nm: 6, minutes: 18 },
    ]);
    expect(result.totalMinutes).toBe(81);
    expect(result.charterHours).toBe(2);
    expect(result.exceedsMaxHours).toBe(false);
  });

  it('gives more time at each stop when relaxed', () => {
    expect(trip({ activities: [STINGRAY], pace: 'relaxed' }).totalMinutes).toBe(96);
  });

  it('never gives a relaxed stop less than a standard one, even when the catalogue does', () => {
    const odd = { ...STINGRAY, stopMinutes: { relaxed: 10, standard: 45 } };
    expect(trip({ activities: [odd], pace: 'relaxed' }).orderedStops[0]!.stayMinutes).toBe(45);
  });

  it('sails to a separate drop-off point when one is given', () => {
    const result = trip({ activities: [LUNCH], dropOff: BEACH }); // 12 nm out, 18 nm on to the beach
    expect(result.legs.map((l) => [l.toId, l.minutes])).toEqual([
      [LUNCH._id, 36],
      [BEACH._id, 54],
    ]);
    expect(result.totalMinutes).toBe(36 + 60 + 54);
    expect(result.charterHours).toBe(3);
  });

  it('fishes for fishingHours, 3 by default', () => {
    expect(trip({ activities: [FISHING] }).orderedStops[0]!.stayMinutes).toBe(180);
    const six = trip({ activities: [FISHING], fishingHours: 6 });
    expect(six.orderedStops[0]!.stayMinutes).toBe(360);
    expect(six.totalMinutes).toBe(36 + 360 + 36);
    expect(six.charterHours).toBe(8);
    expect(six.exceedsMaxHours).toBe(false);
    expect(trip({ activities: [FISHING], fishingHours: 10 }).exceedsMaxHours).toBe(true);
  });

  it('refuses fishing hours outside 2–10 or not whole', () => {
    for (const fishingHours of [1, 11, 2.5]) {
      expect(() => trip({ activities: [FISHING], fishingHours })).toThrow(
        expect.objectContaining({ code: 'INVALID_FISHING_HOURS' }),
      );
    }
  });

  it('spends 2 hours at the bio bay whatever the pace, and visits it last', () => {
    for (const pace of ['relaxed', 'standard'] as const) {
      const result = trip({ activities: [BIO_BAY, LUNCH], pace });
      // Both directions round the triangle are equally long; without the rule the id order would put the bio bay first.
      expect(result.orderedStops.map((s) => s.activityId)).toEqual([LUNCH._id, BIO_BAY._id]);
      expect(result.orderedStops[1]!.stayMinutes).toBe(120);
    }
  });

  it('counts an activity picked twice once', () => {
    expect(trip({ activities: [STINGRAY, STINGRAY] })).toEqual(trip({ activities: [STINGRAY] }));
  });

  it('refuses a trip whose stops cannot be reached over water', () => {
    const noSea = () => Infinity;
    expect(() => trip({ activities: [REEF], distanceNm: noSea })).toThrow(PricingRefusal);
  });

  it('measures legs at sea around the land with the sea distance', () => {
    const georgeTown = pickUp('pu-george-town', at(19.2956, -81.3823));
    const rumPoint = activity('act-rum-point', 'Dining', at(19.3707, -81.2714));
    const straightNm = 7.3; // across the island, over land
    const result = computeTripLength({
      pickUp: georgeTown,
      activities: [rumPoint],
      boat: boat(),
      pace: 'standard',
      distanceNm: seaDistanceNm,
    });
    expect(result.orderedStops[0]!.legNm).toBeGreaterThan(straightNm * 1.5);
    expect(result.legs[0]!.minutes).toBe(Math.ceil((result.legs[0]!.nm / 20) * 60));
  });

  it('relaxed is never shorter than standard', () => {
    fc.assert(
      fc.property(activityList, fc.integer({ min: 2, max: 10 }), (activities, fishingHours) => {
        const relaxed = trip({ activities, fishingHours, pace: 'relaxed' });
        const standard = trip({ activities, fishingHours, pace: 'standard' });
        expect(relaxed.totalMinutes).toBeGreaterThanOrEqual(standard.totalMinutes);
        expect(relaxed.charterHours).toBeGreaterThanOrEqual(standard.charterHours);
      }),
    );
  });

  it('the order in which activities were picked never changes the trip', () => {
    fc.assert(
      fc.property(
        activityListTwice,
        fc.constantFrom('relaxed' as const, 'standard' as const),
        ([picked, repicked], pace) => {
          expect(trip({ activities: repicked, pace })).toEqual(trip({ activities: picked, pace }));
        },
      ),
    );
  });
});
