// What the email calls answer (POST /api/v1/web/email/*) and the refusals a guest may see from them.
import { literal, object, type Infer } from 'superstruct';
import { string } from '../schema/boundedString';

/** save-itinerary, shared-itinerary, booking-inquiry, booking-inquiry-trip, call-request. */
export const inquiryAnswer = object({ status: literal('success'), inquiryRef: string() });
export type InquiryAnswer = Infer<typeof inquiryAnswer>;

/** post-feedback. */
export const feedbackAnswer = object({ status: literal('success') });
export type FeedbackAnswer = Infer<typeof feedbackAnswer>;

/**
 * The query of an emailed trip link that reopens its inquiry: the reference and the server's signature of it
 * (GET inquiry-data/inquiryRef/{ref}?token=… answers only to the signed link or the device that sent the inquiry).
 */
export const INQUIRY_LINK_PARAMS = { ref: 'inquiryRef', token: 'inquiryToken' } as const;

// No fixed text exists for these; they are written once here.
export const TOO_MANY_EMAILS = 'Too many emails have been sent to this address today. Please try again tomorrow.';
export const TOO_MANY_SUBMISSIONS =
  'You have sent many messages in a short time. Please try again in an hour, or call us.';
export const UNKNOWN_COUNTRY = 'Unknown country';
