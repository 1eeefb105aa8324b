// Errors the API answers with: JSON `{ message, code }`, 4xx for anything the caller can fix.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';

export class HttpError extends Error {
  /** Sent as Retry-After (a 429 or 503 says when to come back). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = codeFor(statusCode),
    readonly details?: unknown,
  ) {
    super(message);
  }
}

function codeFor(status: number): string {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'ERROR';
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** Seconds a caller waits before trying again while the database is unreachable (a restart takes a few). */
const DATABASE_RETRY_SECONDS = 5;
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** A database that cannot be reached is a 503 with Retry-After, never a 500: the request may simply be sent again. */
export function unavailableOrUndefined(error: unknown): HttpError | undefined {
  // A client that went away while sending its body ('aborted', ECONNRESET) is Fastify's 4xx, not a database outage.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return undefined;
  if (!isDatabaseUnavailable(error)) return undefined;
  const unavailable = new HttpError(503, UNAVAILABLE_MESSAGE, 'UNAVAILABLE');
  unavailable.retryAfterSeconds = DATABASE_RETRY_SECONDS;
  return unavailable;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown, request, reply) => {
    const unavailable = unavailableOrUndefined(thrown);
    if (unavailable) request.log.warn({ err: thrown }, 'database unavailable: answered 503');
    const error = unavailable ?? thrown;
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...(error.details ? { errors: error.details } : {}) });
    }
    const status = (error as { statusCode?: number }).statusCode;
    // Fastify's own client errors (bad JSON, body too large, unsupported media type ...).
    if (status && status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: (error as Error).message, code: (error as { code?: string }).code ?? codeFor(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong!', code: 'INTERNAL' });
  });
}

/** Fastify's router errors (bad percent-encoding, a path segment too long) in the same `{ message, code }` shape. */
export function answerFrameworkError(
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ message: 'Invalid path: a path segment is too long', code: 'URI_TOO_LONG' });
    return;
  }
  void reply
    .status(400)
    .send({ message: 'Invalid path: not a valid URL (check its percent-encoding)', code: 'BAD_REQUEST' });
}

const CLIENT_ERRORS: Record<string, { status: string; message: string; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: '408 Request Timeout',
    message: 'The request took too long to arrive',
    code: 'REQUEST_TIMEOUT',
  },
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    message: 'The request headers are too large',
    code: 'HEADERS_TOO_LARGE',
  },
};

/**
 * What node's HTTP parser refuses before Fastify sees a request (a control character in a header, a broken request
 * line), answered on the socket in the same `{ message, code }` shape instead of Fastify's default body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: '400 Bad Request',
    message: 'Invalid request: not valid HTTP (check the headers)',
    code: 'BAD_REQUEST',
  };
  const body = JSON.stringify({ message: known.message, code: known.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
