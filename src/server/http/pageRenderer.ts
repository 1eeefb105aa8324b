// Public pages rendered by the app's own server entry (dist/.ssr, built by `npm run build`; see docs/pages.md): the
// first response paints the page and carries its catalogue data. The entry is loaded from the build at
// run time, so the server never imports the app; without it (no build, API tests) pages get the static shell.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  CONFIRMATION_PAGE_FILE,
  KEPT_BANNER_FILE,
  KEPT_BANNER_FUNCTION,
  SERVER_ENTRY_DIR,
  SERVER_ENTRY_FILE,
  isRenderedPage,
} from '../../domain/protocol';
import { BoundedMap } from '../boundedMap';
import { firstPaintPreparer, shellWithEarlyPaint, type EarlyPainter } from './firstPaint';
import { Precompressed } from './precompressed';

/** The app's call to one of its API routes, answered in-process. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
interface ServerEntry {
  renderPage(url: string, transport: Transport): Promise<{ rootHtml: string; dataScript: string } | null>;
  /** The file of the page a path shows (the build manifest's key), or null. */
  pageFileAt(path: string): string | null;
}

/**
 * A rendered page: the whole document and the hashes of what it has inline (for its CSP). The document is compressed
 * once, at the best level, as long as it is kept: on a ship's link a document over ~14 KiB costs another round trip.
 */
interface RenderedDocument {
  body: Precompressed;
  /** Of its style attributes. */
  styleHashes: string[];
  /** Of its <style> and <script> elements (firstPaint.ts). */
  inline: { styleHashes: string[]; scriptHashes: string[] };
}

/** Renders a page to a full HTML document, or null for the static shell as built. */
export type PageRenderer = (url: string) => Promise<RenderedDocument | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The revision of what rendered pages show (the catalogue's), when the app gives one; a new one drops kept pages.
     */
    contentRevision?: () => Promise<number>;
  }
}

const ESCAPED: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The SHA-256 (base64) of each distinct style attribute's value, as the browser reads it (React escapes these five).
 */
function styleAttributeHashes(html: string): string[] {
  const values = new Set(
    [...html.matchAll(/ style="([^"]*)"/g)].map((match) =>
      (match[1] ?? '').replace(/&(amp|quot|#x27|lt|gt);/g, (e) => ESCAPED[e] ?? e),
    ),
  );
  return [...values].map((value) => createHash('sha256').update(value).digest('base64'));
}

const EMPTY_ROOT = '<div id="root"></div>';
// No frame before the whole rendered page is parsed (Chromium 124+; others ignore it): a slow phone's parser yields
// mid-page, and a frame of half a page (a header without its last links, a hero without its text) then moves as the
// rest comes in, a layout shift of up to 0.02 measured at 4x CPU. Chromium lets the frame through once the expected
// element is inserted, not closed, so the mark is an empty element right after the root (before the page's data).
export const PARSED_MARK = 'page-parsed';
export const PAINT_ONCE_PARSED = `<link rel="expect" href="#${PARSED_MARK}" blocking="render">`;
// A page whose data takes longer than this is better served as the shell, which fetches it itself.
const RENDER_LIMIT_MS = 3000;
const KEEP_MS = 60_000;
const KEPT_PAGES = 500;

/** Answers the app's catalogue reads with the server's own routes (no network, no compression). */
function injectTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({ method: 'GET', url, headers });
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The `<link rel="modulepreload">` tags of a page's own chunks (index.html already names the entry's), from the build's
 * manifest: the browser fetches them beside the entry instead of once the entry has run and asked for the page. And
 * their stylesheets: a rendered page then paints with its own rules inline (firstPaint.ts), not restyled when its code
 * arrives; the app's loader finds them already in the page and does not add them again.
 */
