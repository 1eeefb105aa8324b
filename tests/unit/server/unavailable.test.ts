// Which errors are answered 503 'try again' (the database cannot be reached) and which are the request's own.
import { describe, expect, it } from 'vitest';
import { unavailableOrUndefined } from '../../../src/server/http/errors';

const withCode = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('a database outage, told from a request that failed', () => {
  it('answers 503 with Retry-After when the database cannot be reached', () => {
    const refused = new Error('query failed', {
      cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    });
    expect(unavailableOrUndefined(refused)).toMatchObject({ statusCode: 503, retryAfterSeconds: 5 });
    expect(
      unavailableOrUndefined(withCode('terminating connection due to administrator command', '57P01')),
    ).toMatchObject({ statusCode: 503 });
  });

  it('leaves a client that went away while sending its body to Fastify (a 4xx), not a database outage', () => {
    expect(unavailableOrUndefined(withCode('aborted', 'ECONNRESET', { statusCode: 400 }))).toBeUndefined();
  });

  it('leaves a statement that failed to the error handler', () => {
    expect(unavailableOrUndefined(withCode('duplicate key value violates unique constraint', '23505'))).toBeUndefined();
  });
});
