// Whether an error means the database cannot be reached right now (down, restarting, refusing connections), rather than
// that a statement failed: such a request is answered 503 with Retry-After, and the caller tries again (issue #52).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: connection exceptions (class 08), the server shutting down or starting (57P01-57P03), too many connections.
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
// What node-postgres and PGlite say without a code: a connection lost mid-query, a pool that waited too long, a closed
// PGlite.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
