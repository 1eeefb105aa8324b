// OCTO's error bodies, `{ error, errorMessage }` plus the offending id where OCTO names one. Every error inside the
// OCTO routes is answered in this shape: our own refusals (a 400 from a schema, a slot taken, a missing key) are
// translated here, so the guest API keeps its `{ message, code }`.
import type { FastifyInstance } from 'fastify';
import type { OctoErrorCode } from '../../domain/protocol';
import { HttpError, unavailableOrUndefined } from '../http/errors';
import { HoldConflict } from '../booking/holdPlan';

export class OctoError extends Error {
  constructor(
    readonly error: OctoErrorCode,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** OCTO answers every caller mistake with 400, except the key (401) and its scope (403). */
const STATUS: Partial<Record<OctoErrorCode, number>> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INTERNAL_SERVER_ERROR: 500,
};

export const invalidProduct = (productId: string) =>
  new OctoError('INVALID_PRODUCT_ID', `There is no product ${productId}.`, { productId });
export const invalidOption = (optionId: string) =>
  new OctoError('INVALID_OPTION_ID', `This product has no option ${optionId}.`, { optionId });
export const invalidAvailability = (availabilityId: string, why = 'This product and option have no such start.') =>
  new OctoError('INVALID_AVAILABILITY_ID', why, { availabilityId });
export const invalidBooking = (uuid: string) =>
  new OctoError('INVALID_BOOKING_UUID', `There is no booking ${uuid}.`, { uuid });
export const unprocessable = (message: string) => new OctoError('UNPROCESSABLE_ENTITY', message);

function octoCodeOf(error: HttpError): OctoErrorCode {
  if (error.statusCode === 401) return 'UNAUTHORIZED';
  if (error.statusCode === 403) return 'FORBIDDEN';
  if (error.statusCode === 400 || error.statusCode === 404 || error.statusCode === 413 || error.statusCode === 415)
    return 'BAD_REQUEST';
  return 'UNPROCESSABLE_ENTITY';
}

export function registerOctoErrors(app: FastifyInstance): void {
  app.setErrorHandler((thrown, request, reply) => {
    const unavailable = unavailableOrUndefined(thrown);
    if (unavailable) {
      request.log.warn({ err: thrown }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(unavailable.retryAfterSeconds))
        .send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: unavailable.message });
    }
    const error = thrown;
    if (error instanceof OctoError) {
      return reply
        .status(STATUS[error.error] ?? 400)
        .send({ error: error.error, errorMessage: error.message, ...error.extra });
    }
    if (error instanceof HoldConflict)
      return reply
        .status(400)
        .send({ error: 'UNPROCESSABLE_ENTITY', errorMessage: error.message, reason: error.reason });
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      // A rate-limited key is told so with 429, which every HTTP client knows how to wait for.
      if (error.statusCode === 429)
        return reply.status(429).send({ error: 'TOO_MANY_REQUESTS', errorMessage: error.message });
      const code = octoCodeOf(error);
      return reply.status(STATUS[code] ?? 400).send({ error: code, errorMessage: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: (error as Error).message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'Something went wrong!' });
  });
}
