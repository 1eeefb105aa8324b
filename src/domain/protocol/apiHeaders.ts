// Request headers of the API that the app sends and the server reads.
/** A repeat with the same key gets the first answer and creates nothing new. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
