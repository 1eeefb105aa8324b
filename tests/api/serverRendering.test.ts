// Pages rendered by the app's server entry (dist/.ssr, loaded from the build at run time): which pages, what the page
// holds, and the static shell whenever rendering is not possible. The entry here is a stand-in with the real one's
// contract (src/app/serverEntry.tsx); the browser tests run the real one on the built app.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_BANNER_FILE, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE } from '../../src/domain/protocol';
import { buildTestApp, type TestApp } from '../support/testApp';
import { BEST_BROTLI_QUALITY } from '../../src/server/http/precompressed';
import { PAINT_ONCE_PARSED, PARSED_MARK } from '../../src/server/http/pageRenderer';

const INDEX = '<!doctype html><html><head><title>Charters</title></head><body><div id="root"></div></body></html>';
const DATA = '<script type="application/json" id="server-data">{}</script>';

// Answers with what the server's own API said (through the transport it is given); null for the FAQ, a throw for the
// policies. `$&` in the HTML must reach the page as it is.
const ENTRY = `
globalThis.renderedUrls = [];
export async function renderPage(url, transport) {
  globalThis.renderedUrls.push(url);
  if (url.includes('/faq')) return null;
  if (url.includes('/policies')) throw new Error('window is not defined');
  const health = await (await transport('/api/v1/health', { headers: { Accept: 'application/json' } })).json();
  const map = url.includes('/guide') ? '<div style="height:360px"></div><div style="--banner-bg:#0b4f6c;content:&quot;a&quot;"></div>' : '';
  return { rootHtml: '<p>' + health.status + ' $& ' + url + '</p>' + map, dataScript: ${JSON.stringify(DATA)} };
}
// The page files the real entry names (src/app/routes.tsx pageFileAt) for two of the pages.
export function pageFileAt(path) {
  if (path.endsWith('/booking-confirmed')) return 'confirmation/ConfirmationPage.tsx';
  if (path.endsWith('/activity')) return 'pages/AdventuresPage.tsx';
  return null;
}`;

