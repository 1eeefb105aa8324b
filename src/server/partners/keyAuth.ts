// Partner calls: the API key (X-API-Key, or Authorization: Bearer for OCTO), its scope and its rate limit, checked
// before the route runs. Missing, unknown and revoked keys get one and the same 401. Each call is logged with the
// key's name (never the key).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, KEY_REFUSED_MESSAGE, RATE_REFUSED_MESSAGE, scopeRefusedMessage, type ApiKeyScope } from '../../domain/partnerKeys';
import type { ApiKeyRow } from '../db/partnerSchema';
import { HttpError } from '../http/errors';
import { TooManyRequests } from '../limits/rateCounters';
import { liveKey } from './apiKeys';
import { takeToken } from './keyBucket';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner's key, once keyAuth has let the request in. */
    partnerKey?: ApiKeyRow;
  }
}

const MAX_KEY_LENGTH = 200;

function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER.toLowerCase()];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct) return direct.trim();
  const auth = request.headers.authorization;
  const bearer = typeof auth === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
  return bearer;
}

/** The key the request was let in with (routes behind keyAuth only). */
export const partnerKeyOf = (request: FastifyRequest): ApiKeyRow => request.partnerKey!;

/** Adds the key check to every route of this plugin: `scopeOf` names the scope a request needs. */
export function requireApiKey(app: FastifyInstance, scopeOf: (request: FastifyRequest) => ApiKeyScope): void {
  if (!app.hasRequestDecorator('partnerKey')) app.decorateRequest('partnerKey', undefined);
  app.addHook('onRequest', async (request, reply) => {
    const scope = scopeOf(request);
    const presented = presentedKey(request);
    const key = presented && presented.length <= MAX_KEY_LENGTH ? await liveKey(app.deps.database.db, presented) : undefined;
    if (!key) {
      void reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, KEY_REFUSED_MESSAGE, 'UNAUTHORIZED');
    }
    request.log.info({ partnerKey: key.name, keyId: key.id }, 'partner call');
    if (!key.scopes.includes(scope)) throw new HttpError(403, scopeRefusedMessage(scope), 'FORBIDDEN');
    const wait = await takeToken(app.deps.database.db, key, app.bookingSettings.now());
    if (wait > 0) throw new TooManyRequests(RATE_REFUSED_MESSAGE, 'TOO_MANY_REQUESTS', wait);
    request.partnerKey = key;
  });
}
