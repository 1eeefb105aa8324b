import { describe, expect, it } from 'vitest';
import { priceLines } from '../../../src/domain/texts';
import { BOOKING } from '../app/confirmationFixture';

// The one list of price lines every summary shows (builder, booking step, confirmation, PDF, email).
describe('price lines', () => {
  it('shows only lines worth something, then the total', () => {
    expect(priceLines(BOOKING.tripSummary).map((l) => [l.label, l.cents])).toEqual([
      ['3 Hour Charter', 80_000],
      ['Extra Guests (2)', 18_000],
      ['Taxes & Fees', 12_740],
      ['Total', 110_740],
    ]);
  });

  it('adds late morning start, priced pick-up, activities and the extra item when they cost something', () => {
    const s = BOOKING.tripSummary;
    const summary = {
      ...s,
      lateMorningFee: { ...s.lateMorningFee, price: 30_000 },
      pull: { ...s.pull, price: 2_500 },
      doll: { ...s.doll, price: 1_000 },
      activities: [{ ...s.activities[0]!, price: 1_500 }],
      discount: { ...s.discount, price: -5_000 },
    };
    const labels = priceLines(summary).map((l) => l.label);
    expect(labels).toEqual([
      '3 Hour Charter',
      'Late Morning Start',
      'Extra Guests (2)',
      'Barcadere Marina',
      'Stingray City',
      'Barcadere Marina',
      'Discount',
      'Taxes & Fees',
      'Total',
    ]);
  });

  it('keeps the total even when it is zero', () => {
    const s = BOOKING.tripSummary;
    const free = {
      ...s,
      boatPriceForExtraGuests: { ...s.boatPriceForExtraGuests, price: 0 },
      boatPriceRateAndExtraHour: { ...s.boatPriceRateAndExtraHour, price: 0 },
      taxes: { ...s.taxes, price: 0 },
      totalPrice: { ...s.totalPrice, price: 0 },
    };
    expect(priceLines(free).map((l) => l.key)).toEqual(['total']);
  });
});
