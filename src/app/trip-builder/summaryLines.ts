// The price lines of the trip summary (spec 02 §9): charter, late morning start, extra guests, meeting point, priced
// activities, drop-off, promotion, discount, taxes and fees, total. Lines worth 0 are hidden; the total always shows.
import type { CalculatedTrip } from '../../domain/calculatedTrip';
import { SUMMARY_LINES } from '../../domain/labels';
import { extraGuestsLabel, hourCharterLabel } from '../../domain/tripLabels';

export interface SummaryPriceLine {
  key: string;
  label: string;
  cents: number;
}

export const PROMOTION_LINE = 'Summer Promotion';
export const DISCOUNT_LINE = 'Discount';

export function summaryLines(calculated: CalculatedTrip): SummaryPriceLine[] {
  const s = calculated.tripSummary;
  const lines: SummaryPriceLine[] = [
    { key: 'charter', label: hourCharterLabel(calculated.result.time), cents: s.boatPriceRateAndExtraHour.price },
    { key: 'late-morning', label: SUMMARY_LINES.lateMorningStart, cents: s.lateMorningFee.price },
    { key: 'extra-guests', label: extraGuestsLabel(s.extraGuestsForBoat.data.count), cents: s.boatPriceForExtraGuests.price },
    { key: 'pick-up', label: s.pull.data?.name ?? 'Meeting point', cents: s.pull.price },
    ...s.activities.map((a) => ({ key: `activity-${a.data._id}`, label: a.data.name, cents: a.price })),
    { key: 'drop-off', label: s.doll.data?.name ?? 'Drop-off', cents: s.doll.price },
    { key: 'promotion', label: s.promotion.data?.name ?? PROMOTION_LINE, cents: s.promotion.price },
    { key: 'discount', label: DISCOUNT_LINE, cents: s.discount.price },
    { key: 'taxes', label: SUMMARY_LINES.taxesAndFees, cents: s.taxes.price },
  ];
  return [...lines.filter((line) => line.cents !== 0), { key: 'total', label: SUMMARY_LINES.total, cents: s.totalPrice.price }];
}
