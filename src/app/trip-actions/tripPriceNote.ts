// A trip action mails the builder's shown price (the server's, or the device's estimate offline); this says when there
// is none yet.
import type { TripPrice } from '../state/useTripPrice';
import { TRIP_ACTIONS_TEXT } from './tripActionsMessages';

/** Why the trip cannot be mailed yet, or null when it can. */
export function priceProblem(price: TripPrice): string | null {
  if (price.shown) return null;
  if (price.refusal) return price.refusal;
  return price.checking ? TRIP_ACTIONS_TEXT.checkingPrice : TRIP_ACTIONS_TEXT.needsPrice;
}
