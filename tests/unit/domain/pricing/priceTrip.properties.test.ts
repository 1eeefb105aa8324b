import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_PRICING_VALUES, type Boat, type PricingEntry } from '../../../../src/domain/catalogue';
import {
  type Discount,
  priceTrip,
  type PriceBreakdown,
  type PriceTripInput,
  computeTripLength,
} from '../../../../src/domain/pricing';
import { activityList, activityListTwice } from './arbitraries';
import { BEACH, MARINA, PLAIN_DATE, PROMOTION_DATE, boat, country, planarNm } from './fixtures';

const MAX_GUESTS = 12;
const OVER_GUESTS = 6;
/** Guests 7–9 pay one rate, 10–12 another. */
const SPLIT = 9;

/**
 * A rate card that never charges less for more hours: TWO_HOURS t, EACH_ADDITIONAL_HOUR e, and for a random set
 * of lengths an exact entry t + (h − 2)·e − d with 0 ≤ d ≤ e (a package deal that never undercuts a shorter trip).
 */
const rateCard = fc
  .record({
    twoHours: fc.integer({ min: 0, max: 200_000 }),
    extraHour: fc.integer({ min: 0, max: 60_000 }),
    dealShare: fc.double({ min: 0, max: 1, noNaN: true }),
    dealHours: fc.subarray([3, 4, 5, 6, 7, 8, 9, 10]),
    lowGuestRate: fc.integer({ min: 0, max: 10_000 }),
    highGuestRate: fc.integer({ min: 0, max: 10_000 }),
  })
  .map((r): PricingEntry[] => {
    const deal = Math.floor(r.extraHour * r.dealShare);
    return [
      { value: 'TWO_HOURS', price: r.twoHours },
      { value: 'EACH_ADDITIONAL_HOUR', price: r.extraHour },
      ...r.dealHours.map((h) => ({
        value: HOUR_PRICING_VALUES[h - 2]!,
        price: r.twoHours + (h - 2) * r.extraHour - deal,
      })),
      { value: 'EACH_ADDITIONAL_GUEST', price: r.lowGuestRate, from: OVER_GUESTS + 1, to: SPLIT },
      { value: 'EACH_ADDITIONAL_GUEST', price: r.highGuestRate, from: SPLIT + 1, to: MAX_GUESTS },
    ];
  });

const discount: fc.Arbitrary<Discount | undefined> = fc.option(
  fc.oneof(
    fc.record({
      discountType: fc.constant('PERCENT' as const),
      discountValue: fc.integer({ min: 0, max: 10_000 }).map((v) => v / 100),
    }),
    fc.record({
      discountType: fc.constantFrom('DOLLAR_AMOUNT' as const, 'EXTRA_FEE' as const),
      discountValue: fc.integer({ min: 0, max: 500_000 }),
    }),
  ),
  { nil: undefined },
);

