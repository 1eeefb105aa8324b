// The price lines of a trip (amounts from pricing/priceTrip.ts), the one list that the builder's Trip Summary, the
// booking step, the confirmation page, its PDF and the confirmation email all show: charter, late-morning start, extra
// guests, meeting point, priced stops, drop-off, promotion, discount, taxes and fees, then the total. Lines worth 0 are
// hidden; the total always shows. Promotion and discount lines are negative, so the lines add up to the total. Amounts
// are shown with formatPriceLine (money.ts).
import type { TripSummary } from '../pricing/calculatedTrip';
import { SUMMARY_LINES } from './labels';
import { boatModelLabel, extraGuestsLabel, hourCharterLabel } from './tripLabels';

export interface PriceLine {
  /** 'boat', 'charter', 'late-morning', 'extra-guests', 'pick-up', 'activity-{n}-{id}', 'drop-off', 'promotion',
   * 'discount', 'taxes' or 'total'. */
  key: string;
  label: string;
  cents: number;
}

export function priceLines(s: TripSummary): PriceLine[] {
  const lines: PriceLine[] = [
    { key: 'boat', label: boatModelLabel(s.boat.data), cents: s.boat.price },
    {
      key: 'charter',
      label: hourCharterLabel(s.boatPriceRateAndExtraHour.data.hours),
      cents: s.boatPriceRateAndExtraHour.price,
    },
    { key: 'late-morning', label: SUMMARY_LINES.lateMorningStart, cents: s.lateMorningFee.price },
    {
      key: 'extra-guests',
      label: extraGuestsLabel(s.extraGuestsForBoat.data.count),
      cents: s.boatPriceForExtraGuests.price,
    },
    { key: 'pick-up', label: s.pull.data?.name ?? SUMMARY_LINES.meetingPoint, cents: s.pull.price },
    ...s.activities.map((a, i) => ({ key: `activity-${i}-${a.data._id}`, label: a.data.name, cents: a.price })),
    { key: 'drop-off', label: s.doll.data?.name ?? SUMMARY_LINES.dropOff, cents: s.doll.price },
    { key: 'promotion', label: s.promotion.data?.name ?? SUMMARY_LINES.promotion, cents: s.promotion.price },
    { key: 'discount', label: SUMMARY_LINES.discount, cents: s.discount.price },
    { key: 'taxes', label: SUMMARY_LINES.taxesAndFees, cents: s.taxes.price },
  ];
  return [
    ...lines.filter((line) => line.cents !== 0),
    { key: 'total', label: SUMMARY_LINES.total, cents: s.totalPrice.price },
  ];
}
