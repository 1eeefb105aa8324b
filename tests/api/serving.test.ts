// One process serves the built PWA and the API: cache headers, SPA fallback, JSON 404s, security headers, health.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBundle, PRECACHE_BUNDLE } from '../../src/domain/protocol';
import { API, getJson } from '../support/request';
import { buildTestApp, type TestApp } from '../support/testApp';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';

const INDEX = '<!doctype html><html><head><title>Charters</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Charters"}');
  for (const buildOnly of [
    '.ssr/chunk-Ab12.js',
    '.vite/manifest.json',
    'server/server.js',
    'server/migrations/001_catalogue.sql',
    'server/build.json',
  ]) {
    mkdirSync(join(dist, buildOnly, '..'), { recursive: true });
    writeFileSync(join(dist, buildOnly), 'for the server only');
  }
  t = await buildTestApp({ staticDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static files', () => {
  it('sends the files the service worker installs in one answer, and nothing outside the build', async () => {
    const files = ['assets/index-Ab12Cd34.js', 'index.html', 'manifest.webmanifest'];
    const res = await t.app.inject({
      method: 'POST',
      url: PRECACHE_BUNDLE.path,
      payload: { files },
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    const bundled = decodeBundle(new Uint8Array(brotliDecompressSync(res.rawPayload)));
    expect(bundled.map((f) => [f.file, f.type, Buffer.from(f.bytes).toString()])).toEqual([
      ['assets/index-Ab12Cd34.js', 'text/javascript; charset=utf-8', SCRIPT],
      ['index.html', 'text/html; charset=utf-8', INDEX],
      ['manifest.webmanifest', 'application/manifest+json', '{"name":"Charters"}'],
    ]);
    for (const bad of ['../package.json', 'assets/../../etc/passwd', '/etc/passwd', 'assets/missing.js', 'assets']) {
      const refused = await t.app.inject({ method: 'POST', url: PRECACHE_BUNDLE.path, payload: { files: [bad] } });
      expect(refused.statusCode, bad).toBe(404);
    }
    for (const payload of [{}, { files: [] }, { files: 'index.html' }, { files: [1] }]) {
      expect((await t.app.inject({ method: 'POST', url: PRECACHE_BUNDLE.path, payload })).statusCode).toBe(400);
    }
  });

  it('serves hashed assets pre-compressed and immutable', async () => {
    const br = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(plain.body).toBe(SCRIPT);
  });

  it("serves the build's files by their exact names only: not the server's own files, not another spelling", async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-Ab12Cd34.js' });
    expect(head.statusCode).toBe(200);
    for (const url of [
      '/.ssr/chunk-Ab12.js',
      '/.vite/manifest.json',
      '/server/server.js',
      '/server/migrations/001_catalogue.sql',
      '/server/build.json',
      '/%73erver/server.js',
      '/%2essr/chunk-Ab12.js',
      '/assets/../.ssr/chunk-Ab12.js',
      '/ASSETS/index-Ab12Cd34.js',
      '/assets/index-ab12cd34.js',
      '/assets//index-Ab12Cd34.js',
    ]) {
      const res = await t.app.inject({ url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('for the server only');
    }
  });

  it('asks the browser to revalidate index.html, the manifest and the service worker files', async () => {
    for (const url of ['/', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers index.html for unknown page paths that accept HTML', async () => {
    for (const url of ['/cayman-islands/boat/sea-breeze', '/no/such/page?x=1', '/cayman-islands/guide/see-do']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('answers index.html to a wildcard Accept (link previews, curl) for page paths, not for files', async () => {
    const anything = { accept: '*/*' };
    const page = await t.app.inject({
      url: '/cayman-islands/trip-builder?boat=reef-hopper&shareItinerary=true',
      headers: anything,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    for (const url of ['/assets/missing-123.js', '/images/missing.svg', '/api/v1/web/nope']) {
      const res = await getJson(t.app, url, anything);
      expect(res.status, url).toBe(404);
      expect(res.body.code, url).toBe('NOT_FOUND');
    }
  });

  it('gives JSON 404s for unknown API paths and for missing files', async () => {
    for (const [url, headers] of [
      [`/api/v1/nope`, html],
      [`${API}/no-such-route`, {}],
      ['/api', html],
      ['/assets/missing-123.js', {}],
      ['/assets/', {}],
    ] as const) {
      const res = await getJson(t.app, url, headers);
      expect(res.status, url).toBe(404);
      expect(res.body.code, url).toBe('NOT_FOUND');
    }
  });
});

describe('security headers', () => {
  it('are on API answers, static files, fallbacks and errors', async () => {
    for (const url of [
      '/api/v1/health',
      `${API}/country`,
      `${API}/boat?price=x`,
      `${API}/boat/%E0%A4%A`,
      `${API}/boat/${'b'.repeat(3000)}`,
      '/api/v1/nope',
      '/',
      '/assets/index-Ab12Cd34.js',
      '/some/page',
    ]) {
      const res = await t.app.inject({ url, headers: html });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe('geolocation=(self), camera=(), microphone=(), payment=(self)');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allow the tag manager's hosts only when VITE_GTM_ID names a container", async () => {
    expect(String((await t.app.inject({ url: '/' })).headers['content-security-policy'])).not.toContain('google');
    for (const [id, allowed] of [
      ['GTM-ABC123', true],
      ['not-a-tag', false],
    ] as const) {
      const withTag = await buildTestApp({ staticDir: dist, env: { VITE_GTM_ID: id } });
      try {
        const csp = String((await withTag.app.inject({ url: '/' })).headers['content-security-policy']);
        expect(csp.includes("script-src 'self' https://*.googletagmanager.com"), id).toBe(allowed);
        expect(csp.includes('https://*.google-analytics.com'), id).toBe(allowed);
        expect(csp).not.toContain('unsafe-inline');
      } finally {
        await withTag.close();
      }
    }
  });

  it('add HSTS only for requests that came over TLS', async () => {
    const res = await t.app.inject({ url: `${API}/country`, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('liveness (health) and readiness (ready), issue #54', () => {
  it("health answers { status: 'ok' }, ready { status: 'ready' } once migrations have run", async () => {
    const res = await getJson(t.app, '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const ready = await getJson(t.app, '/api/v1/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('before migrations the process is alive but not ready (503, Retry-After)', async () => {
    const bare = await buildTestApp({ skipMigrations: true });
    try {
      expect((await getJson(bare.app, '/api/v1/health')).status).toBe(200);
      const res = await getJson(bare.app, '/api/v1/ready');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.status).toBe('starting');
    } finally {
      await bare.close();
    }
  });

  it('shutting down it is not ready, and its answers close their connections', async () => {
    t.app.lifecycle.draining = true;
    try {
      const draining = await getJson(t.app, '/api/v1/ready');
      expect(draining.status).toBe(503);
      expect(draining.body.status).toBe('stopping');
      // A proxy opens its next connection to another process.
      expect(draining.headers.connection).toBe('close');
      expect((await getJson(t.app, `${API}/country`)).headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.draining = false;
    }
    expect((await getJson(t.app, '/api/v1/ready')).status).toBe(200);
  });

  it('with no database answering the process stays alive but is not ready', async () => {
    const unreachable = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    const app = await buildApp({ ...t.app.deps, database: unreachable }, { logger: false });
    try {
      expect((await getJson(app, '/api/v1/health')).status).toBe(200);
      const res = await getJson(app, '/api/v1/ready');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.status).toBe('database-unavailable');
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