const scenario = fc.record({
  pricing: rateCard,
  activities: activityList,
  hours: fc.integer({ min: 2, max: 10 }),
  adults: fc.integer({ min: 1, max: MAX_GUESTS }),
  children: fc.integer({ min: 0, max: MAX_GUESTS }),
  pickUp: fc.constantFrom(MARINA, BEACH),
  date: fc.constantFrom(PLAIN_DATE, PROMOTION_DATE),
  startTime: fc.option(fc.constantFrom('08:00', '10:00', '11:00'), { nil: undefined }),
  discount,
  taxBasisPoints: fc.integer({ min: 0, max: 3_000 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

function inputOf(s: Scenario): PriceTripInput {
  const served: Boat = boat({
    pricing: s.pricing,
    maxGuests: MAX_GUESTS,
    overGuests: OVER_GUESTS,
    maxHours: 10,
    activities: s.activities.map((a) => a._id),
  });
  return {
    boat: served,
    charterHours: s.hours,
    guests: { adults: s.adults, children: Math.min(s.children, MAX_GUESTS - s.adults) },
    pickUp: s.pickUp,
    activities: s.activities,
    country: country({ taxAndFeeBasisPoints: s.taxBasisPoints }),
    date: s.date,
    startTime: s.startTime,
    discount: s.discount,
  };
}

const lineSum = (b: PriceBreakdown) =>
  b.charter.cents +
  b.extraGuests.cents +
  b.lateMorningFee.cents +
  b.pickUp.cents +
  b.dropOff.cents +
  b.activities.reduce((sum, a) => sum + a.cents, 0) +
  b.promotion.cents;

describe('priceTrip properties', () => {
  it('adds up, in whole cents, and the total is never below 0', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const b = priceTrip(inputOf(s));
        expect(b.subtotal).toBe(lineSum(b));
        expect(b.subtotalAfterDiscount).toBe(Math.max(0, b.subtotal + b.discount.cents));
        expect(b.total).toBe(b.subtotalAfterDiscount + b.taxes.cents);
        expect(b.total).toBeGreaterThanOrEqual(0);
        expect(b.promotion.cents).toBeLessThanOrEqual(0);
        expect(b.discount.cents).toBeLessThanOrEqual(0);
        for (const cents of [b.total, b.taxes.cents, b.discount.cents, b.subtotal])
          expect(Number.isInteger(cents)).toBe(true);
      }),
    );
  });

  it('never leads with a meal when another stop could come first, and keeps the bio bay last', () => {
    fc.assert(
      fc.property(activityList, (activities) => {
        const length = computeTripLength({
          pickUp: MARINA,
          activities,
          boat: boat(),
          pace: 'standard',
          distanceNm: planarNm,
        });
        const types = length.orderedStops.map((s) => activities.find((a) => a._id === s.activityId)!.type);
        const daytime = types.filter((type) => type !== 'Bio bay');
        if (daytime.some((type) => type !== 'Dining')) expect(types[0]).not.toBe('Dining');
        expect(types.slice(daytime.length).every((type) => type === 'Bio bay')).toBe(true);
      }),
    );
  });

  it('the order in which activities were picked never changes length or price', () => {
    fc.assert(
      fc.property(
        scenario,
        activityListTwice,
        fc.constantFrom('relaxed' as const, 'standard' as const),
        (s, [picked, repicked], pace) => {
          const priced = (activities: typeof picked) => {
            const length = computeTripLength({
              pickUp: s.pickUp,
              activities,
              boat: { cruisingSpeedKnots: 20, maxHours: 12 },
              pace,
              distanceNm: planarNm,
            });
            const input = inputOf({ ...s, activities, hours: Math.min(10, length.charterHours) });
            const { activities: lines, ...rest } = priceTrip(input);
            return { length, rest, lines: [...lines].sort((a, b) => (a.activityId < b.activityId ? -1 : 1)) };
          };
          expect(priced(repicked)).toEqual(priced(picked));
        },
      ),
    );
  });

  it('within one guest-range entry more guests never cost less', () => {
    const sameRange = fc
      .oneof(
        fc.tuple(fc.integer({ min: 1, max: SPLIT }), fc.integer({ min: 1, max: SPLIT })),
        fc.tuple(fc.integer({ min: SPLIT + 1, max: MAX_GUESTS }), fc.integer({ min: SPLIT + 1, max: MAX_GUESTS })),
      )
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
    fc.assert(
      fc.property(scenario, sameRange, (s, [fewer, more]) => {
        const total = (party: number) => priceTrip({ ...inputOf(s), guests: { adults: party, children: 0 } }).total;
        expect(total(more)).toBeGreaterThanOrEqual(total(fewer));
      }),
    );
  });

  it('outside the promotion and the late-morning rule more hours never cost less', () => {
    // One hour more is where a rule would bite; longer gaps follow from it.
    fc.assert(
      fc.property(scenario, fc.integer({ min: 2, max: 9 }), (s, shorter) => {
        const total = (hours: number) =>
          priceTrip({ ...inputOf({ ...s, date: PLAIN_DATE, startTime: undefined }), charterHours: hours }).total;
        expect(total(shorter + 1)).toBeGreaterThanOrEqual(total(shorter));
      }),
      { numRuns: 300 },
    );
  });
});
