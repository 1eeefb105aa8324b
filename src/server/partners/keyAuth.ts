// Partner calls: the API key (X-API-Key, or Authorization: Bearer for OCTO), its scope and its rate limit, checked
// before the route runs, for the scope the matched route declares. Missing, unknown and revoked keys get one and the
// same 401. Each call is logged with the key's name (never the key).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_KEY_HEADER,
  KEY_REFUSED_MESSAGE,
  RATE_REFUSED_MESSAGE,
  scopeRefusedMessage,
  type ApiKeyScope,
} from '../../domain/protocol';
import type { ApiKeyRow } from '../db/partnerSchema';
import { HttpError } from '../http/errors';
import { TooManyRequests } from '../limits/rateCounters';
import { liveKey } from './apiKeys';
import { rateLimitHeaders, takeToken } from './keyBucket';

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

/** The key the request was let in with (routes declared `access.apiKey` only). */
export function partnerKeyOf(request: FastifyRequest): ApiKeyRow {
  if (!request.partnerKey) throw new Error(`${request.routeOptions.url} is not declared apiKey`);
  return request.partnerKey;
}

/** Makes room for the key on every request; answers the check the app's composition gives registerRouteAccess. */
export function apiKeyChecks(app: FastifyInstance): typeof checkApiKey {
  app.decorateRequest('partnerKey', undefined);
  return checkApiKey;
}

/**
 * The key check of a route declared `access.apiKey(scope)` (http/routeAccess.ts): the scope is the matched route's,
 * never read from the URL. Missing, unknown and revoked keys get one and the same 401; then the scope (403), then the
 * key's rate limit (429).
 */
export async function checkApiKey(request: FastifyRequest, reply: FastifyReply, scope: ApiKeyScope): Promise<void> {
  const { deps, bookingSettings } = request.server;
  const presented = presentedKey(request);
  const key = presented && presented.length <= MAX_KEY_LENGTH ? await liveKey(deps.database.db, presented) : undefined;
  if (!key) {
    void reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, KEY_REFUSED_MESSAGE, 'UNAUTHORIZED');
  }
  request.log.info({ partnerKey: key.name, keyId: key.id }, 'partner call');
  if (!key.scopes.includes(scope)) throw new HttpError(403, scopeRefusedMessage(scope), 'FORBIDDEN');
  const bucket = await takeToken(deps.database.db, key, bookingSettings.now());
  void reply.headers(rateLimitHeaders(key, bucket));
  if (bucket.wait > 0) throw new TooManyRequests(RATE_REFUSED_MESSAGE, 'TOO_MANY_REQUESTS', bucket.wait);
  request.partnerKey = key;
}
