// The office's refund amount, typed in dollars: one rule for the refund form and the cancel-with-partial-refund form.
import { formatMoney } from '../../domain/texts';
import { OPERATOR_TEXT as T } from './operatorMessages';

/** Cents as the dollars the field shows. */
export const typedDollars = (cents: number) => (cents / 100).toFixed(2);

/** From one cent up to what is left to refund, else the message saying so. */
export const refundAmountError = (cents: number, refundableCents: number) =>
  Number.isFinite(cents) && cents >= 1 && cents <= refundableCents
    ? undefined
    : T.refundAmountProblem(formatMoney(refundableCents));
