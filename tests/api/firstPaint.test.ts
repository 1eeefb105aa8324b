// What a server-rendered page asks for before its first paint (src/server/http/firstPaint.ts) and the policy that
// allows its inline style and script by their hashes.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstPaintPreparer, HERO_WAIT_MS, shellWithEarlyPaint } from '../../src/server/http/firstPaint';
import { contentSecurityPolicy, renderedPagePolicy } from '../../src/server/http/securityHeaders';

const CSS = '.hero{color:red}.unused{color:blue}@media (min-width:600px){.hero{color:green}}';
const PAGE = [
  '<!doctype html><html><head><title>T</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/small-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"><section><img fetchPriority="high" src="/images/hero.svg" alt="" class="hero"/></section></div></body></html>',
].join('');
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
/** What the loader asks for: the code's files, largest first (the entry too, then its script), then the stylesheet. */
const ASKED = [
  '/assets/vendor-1.js',
  '/assets/index-1.js',
  '/assets/small-1.js',
  '/assets/index-1.js',
  '/assets/index-1.css',
];

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-first-paint-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-1.css'), CSS);
  writeFileSync(join(dist, 'assets', 'index-1.js'), 'x'.repeat(300));
  writeFileSync(join(dist, 'assets', 'small-1.js'), 'x'.repeat(100));
  writeFileSync(join(dist, 'assets', 'vendor-1.js'), 'x'.repeat(700));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('first paint of a rendered page', () => {
  it('inlines the rules the page uses, and asks for the stylesheet and the code only after the first paint', async () => {
    const { html, styleHashes, scriptHashes } = await firstPaintPreparer(dist)(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = head.match(/<style>(.*?)<\/style>/)?.[1] ?? '';
    expect(inline).toContain('.hero{color:red}');
    expect(inline).toContain('min-width:600px');
    expect(inline).not.toContain('.unused');
    // Nothing the first paint would wait for: no stylesheet, no script, no module preload outside <noscript>.
    expect(head.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(/rel="stylesheet"|<script|modulepreload/);
    expect(head).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-1.css"></noscript>');
    const loader = html.match(/<script>(.*?)<\/script><\/body>/)?.[1] ?? '';
    for (const file of ['/assets/index-1.css', '/assets/vendor-1.js', '/assets/index-1.js'])
      expect(loader).toContain(file);
    expect(styleHashes).toEqual([sha256(inline)]);
    expect(scriptHashes).toEqual([sha256(loader)]);
  });

  it('asks for the code once the hero is painted, or failed, or after HERO_WAIT_MS at most', async () => {
    const { html } = await firstPaintPreparer(dist)(PAGE);
    const loader = html.match(/<script>(.*?)<\/script><\/body>/)?.[1] ?? '';
    const whenLoaded = runLoader(loader, { complete: false });
    whenLoaded.paintFrame();
    expect(whenLoaded.asked).toEqual([]);
    whenLoaded.fire('load');
    await Promise.resolve(); // the image's decode()
    whenLoaded.paintFrame();
    expect(whenLoaded.asked).toEqual(ASKED);
    whenLoaded.waitLong();
    whenLoaded.paintFrame();
    expect(whenLoaded.asked).toHaveLength(ASKED.length); // once only

    const whenFailed = runLoader(loader, { complete: false });
    whenFailed.fire('error');
    whenFailed.paintFrame();
    expect(whenFailed.asked).toHaveLength(ASKED.length);

    const whenSlow = runLoader(loader, { complete: false });
    whenSlow.waitLong();
    whenSlow.paintFrame();
    expect(whenSlow.asked).toHaveLength(ASKED.length);

    const whenCached = runLoader(loader, { complete: true });
    whenCached.paintFrame();
    expect(whenCached.asked).toHaveLength(ASKED.length);
  });

  it('asks for the code first, its largest files first, then the stylesheets as print stylesheets applied once loaded', async () => {
    const { html } = await firstPaintPreparer(dist)(PAGE);
    const loader = html.match(/<script>(.*?)<\/script><\/body>/)?.[1] ?? '';
    const run = runLoader(loader, { complete: true });
    run.paintFrame();
    expect(run.elements.map(({ rel, type, media }) => rel ?? type + (media ? ` ${media}` : ''))).toEqual([
      'modulepreload',
      'modulepreload',
      'modulepreload',
      'module',
      'stylesheet',
    ]);
    const stylesheet = run.elements[4]!;
    expect(stylesheet.media).toBe('print');
    stylesheet.onload?.call(stylesheet);
    expect(stylesheet.media).toBe('all');
  });

  describe("ICU's data while the code downloads", () => {
    afterEach(() => vi.unstubAllGlobals());
    const datesFormattedWhileLoading = async () => {
      const { html } = await firstPaintPreparer(dist)(PAGE);
      let formats = 0;
      const Counted = class extends Intl.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          formats += 1;
        }
      };
      vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: Counted } }));
      const run = runLoader(html.match(/<script>(.*?)<\/script><\/body>/)?.[1] ?? '', { complete: true });
      run.paintFrame();
      expect(run.asked).toEqual(ASKED);
      return formats;
    };

    it('is loaded in a task of its own where the browser has no Temporal (the page asks for today with Intl)', async () => {
      expect(await datesFormattedWhileLoading()).toBe(1);
    });

    it('is not loaded where the browser has Temporal: nothing on the first screen needs it', async () => {
      vi.stubGlobal('Temporal', {});
      expect(await datesFormattedWhileLoading()).toBe(0);
    });
  });

  it('preloads the hero image before anything else the head asks for', async () => {
    const { html } = await firstPaintPreparer(dist)(PAGE);
    expect(html).toContain(
      '<title>T</title><link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high"><style>',
    );
  });

  it('keeps one preload of the hero when React wrote its own further down', async () => {
    const reacts = '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>';
    const { html } = await firstPaintPreparer(dist)(
      PAGE.replace('<script type="module"', `${reacts}<script type="module"`),
    );
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>T</title><link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high"><style>',
    );
  });

  it("preloads an uploaded photo's hero as its AVIF by width, never its largest JPEG", async () => {
    const id = '0123456789abcdef01234567';
    const picture = `<picture class="photo"><source type="image/avif" srcSet="/photos/${id}-480.avif 480w"/><img fetchPriority="high" src="/photos/${id}-960.jpg" srcSet="/photos/${id}-480.jpg 480w, /photos/${id}-960.jpg 960w" sizes="100vw" alt="" class="hero"/></picture>`;
    const reacts = `<link rel="preload" as="image" imageSrcSet="/photos/${id}-480.jpg 480w" fetchPriority="high"/>`;
    const page = PAGE.replace(
      '<img fetchPriority="high" src="/images/hero.svg" alt="" class="hero"/>',
      picture,
    ).replace('<script type="module"', `${reacts}<script type="module"`);
    const { html } = await firstPaintPreparer(dist)(page);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(html).toContain(
      `<title>T</title><link rel="preload" as="image" imagesrcset="/photos/${id}-480.avif 480w, /photos/${id}-960.avif 960w" imagesizes="100vw" type="image/avif" fetchpriority="high"><style>`,
    );
  });

  it('leaves a page without stylesheet or hero as it is', async () => {
    const bare = '<!doctype html><html><head><title>T</title></head><body><div id="root"><p>x</p></div></body></html>';
    expect(await firstPaintPreparer(dist)(bare)).toEqual({ html: bare, styleHashes: [], scriptHashes: [] });
  });

  it('allows exactly the inline style and script by hash, never unsafe-inline', () => {
    const csp = renderedPagePolicy(contentSecurityPolicy({ scriptSrc: ['https://www.googletagmanager.com'] }), {
      styleHashes: ['attr'],
      inline: { styleHashes: ['style'], scriptHashes: ['script'] },
    });
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com 'sha256-script';");
    expect(csp).toContain("style-src 'self' 'sha256-style';");
    expect(csp).toContain("style-src-attr 'unsafe-hashes' 'sha256-attr'");
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe("the static shell with a script that paints before the app's code (the confirmation's kept copy)", () => {
  const painter = { code: 'var paintEarly=function(load){window.painterLoad=load};', name: 'paintEarly' };

  it("runs the painter first in the head and hands it the loader of the app's code; the stylesheet stays", () => {
    const { html, scriptHashes, styleHashes } = shellWithEarlyPaint(
      PAGE.replace(/<div id="root">.*<\/div>/, '<div id="root"></div>'),
      painter,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const script = head.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
    // Before the stylesheet (an inline script after it would wait for it), and the only script: the code is asked for
    // by it.
    expect(head).toMatch(/<script>[\s\S]*?<\/script><link rel="stylesheet" crossorigin href="\/assets\/index-1.css">/);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(scriptHashes).toEqual([sha256(script)]);
    expect(styleHashes).toEqual([]);

    const asked: string[] = [];
    const window: { painterLoad?: () => void } = {};
    const document = {
      createElement: () => ({}),
      head: {
        appendChild: (element: { href?: string; src?: string }) => (
          asked.push(element.href ?? element.src ?? ''),
          element
        ),
      },
    };
    const tasks: (() => void)[] = [];
    new Function('window', 'document', 'setTimeout', script)(window, document, (run: () => void) => tasks.push(run));
    expect(asked).toEqual([]);
    window.painterLoad?.();
    // Each file is asked for in a task of its own, in order.
    expect(asked).toEqual([]);
    tasks.splice(0).forEach((run) => run());
    expect(asked).toEqual(['/assets/small-1.js', '/assets/vendor-1.js', '/assets/index-1.js']);
  });
});

/** Runs a loader against a stand-in document with its hero image; frames and timers advance only when told. */
function runLoader(loader: string, image: { complete: boolean }) {
  const asked: string[] = [];
  const elements: { rel?: string; type?: string; media?: string; href?: string; src?: string; onload?: () => void }[] =
    [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let lastTimer = 0;
  const hero = {
    ...image,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    decode: () => Promise.resolve(),
  };
  const document = {
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? hero : null),
    createElement: () => ({}),
    head: {
      appendChild: <T extends (typeof elements)[number]>(element: T) => {
        asked.push(element.href ?? element.src ?? '');
        elements.push(element);
        return element;
      },
    },
  };
  /** Runs the due timers, and those they set that are due too, in order. */
  const runTimers = (due: (ms: number) => boolean) => {
    for (
      let next = [...timers].find(([, timer]) => due(timer.ms));
      next;
      next = [...timers].find(([, timer]) => due(timer.ms))
    ) {
      timers.delete(next[0]);
      next[1].run();
    }
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'clearTimeout', loader)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms = 0) => {
      timers.set(++lastTimer, { run, ms });
      return lastTimer;
    },
    (id: number) => timers.delete(id),
  );
  return {
    asked,
    elements,
    fire: (type: string) => listeners.get(type)?.(),
    /** A frame is painted, then the tasks queued for right after it run. */
    paintFrame: () => {
      frames.splice(0).forEach((run) => run());
      runTimers((ms) => ms < HERO_WAIT_MS);
    },
    waitLong: () => runTimers((ms) => ms >= HERO_WAIT_MS),
  };
}
