// The Payment Summary lines of the confirmation page (spec 02 §5, §9): only lines worth something show; Total always does.
import type { BookingInfo } from '../../domain/bookingConfirmed';
import { SUMMARY_LINES } from '../../domain/labels';
import { extraGuestsLabel, hourCharterLabel } from '../../domain/tripLabels';

export interface PaymentLine {
  key: string;
  label: string;
  cents: number;
}

export const PROMOTION_LINE = 'Summer Promotion';
export const DISCOUNT_LINE = 'Discount';

/** What the lines read: a confirmed booking, or a reservation before it has a reference. */
export type PricedBooking = Pick<BookingInfo, 'tripSummary' | 'feeLateMorning' | 'extraGuestsForBoat' | 'boatPriceForExtraGuests'>;

export const boatLabel = (info: Pick<BookingInfo, 'tripSummary'>) => {
  const { size, madeBy, boatModel } = info.tripSummary.boat.data.boatInfo;
  return `${size}' ${madeBy} ${boatModel}`;
};

/**
 * Every priced line in the order the spec lists them. Promotion and discount lines are negative: they are kept so that
 * the lines add up to the total the guest paid.
 */
export function paymentLines(info: PricedBooking): PaymentLine[] {
  const s = info.tripSummary;
  const lines: PaymentLine[] = [
    { key: 'boat', label: boatLabel(info), cents: s.boat.price },
    { key: 'charter', label: hourCharterLabel(s.boatPriceRateAndExtraHour.data.hours), cents: s.boatPriceRateAndExtraHour.price },
    { key: 'late-morning', label: SUMMARY_LINES.lateMorningStart, cents: info.feeLateMorning },
    { key: 'extra-guests', label: extraGuestsLabel(info.extraGuestsForBoat), cents: info.boatPriceForExtraGuests },
    { key: 'pick-up', label: s.pull.data?.name ?? '', cents: s.pull.price },
    ...s.activities.map((a, i) => ({ key: `activity-${i}-${a.data._id}`, label: a.data.name, cents: a.price })),
    { key: 'extra-item', label: s.doll.data?.name ?? '', cents: s.doll.price },
    { key: 'promotion', label: s.promotion.data?.name ?? PROMOTION_LINE, cents: s.promotion.price },
    { key: 'discount', label: DISCOUNT_LINE, cents: s.discount.price },
    { key: 'taxes', label: SUMMARY_LINES.taxesAndFees, cents: s.taxes.price },
  ];
  return [...lines.filter((line) => line.cents !== 0), { key: 'total', label: SUMMARY_LINES.total, cents: s.totalPrice.price }];
}