// The build's manifest: the entry and its vendor chunk (index.html names them), two pages sharing a chunk.
const MANIFEST = {
  'main.tsx': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor-1.js'],
    dynamicImports: ['confirmation/ConfirmationPage.tsx', 'pages/AdventuresPage.tsx'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'confirmation/ConfirmationPage.tsx': {
    file: 'assets/ConfirmationPage-1.js',
    isDynamicEntry: true,
    imports: ['_vendor-1.js', '_shared-1.js'],
    css: ['assets/ConfirmationPage-1.css'],
  },
  'pages/AdventuresPage.tsx': { file: 'assets/AdventuresPage-1.js', isDynamicEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js'] },
};
const preloads = (...files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`).join('');

const renderedUrls = () => (globalThis as { renderedUrls?: string[] }).renderedUrls ?? [];

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-ssr-'));
  mkdirSync(join(dist, SERVER_ENTRY_DIR));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE), ENTRY);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await buildTestApp({ staticDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('server-rendered pages', () => {
  it('answers a catalogue page rendered, with its data after the root, revalidated like the shell', async () => {
    const res = await t.app.inject({ url: '/cayman-islands/boats-and-rates?guests=4', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const root = `<div id="root"><p>ok $& /cayman-islands/boats-and-rates?guests=4</p></div><template id="${PARSED_MARK}"></template>${DATA}`;
    expect(res.body).toBe(
      INDEX.replace('</head>', `${PAINT_ONCE_PARSED}</head>`).replace('<div id="root"></div>', () => root),
    );
  });

  it('holds a rendered page\u2019s first frame until its root is parsed: the head expects the mark that follows the root', async () => {
    const res = await t.app.inject({ url: '/cayman-islands/guide', headers: html });
    expect(PAINT_ONCE_PARSED).toBe(`<link rel="expect" href="#${PARSED_MARK}" blocking="render">`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(PAINT_ONCE_PARSED);
    expect(res.body.indexOf(`</div><template id="${PARSED_MARK}"></template>${DATA}`)).toBeGreaterThan(
      res.body.indexOf('<div id="root">'),
    );
    const shell = await t.app.inject({ url: '/cayman-islands/booking-confirmed?ref=KY-ABC123', headers: html });
    expect(shell.body).not.toContain(PARSED_MARK);
  });

  it('sends a rendered page and the shell with its links compressed once, at the best level', async () => {
    for (const url of ['/cayman-islands/boats-and-rates?guests=5', '/cayman-islands/booking-confirmed?ref=KY-ABC123']) {
      const plain = await t.app.inject({ url, headers: html });
      const br = await t.app.inject({ url, headers: { ...html, 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toContain('text/html');
      expect(br.headers['content-security-policy'], url).toBe(plain.headers['content-security-policy']);
      expect(br.rawPayload, url).toEqual(
        brotliCompressSync(plain.rawPayload, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: plain.rawPayload.length,
          },
        }),
      );
    }
  });

  it('renders the home page, the guide and its sections, a boat and the trip builder', async () => {
    for (const url of [
      '/cayman-islands',
      '/cayman-islands/guide',
      '/cayman-islands/guide/see-do',
      '/cayman-islands/boat/sea-breeze',
      '/cayman-islands/trip-builder',
    ]) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.body, url).toContain(`<p>ok $& ${url}</p>`);
    }
  });

  it('allows a rendered page\u2019s own style attributes by their hashes, nothing else inline', async () => {
    const res = await t.app.inject({ url: '/cayman-islands/guide', headers: html });
    const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(
      `style-src-attr 'unsafe-hashes' ${hash('height:360px')} ${hash('--banner-bg:#0b4f6c;content:"a"')}`,
    );
    expect(csp).not.toContain('unsafe-inline');
    const plain = await t.app.inject({ url: '/cayman-islands/faq', headers: html });
    expect(plain.headers['content-security-policy']).not.toContain('style-src-attr');
  });

  it('answers the static shell for the confirmation, agents\u2019 pages and unknown paths, without rendering them', async () => {
    for (const url of [
      '/cayman-islands/booking-confirmed?ref=KY-ABC123',
      '/cayman-islands/agent/sign-in',
      '/cayman-islands/operator',
      '/no/such/page',
    ]) {
      const before = renderedUrls().length;
      const res = await t.app.inject({ url, headers: html });
      expect(res.body.replace(/<link rel="(modulepreload|stylesheet)"[^>]*>/g, ''), url).toBe(INDEX);
      expect(renderedUrls().length, url).toBe(before);
    }
  });

  it('names the page\u2019s own chunks for preloading, beyond the entry\u2019s, in the shell and in a rendered page', async () => {
    const confirmation = await t.app.inject({ url: '/cayman-islands/booking-confirmed?ref=KY-ABC123', headers: html });
    const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/ConfirmationPage-1.css">';
    expect(confirmation.body).toBe(
      INDEX.replace('</head>', `${stylesheet}${preloads('ConfirmationPage-1.js', 'shared-1.js')}</head>`),
    );
    const adventures = await t.app.inject({ url: '/cayman-islands/activity', headers: html });
    expect(adventures.body).toContain(`${preloads('AdventuresPage-1.js', 'shared-1.js')}</head>`);
    const operator = await t.app.inject({ url: '/cayman-islands/operator', headers: html });
    expect(operator.body).toBe(INDEX);
  });

  it('renders an address once a minute at most, and a page served as the shell afresh each time', async () => {
    const url = '/cayman-islands/activity';
    const times = () => renderedUrls().filter((rendered) => rendered === url).length;
    await Promise.all([1, 2, 3].map(() => t.app.inject({ url, headers: html })));
    const again = await t.app.inject({ url, headers: html });
    expect(again.body).toContain(`<p>ok $& ${url}</p>`);
    expect(times()).toBe(1);
    const faq = () => renderedUrls().filter((rendered) => rendered === '/cayman-islands/faq').length;
    const before = faq();
    await t.app.inject({ url: '/cayman-islands/faq', headers: html });
    await t.app.inject({ url: '/cayman-islands/faq', headers: html });
    expect(faq()).toBe(before + 2);
  });

  it('answers the static shell when the page cannot be rendered or its render fails', async () => {
    for (const url of ['/cayman-islands/faq', '/cayman-islands/policies']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('leaves API paths and files alone', async () => {
    const api = await t.app.inject({ url: '/api/v1/web/no-such-route', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const file = await t.app.inject({ url: '/missing.png', headers: { accept: 'image/*' } });
    expect(file.statusCode).toBe(404);
    // The renderer's entry is the server's, not a file of the site.
    const entry = await t.app.inject({ url: '/.ssr/serverEntry.js', headers: { accept: '*/*' } });
    expect(entry.statusCode).toBe(404);
  });
});

describe('the confirmation\u2019s shell with the kept copy\u2019s painter (dist/.inline, built by `vite build --mode kept-banner`)', () => {
  const PAINTER = 'var paintKeptBanner=function(load){load()};';
  let withPainter: string;
  let app: TestApp;
  beforeAll(async () => {
    withPainter = mkdtempSync(join(tmpdir(), 'dist-kept-banner-'));
    mkdirSync(join(withPainter, SERVER_ENTRY_DIR));
    mkdirSync(join(withPainter, '.vite'));
    mkdirSync(join(withPainter, dirname(KEPT_BANNER_FILE)));
    writeFileSync(
      join(withPainter, 'index.html'),
      INDEX.replace('</head>', '<script type="module" crossorigin src="/assets/index-1.js"></script></head>'),
    );
    writeFileSync(join(withPainter, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE), ENTRY);
    writeFileSync(join(withPainter, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(withPainter, KEPT_BANNER_FILE), PAINTER);
    app = await buildTestApp({ staticDir: withPainter });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(withPainter, { recursive: true, force: true });
  });

  it('runs the painter before the stylesheet, allowed by its hash; the app\u2019s code is asked for by it', async () => {
    const res = await app.app.inject({ url: '/cayman-islands/booking-confirmed?ref=KY-ABC123', headers: html });
    const script = res.body.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(script.startsWith(`${PAINTER}\npaintKeptBanner(`)).toBe(true);
    for (const file of ['/assets/index-1.js', '/assets/ConfirmationPage-1.js', '/assets/shared-1.js'])
      expect(script).toContain(file);
    expect(res.body).toContain('</script><link rel="stylesheet" crossorigin href="/assets/ConfirmationPage-1.css">');
    expect(res.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('leaves the other shells as they were, and does not serve the painter as a file', async () => {
    const operator = await app.app.inject({ url: '/cayman-islands/operator', headers: html });
    expect(operator.body).not.toContain(PAINTER);
    expect(operator.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const file = await app.app.inject({ url: `/${KEPT_BANNER_FILE}`, headers: { accept: '*/*' } });
    expect(file.statusCode).toBe(404);
  });
});
