// A JSON answer sent to many clients compressed once per encoding, not once per request (@fastify/compress would
// compress every reply again). Used by the catalogue's read cache, the slot search's kept answers and the service
// worker's precache bundle.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

export function encodingFor(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * Brotli's quality for bodies compressed once and sent many times: a rendered page is ~10 % smaller than at 9 (the trip
 * builder 14.6 → 13.1 KB, ~70 ms once per render), so that it fits TCP's first congestion window of 14.6 KB with its
 * headers: one round trip less before the first paint.
 */
export const BEST_BROTLI_QUALITY = 11;

/** The bodies of one payload, each compressed on first use; `best` spends more time once for smaller bodies. */
export class Precompressed {
  readonly identity: Buffer;
  private readonly bodies = new Map<Encoding, Buffer>();

  constructor(
    payload: string | Uint8Array,
    private readonly best = false,
  ) {
    this.identity = Buffer.from(payload);
    this.bodies.set('identity', this.identity);
  }

  body(encoding: Encoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.identity, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: this.best ? BEST_BROTLI_QUALITY : 5,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipSync(this.identity, { level: this.best ? 9 : 6 });
      this.bodies.set(encoding, body);
    }
    return body;
  }

  /** Sends the body the request accepts, as JSON unless told otherwise. */
  send(request: FastifyRequest, reply: FastifyReply, type = 'application/json; charset=utf-8') {
    const encoding = encodingFor(request);
    void reply.type(type).header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    return reply.send(this.body(encoding));
  }
}
