import { describe, expect, it } from 'vitest';
import { priceTrip, type PriceTripInput, PricingRefusal } from '../../../../src/domain/pricing';
import {
  BEACH,
  BIO_BAY,
  ELSEWHERE,
  FAR_DOCK,
  LUNCH,
  MARINA,
  MARINA_ONLY,
  PLAIN_DATE,
  PROMOTION_DATE,
  STINGRAY,
  activity,
  at,
  boat,
  country,
} from './fixtures';

const price = (overrides: Partial<PriceTripInput> = {}) =>
  priceTrip({
    boat: boat(),
    charterHours: 2,
    guests: { adults: 2, children: 0 },
    pickUp: MARINA,
    activities: [],
    country: country(),
    date: PLAIN_DATE,
    ...overrides,
  });

const refusal = (overrides: Partial<PriceTripInput>) => {
  try {
    price(overrides);
  } catch (error) {
    expect(error).toBeInstanceOf(PricingRefusal);
    return { code: (error as PricingRefusal).code, message: (error as PricingRefusal).message };
  }
  throw new Error('expected a refusal');
};

describe('rule 1: charter', () => {
  it('uses the entry for exactly that many hours when there is one', () => {
    expect(price({ charterHours: 2 }).charter.cents).toBe(60_000);
    expect(price({ charterHours: 3 }).charter.cents).toBe(80_000);
  });

  it('otherwise adds EACH_ADDITIONAL_HOUR to TWO_HOURS for every hour beyond 2', () => {
    expect(price({ charterHours: 4 }).charter).toEqual({
      hours: 4,
      baseCents: 110_000,
      extraFeeCents: 0,
      cents: 110_000,
    });
    expect(price({ charterHours: 8 }).charter.cents).toBe(210_000);
  });

  it('refuses when the boat has no rate for the length', () => {
    const noTwo = boat({
      pricing: [
        { value: 'THREE_HOURS', price: 80_000 },
        { value: 'EACH_ADDITIONAL_HOUR', price: 25_000 },
      ],
    });
    expect(price({ boat: noTwo, charterHours: 3 }).charter.cents).toBe(80_000);
    expect(refusal({ boat: noTwo, charterHours: 4 }).code).toBe('RATE_MISSING');
  });

  it('prefers an hour entry whose guest range holds the party', () => {
    const ranged = boat({ pricing: [...boat().pricing, { value: 'TWO_HOURS', price: 70_000, from: 5, to: 12 }] });
    expect(price({ boat: ranged, guests: { adults: 4, children: 0 } }).charter.cents).toBe(60_000);
    expect(price({ boat: ranged, guests: { adults: 4, children: 1 } }).charter.cents).toBe(70_000);
  });
});

describe('rule 2: extra guests', () => {
  it('charges nobody up to overGuests', () => {
    expect(price({ guests: { adults: 4, children: 2 } }).extraGuests).toEqual({
      count: 0,
      ratePerGuestHourCents: 0,
      cents: 0,
    });
  });

  it('charges each guest above overGuests per charter hour, children included, at the rate of the range holding the party', () => {
    expect(price({ charterHours: 4, guests: { adults: 5, children: 3 } }).extraGuests).toEqual({
      count: 2,
      ratePerGuestHourCents: 3_000,
      cents: 24_000,
    });
    expect(price({ charterHours: 2, guests: { adults: 11, children: 0 } }).extraGuests).toEqual({
      count: 5,
      ratePerGuestHourCents: 4_000,
      cents: 40_000,
    });
  });

  it('refuses a party no guest entry covers', () => {
    const short = boat({ pricing: boat().pricing.filter((e) => e.from !== 10) });
    expect(refusal({ boat: short, guests: { adults: 10, children: 0 } }).code).toBe('RATE_MISSING');
  });
});

