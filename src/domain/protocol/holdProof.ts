// A hold from a network that already holds many slots needs a proof of work (issue #14). The server answers 428 with
// HOLD_PROOF_REQUIRED; the app fetches a hold challenge (GET captcha/challenge?purpose=hold), solves it on the device
// and sends the same request again, same Idempotency-Key, with the solved challenge in HOLD_PROOF_HEADER.
export const HOLD_PROOF_REQUIRED = 'PROOF_REQUIRED';
export const HOLD_PROOF_HEADER = 'X-Hold-Proof';
/** GET captcha/challenge?purpose=… */
export const HOLD_PROOF_PURPOSE = 'hold';
export const HOLD_PROOF_MESSAGE =
  'Many time slots are being held from your network right now. Please try again in a moment.';