async function pageChunkLinks(staticDir: string, entry: ServerEntry): Promise<(path: string) => string> {
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  // A build from before pages named their chunks (its entry has no pageFileAt) is served as it was.
  if (!existsSync(manifestPath) || typeof entry.pageFileAt !== 'function') return () => '';
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const withImports = (keys: string[], into: Set<string>): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      withImports(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entryChunks = withImports(
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    new Set(),
  );
  const linksOfPage = new Map<string, string>();
  return (path) => {
    const page = entry.pageFileAt(path);
    if (!page || !manifest[page]) return '';
    let links = linksOfPage.get(page);
    if (links === undefined) {
      const chunks = [...withImports([page], new Set(entryChunks))].filter((key) => !entryChunks.has(key));
      const stylesheets = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))];
      links =
        stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
        chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`).join('');
      linksOfPage.set(page, links);
    }
    return links;
  };
}

/**
 * The script that paints the confirmation's kept copy before the app's code, from the build (null: a build without it).
 */
async function keptBannerPainter(staticDir: string): Promise<EarlyPainter | null> {
  const path = join(staticDir, KEPT_BANNER_FILE);
  if (!existsSync(path)) return null;
  const code = (await readFile(path, 'utf8')).trim();
  // Inline in the page: it must not end its own script element.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${path} cannot be inlined: it holds </script or <!--`);
  return { code, name: KEPT_BANNER_FUNCTION };
}

const withHeadLinks = (html: string, links: string) =>
  links ? html.replace('</head>', () => `${links}</head>`) : html;

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

export async function loadPageRenderer(app: FastifyInstance, staticDir: string): Promise<PageRenderer | null> {
  const entryPath = join(staticDir, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE);
  if (!existsSync(entryPath)) return null;
  const shell = await readFile(join(staticDir, 'index.html'), 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`${join(staticDir, 'index.html')} has no ${EMPTY_ROOT}`);
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  const transport = injectTransport(app);
  const pageLinks = await pageChunkLinks(staticDir, entry);
  const prepareFirstPaint = firstPaintPreparer(staticDir);
  const keptBanner = await keptBannerPainter(staticDir);

  const render = async (url: string): Promise<RenderedDocument | null> => {
    try {
      const page = await Promise.race([entry.renderPage(url, transport), timeout(RENDER_LIMIT_MS)]);
      if (!page) return null;
      // The page's own chunks are named before the first paint is prepared: it moves every script link after the paint.
      const document = withHeadLinks(shell, PAINT_ONCE_PARSED + pageLinks(url.split('?')[0] ?? '')).replace(
        EMPTY_ROOT,
        () => `<div id="root">${page.rootHtml}</div><template id="${PARSED_MARK}"></template>${page.dataScript}`,
      );
      const { html, ...inline } = await prepareFirstPaint(document);
      return { body: new Precompressed(html, true), styleHashes: styleAttributeHashes(page.rootHtml), inline };
    } catch (error) {
      app.log.error({ err: error, url }, 'page render failed; serving the static shell');
      return null;
    }
  };

  // A ship's rush asks for the same few pages thousands of times: each address is rendered once a minute at most
  // (requests meanwhile share that render), for a bounded number of addresses. Only public catalogue data is in them.
  const recent = new BoundedMap<string, { page: Promise<RenderedDocument | null>; until: number }>(KEPT_PAGES);
  const shells = new Map<string, RenderedDocument>();
  /** The static shell with the page's chunks named; the confirmation's also paints its kept copy before them. */
  const shellFor = (path: string): RenderedDocument | null => {
    const links = pageLinks(path);
    if (!links) return null;
    const confirmation = keptBanner !== null && entry.pageFileAt(path) === CONFIRMATION_PAGE_FILE;
    const key = confirmation ? CONFIRMATION_PAGE_FILE : links;
    let document = shells.get(key);
    if (!document) {
      const html = withHeadLinks(shell, links);
      const { html: painted, ...inline } = confirmation
        ? shellWithEarlyPaint(html, keptBanner)
        : { html, scriptHashes: [], styleHashes: [] };
      document = { body: new Precompressed(painted, true), styleHashes: [], inline };
      shells.set(key, document);
    }
    return document;
  };
  let keptRevision: number | undefined;
  return async (url) => {
    const [path = ''] = url.split('?');
    // The static shell for pages whose data is the guest's own (the booking confirmation) or behind a sign-in.
    if (!isRenderedPage(path)) return shellFor(path);
    // Pages are kept for one catalogue revision: the office's change shows on the next render, not a minute later.
    const revision = app.contentRevision ? await app.contentRevision() : 0;
    if (revision !== keptRevision) {
      recent.clear();
      keptRevision = revision;
    }
    const now = Date.now();
    const kept = recent.get(url);
    if (kept && kept.until > now) return kept.page;
    const page = render(url);
    recent.set(url, { page, until: now + KEEP_MS });
    // A page served as the shell (a failed or slow render) is tried afresh next time.
    void page.then((rendered) => rendered ?? recent.delete(url));
    return page;
  };
}