describe('rule 3: late-morning fee', () => {
  it('applies when the start time is a late-morning time and the charter is 5 hours or less', () => {
    expect(price({ charterHours: 5, startTime: '10:00' }).lateMorningFee.cents).toBe(30_000);
    expect(price({ charterHours: 2, startTime: '11:00' }).lateMorningFee.cents).toBe(30_000);
  });

  it('does not apply past 5 hours, at other times, or before a slot is chosen', () => {
    expect(price({ charterHours: 6, startTime: '10:00' }).lateMorningFee.cents).toBe(0);
    expect(price({ charterHours: 2, startTime: '12:00' }).lateMorningFee.cents).toBe(0);
    expect(price({ charterHours: 2 }).lateMorningFee.cents).toBe(0);
  });

  it('compares times, not spellings', () => {
    expect(price({ boat: boat({ lateMorningTimes: ['9:30'] }), startTime: '09:30' }).lateMorningFee.cents).toBe(30_000);
  });

  it('makes a 5-hour late-morning trip dearer than a 6-hour one', () => {
    const five = price({ charterHours: 5, startTime: '10:00' });
    const six = price({ charterHours: 6, startTime: '10:00' });
    expect(five.total).toBe(Math.round(165_000 * 1.13));
    expect(six.total).toBe(Math.round(160_000 * 1.13));
    expect(six.total).toBeLessThan(five.total);
  });
});

describe('rule 4: pick-up, drop-off and activities', () => {
  it('adds the priced lines', () => {
    const result = price({ pickUp: BEACH, dropOff: FAR_DOCK, activities: [STINGRAY, LUNCH, BIO_BAY] });
    expect(result.pickUp).toEqual({ locationId: BEACH._id, name: BEACH.name, cents: 2_500 });
    expect(result.dropOff).toEqual({ locationId: FAR_DOCK._id, name: FAR_DOCK.name, cents: 1_000 });
    expect(result.activities.map((a) => a.cents)).toEqual([0, 1_500, 5_000]);
    expect(result.subtotal).toBe(60_000 + 2_500 + 1_000 + 1_500 + 5_000);
  });

  it('does not charge a drop-off at the pick-up point twice, nor an activity picked twice', () => {
    const result = price({ pickUp: BEACH, activities: [LUNCH, LUNCH] });
    expect(result.dropOff.cents).toBe(0);
    expect(result.activities).toHaveLength(1);
    expect(result.subtotal).toBe(60_000 + 2_500 + 1_500);
  });
});

describe('rule 5: discount', () => {
  it('PERCENT takes its share off the subtotal', () => {
    const result = price({ discount: { discountType: 'PERCENT', discountValue: 10 } });
    expect(result.discount).toEqual({ type: 'PERCENT', value: 10, cents: -6_000 });
    expect(result.subtotalAfterDiscount).toBe(54_000);
    expect(result.taxes.cents).toBe(7_020);
    expect(result.total).toBe(61_020);
    expect(price({ discount: { discountType: 'PERCENT', discountValue: 12.5 } }).discount.cents).toBe(-7_500);
    // 61 500 × 3.33 % = 2 047.95
    expect(
      price({ activities: [LUNCH], discount: { discountType: 'PERCENT', discountValue: 3.33 } }).discount.cents,
    ).toBe(-2_048);
  });

  it('DOLLAR_AMOUNT takes that many cents off, never below 0', () => {
    expect(price({ discount: { discountType: 'DOLLAR_AMOUNT', discountValue: 5_000 } }).subtotalAfterDiscount).toBe(
      55_000,
    );
    const all = price({ discount: { discountType: 'DOLLAR_AMOUNT', discountValue: 100_000 } });
    expect(all.discount.cents).toBe(-60_000);
    expect([all.subtotalAfterDiscount, all.taxes.cents, all.total]).toEqual([0, 0, 0]);
    expect(price({ discount: { discountType: 'PERCENT', discountValue: 100 } }).total).toBe(0);
  });

  it('EXTRA_FEE adds to the charter line and shows no discount', () => {
    const result = price({ discount: { discountType: 'EXTRA_FEE', discountValue: 2_000 } });
    expect(result.charter).toEqual({ hours: 2, baseCents: 60_000, extraFeeCents: 2_000, cents: 62_000 });
    expect(result.discount.cents).toBe(0);
    expect(result.subtotalAfterDiscount).toBe(62_000);
  });

  it('refuses a discount the panel would refuse', () => {
    expect(refusal({ discount: { discountType: 'FOO' as 'PERCENT', discountValue: 1 } })).toEqual({
      code: 'INVALID_DISCOUNT',
      message: 'Invalid discount type',
    });
    expect(refusal({ discount: { discountType: 'PERCENT', discountValue: Number.NaN } })).toEqual({
      code: 'INVALID_DISCOUNT',
      message: 'Discount value is required',
    });
    expect(refusal({ discount: { discountType: 'PERCENT', discountValue: 101 } }).code).toBe('INVALID_DISCOUNT');
    expect(refusal({ discount: { discountType: 'DOLLAR_AMOUNT', discountValue: -1 } }).code).toBe('INVALID_DISCOUNT');
    expect(refusal({ discount: { discountType: 'EXTRA_FEE', discountValue: 10.5 } }).code).toBe('INVALID_DISCOUNT');
  });
});

