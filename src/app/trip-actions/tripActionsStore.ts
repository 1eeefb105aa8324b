// Which trip-action step is open: save → thanks; share_social → share → confirm_sent;
// send → send_query → confirm_submit; and the call-request steps. Kept apart from the trip, so it is never stored.
import { proxy } from 'valtio';
import type { InquiryQuestions } from '../../domain/inquiry';
import { builderUi } from '../state/builderUi';
import { tripStore } from '../state/tripStore';

export type TripActionStep =
  'save' | 'share_social' | 'send' | 'share' | 'thanks' | 'confirm_sent' | 'confirm_submit' | 'send_query';
export type CallStep = 'call' | 'call-now' | 'send-time' | 'send-who-in' | 'send-phone' | 'thanks';

/** What the last submission came to: sent (with the server's reference) or waiting on the device. */
export interface Delivery {
  queued: boolean;
  inquiryRef: string | null;
  /** Who it went to, for the thanks text. */
  to: string;
}

export const tripActionsUi = proxy({
  step: null as TripActionStep | null,
  delivery: null as Delivery | null,
  /** 'Send Booking Inquiry' step 1, kept for step 2. */
  questions: null as InquiryQuestions | null,
  call: null as CallStep | null,
  callDraft: { preferredTime: '', adults: 1, children: 0 },
  /** 'Boat Trip Shared with You!', with the sharer's name when the link's inquiry names it. */
  sharedWithYou: false,
  sharedBy: null as string | null,
});

/** Save, share and send need a boat and at least one activity; otherwise the builder's 'Hold on...' prompt opens. */
const tripIsReady = () => tripStore.boatId !== null && tripStore.activities.length > 0;

export function openTripAction(step: 'save' | 'share_social' | 'send'): void {
  if (!tripIsReady()) {
    builderUi.holdOn = 'boatAndActivities';
    return;
  }
  builderUi.summary = null;
  tripActionsUi.delivery = null;
  tripActionsUi.step = step;
}

export const closeTripAction = () => {
  tripActionsUi.step = null;
};

export function finishTripAction(step: 'thanks' | 'confirm_sent' | 'confirm_submit', delivery: Delivery): void {
  tripActionsUi.delivery = delivery;
  tripActionsUi.step = step;
}

export function openCallRequest(): void {
  builderUi.summary = null;
  tripActionsUi.delivery = null;
  tripActionsUi.callDraft = {
    preferredTime: '',
    adults: Math.max(1, tripStore.adult),
    children: tripStore.children,
  };
  tripActionsUi.call = 'call';
}

export function openSharedWithYou(sharedBy: string | null): void {
  tripActionsUi.sharedBy = sharedBy;
  tripActionsUi.sharedWithYou = true;
}
