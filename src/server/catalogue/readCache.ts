// Catalogue reads from memory: the first 200 answer of each URL is kept with its ETag and its brotli and gzip bodies,
// compressed once; later requests are answered from here (304 when the client holds that ETag) without the database.
// Answers are kept for one catalogue revision (revision.ts): an office's change or an import, on this process or
// another, empties the cache within REVISION_CHECK_MS.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { encodingFor, Precompressed } from '../http/precompressed';
import { BoundedMap } from '../boundedMap';
import { catalogueRevision } from './revision';

/** Revalidated on every use: cheap with the ETag, and a changed catalogue shows at once. */
const CATALOGUE_CACHE_CONTROL = 'public, no-cache';
/** URLs kept at most (query strings make many); the oldest go first. */
const MAX_ENTRIES = 2000;

interface Entry {
  etag: string;
  bodies: Precompressed;
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  void reply.header('ETag', entry.etag).header('Cache-Control', CATALOGUE_CACHE_CONTROL);
  const tags = String(request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim());
  if (tags.includes(entry.etag) || tags.includes('*')) return reply.header('Vary', 'Accept-Encoding').code(304).send();
  return entry.bodies.send(request, reply);
}

function makeEntry(payload: string): Entry {
  const bodies = new Precompressed(payload, true);
  return { etag: `"${createHash('sha1').update(bodies.identity).digest('base64url')}"`, bodies };
}

/**
 * Registered inside the catalogue's scope, so its hooks see only catalogue routes; private answers set their own
 * Cache-Control and are never kept.
 */
export const catalogueReadCache: FastifyPluginAsync = fp(
  async (app) => {
    const entries = new BoundedMap<string, Entry>(MAX_ENTRIES);
    let keptRevision: number | undefined;

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET') return;
      const revision = await catalogueRevision(app.deps.database.db);
      if (revision !== keptRevision) {
        entries.clear();
        keptRevision = revision;
      }
      const entry = entries.get(request.url);
      if (entry) return send(request, reply, entry);
    });

    // The route's own answer: kept (when it is a public 200 JSON answer) and sent the same way as later ones.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (reply.hasHeader('Cache-Control') || reply.hasHeader('Content-Encoding') || entries.has(request.url))
        return payload;
      const entry = makeEntry(payload);
      entries.set(request.url, entry);
      void reply
        .header('ETag', entry.etag)
        .header('Cache-Control', CATALOGUE_CACHE_CONTROL)
        .header('Vary', 'Accept-Encoding');
      const encoding = encodingFor(request);
      if (encoding === 'identity') return payload;
      void reply.header('Content-Encoding', encoding);
      return entry.bodies.body(encoding);
    });
  },
  { name: 'catalogue-read-cache' },
);