describe('rule 6: promotion', () => {
  it('gives one EACH_ADDITIONAL_HOUR free on a trip of at least 3 hours inside the window', () => {
    const result = price({ charterHours: 3, date: PROMOTION_DATE });
    expect(result.promotion).toEqual({
      campaignId: 'summer-2026',
      name: 'Summer Promotion',
      freeHours: 1,
      cents: -25_000,
    });
    expect(result.subtotal).toBe(55_000);
  });

  it('makes a 3-hour trip cheaper than a 2-hour one', () => {
    const two = price({ charterHours: 2, date: PROMOTION_DATE });
    const three = price({ charterHours: 3, date: PROMOTION_DATE });
    expect(two.promotion.cents).toBe(0);
    expect(three.total).toBeLessThan(two.total);
  });

  it('holds both ends of the window and nothing outside', () => {
    expect(price({ charterHours: 3, date: '2026-08-10' }).promotion.cents).toBe(-25_000);
    expect(price({ charterHours: 3, date: '2026-11-20' }).promotion.cents).toBe(-25_000);
    expect(price({ charterHours: 3, date: '2026-08-09' }).promotion.cents).toBe(0);
    expect(price({ charterHours: 3, date: '2026-11-21' }).promotion.cents).toBe(0);
  });

  it('comes before the discount: a percent discount applies to the promoted subtotal', () => {
    const result = price({
      charterHours: 3,
      date: PROMOTION_DATE,
      discount: { discountType: 'PERCENT', discountValue: 10 },
    });
    expect(result.discount.cents).toBe(-5_500);
    expect(result.subtotalAfterDiscount).toBe(49_500);
  });

  it('uses the most valuable campaign only, and respects its minimum length', () => {
    const base = country().campaigns[0]!;
    const two = country({
      campaigns: [base, { ...base, _id: 'double', name: 'Double', freeHours: 2, minCharterHours: 4 }],
    });
    expect(price({ country: two, charterHours: 3, date: PROMOTION_DATE }).promotion.campaignId).toBe('summer-2026');
    expect(price({ country: two, charterHours: 4, date: PROMOTION_DATE }).promotion).toMatchObject({
      campaignId: 'double',
      cents: -50_000,
    });
  });

  it('values the hour at the average hourly charter price when the boat has no EACH_ADDITIONAL_HOUR', () => {
    const noExtra = boat({ pricing: boat().pricing.filter((e) => e.value !== 'EACH_ADDITIONAL_HOUR') });
    expect(price({ boat: noExtra, charterHours: 3, date: PROMOTION_DATE }).promotion.cents).toBe(-26_667);
  });
});

describe('rule 7: taxes and fees', () => {
  it('is the country rate on the subtotal after discounts, rounded half-up', () => {
    expect(price().taxes).toEqual({ basisPoints: 1_300, cents: 7_800 });
    const fifty = activity('act-fifty', 'Activity', at(0, 0.1), { price: 50 });
    const result = price({ boat: boat({ activities: [fifty._id] }), activities: [fifty] }); // 60 050 × 13 % = 7 806.5
    expect(result.taxes.cents).toBe(7_807);
    expect(result.total).toBe(60_050 + 7_807);
    expect(price({ country: country({ taxAndFeeBasisPoints: 0 }) }).total).toBe(60_000);
  });
});

