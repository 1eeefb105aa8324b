// Security headers on every response, API and static files alike.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TLSSocket } from 'node:tls';

/** Later features (card payments) add their hosts to the policy through these lists. */
export interface CspSources {
  scriptSrc?: string[];
  connectSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
}

/** The sources of several features together. */
export function mergeCspSources(...parts: CspSources[]): CspSources {
  const merged: Required<CspSources> = { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] };
  for (const part of parts) {
    for (const key of Object.keys(merged) as Array<keyof CspSources>) merged[key].push(...(part[key] ?? []));
  }
  return merged;
}

export function contentSecurityPolicy(extra: CspSources = {}): string {
  const join = (base: string[], more: string[] = []) => [...base, ...more].join(' ');
  return [
    "default-src 'self'",
    `script-src ${join(["'self'"], extra.scriptSrc)}`,
    "style-src 'self'",
    `img-src ${join(["'self'", 'data:', 'blob:'], extra.imgSrc)}`,
    `connect-src ${join(["'self'"], extra.connectSrc)}`,
    "worker-src 'self' blob:",
    "font-src 'self'",
    ...(extra.frameSrc?.length ? [`frame-src ${extra.frameSrc.join(' ')}`] : []),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function cameOverTls(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || Boolean((request.raw.socket as TLSSocket | undefined)?.encrypted);
}

const sources = (hashes: string[]) => hashes.map((hash) => ` 'sha256-${hash}'`).join('');

/**
 * The policy of a page rendered by the server: its style attributes (a map's reserved height, a banner's colours,
 * written by React), its inline stylesheet and its one inline script allowed by their hashes, one by one; nothing else
 * inline.
 */
export function renderedPagePolicy(
  csp: string,
  page: { styleHashes: string[]; inline: { styleHashes: string[]; scriptHashes: string[] } },
): string {
  const policy = csp
    .replace(
      /(^|; )(script-src [^;]*)/,
      (_, start: string, directive: string) => start + directive + sources(page.inline.scriptHashes),
    )
    .replace(
      /(^|; )(style-src [^;]*)/,
      (_, start: string, directive: string) => start + directive + sources(page.inline.styleHashes),
    );
  return page.styleHashes.length ? `${policy}; style-src-attr 'unsafe-hashes'${sources(page.styleHashes)}` : policy;
}

export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, csp: string): void {
  // A rendered page sets its own (renderedPagePolicy).
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=(self)');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (cameOverTls(request)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/** Every reply that goes through Fastify's hooks; router errors call setSecurityHeaders themselves. */
export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply, csp);
    return payload;
  });
}