describe('refusals', () => {
  it('refuses bad inputs with the form messages', () => {
    expect(refusal({ guests: { adults: 0, children: 2 } })).toEqual({
      code: 'INVALID_GUESTS',
      message: 'Number of adults cannot be less than 1',
    });
    expect(refusal({ guests: { adults: 1, children: -1 } })).toEqual({
      code: 'INVALID_GUESTS',
      message: 'Number of kids cannot be negative',
    });
    expect(refusal({ guests: { adults: 1.5, children: 0 } }).code).toBe('INVALID_GUESTS');
    expect(refusal({ charterHours: 1 }).code).toBe('INVALID_CHARTER_HOURS');
    expect(refusal({ charterHours: 2.5 }).code).toBe('INVALID_CHARTER_HOURS');
    expect(refusal({ date: '2026-13-01' }).code).toBe('INVALID_DATE');
    expect(refusal({ startTime: '25:00' }).code).toBe('INVALID_START_TIME');
  });

  it('refuses more guests than maxGuests', () => {
    expect(refusal({ guests: { adults: 10, children: 3 } })).toEqual({
      code: 'GUESTS_OVER_MAX',
      message: 'This boat takes at most 12 guests',
    });
    expect(price({ guests: { adults: 10, children: 2 } }).extraGuests.count).toBe(6);
  });

  it('refuses a pick-up that is not one of the boat’s', () => {
    expect(refusal({ pickUp: FAR_DOCK })).toEqual({
      code: 'PICK_UP_NOT_SERVED',
      message: 'This pick-up is not available for selected vessel',
    });
    expect(price({ pickUp: BEACH }).pickUp.cents).toBe(2_500);
  });

  it('refuses an activity the boat does not serve, or one unsuitable for the pick-up', () => {
    expect(refusal({ activities: [STINGRAY, ELSEWHERE] })).toEqual({
      code: 'ACTIVITY_NOT_SERVED',
      message: `${ELSEWHERE.name} is not offered by this boat`,
    });
    expect(refusal({ pickUp: BEACH, activities: [MARINA_ONLY] })).toEqual({
      code: 'ACTIVITY_NOT_SUITABLE_FOR_PICK_UP',
      message: "This activity isn't suitable with your pick-up location",
    });
    expect(price({ pickUp: MARINA, activities: [MARINA_ONLY] }).activities[0]!.cents).toBe(500);
  });

  it('refuses a charter longer than maxHours', () => {
    expect(refusal({ charterHours: 9 }).code).toBe('CHARTER_TOO_LONG');
    expect(price({ charterHours: 8 }).charter.hours).toBe(8);
  });

  it('checks in order: inputs, guests, pick-up, activities, length', () => {
    const everything = {
      guests: { adults: 13, children: 0 },
      pickUp: FAR_DOCK,
      activities: [ELSEWHERE, MARINA_ONLY],
      charterHours: 9,
    };
    expect(refusal({ ...everything, date: 'soon' }).code).toBe('INVALID_DATE');
    expect(refusal(everything).code).toBe('GUESTS_OVER_MAX');
    expect(refusal({ ...everything, guests: { adults: 2, children: 0 } }).code).toBe('PICK_UP_NOT_SERVED');
    expect(refusal({ ...everything, guests: { adults: 2, children: 0 }, pickUp: BEACH }).code).toBe(
      'ACTIVITY_NOT_SERVED',
    );
    expect(
      refusal({ ...everything, guests: { adults: 2, children: 0 }, pickUp: BEACH, activities: [MARINA_ONLY] }).code,
    ).toBe('ACTIVITY_NOT_SUITABLE_FOR_PICK_UP');
    expect(refusal({ ...everything, guests: { adults: 2, children: 0 }, pickUp: BEACH, activities: [] }).code).toBe(
      'CHARTER_TOO_LONG',
    );
  });
});
