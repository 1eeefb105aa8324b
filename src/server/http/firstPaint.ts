// What a rendered page asks for before its first paint. On a ship's link (600 ms round trips, 1 Mbit/s) every request
// the browser must finish before painting costs seconds, and the rendered HTML needs none: the rules of the stylesheet
// that match the page come inline (beasties picks them), the whole stylesheet is asked for once the page has painted,
// and the hero image is asked for first. Pages without JavaScript get the stylesheet as before (<noscript>).
import { defined } from '../../domain/schema';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { CARD_SIZES, parsePhotoAddress, photoSrcset } from '../../domain/catalogue';

/** A rendered document prepared for its first paint, with the hashes its inline style and script need in the CSP. */
export interface FirstPaintDocument {
  html: string;
  scriptHashes: string[];
  styleHashes: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const STYLESHEET = /<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
/** The address each `tag` (one of the patterns above) names, in the page's order. */
const addressesIn = (html: string, tag: RegExp) =>
  [...html.matchAll(tag)].map((match) => defined(match[1], "a tag's address"));
const HERO_IMAGE = /<img (?=[^>]*fetchPriority="high")[^>]*?src="([^"]+)"/i;
const HERO_SIZES = /<img (?=[^>]*fetchPriority="high")[^>]*?sizes="([^"]+)"/i;

interface Later {
  stylesheets: string[];
  modulepreloads: string[];
  scripts: string[];
}

/** The longest the app's code waits for the hero: a slow or failing image never keeps the page without its code. */
export const HERO_WAIT_MS = 3000;

/**
 * After the first frame is painted (a frame, then a task): the app's code, its largest files first, then the
 * stylesheets. A page with a hero (the largest paint) first waits for it to be loaded, decoded and painted, or failed,
 * at most HERO_WAIT_MS: on a 1 Mbit/s link the code would otherwise share the link with the hero and delay the largest
 * paint.
 *
 * The stylesheets are asked for as `media="print"` and switched to all media once loaded: the page already has the
 * rules it shows inline, and a stylesheet the browser applies at once would be asked for at the highest priority,
 * ahead of the code, over the 6 connections of HTTP/1.1 (on a ship's link each new one 2 round trips before its first
 * byte); as print stylesheets they come last. Their links are in the document before the code runs, so Vite's loader
 * of lazy chunks finds them and does not ask for them again.
 */
function laterLoader(later: Later, hero: boolean): string {
  const afterPaint = `requestAnimationFrame(()=>setTimeout(${loadLater(later)}))`;
  if (!hero) return afterPaint;
  return (
    `(()=>{const h=document.querySelector("img[fetchpriority=high]");let go=()=>{go=()=>{};clearTimeout(t);${afterPaint}};` +
    `const t=setTimeout(()=>go(),${HERO_WAIT_MS});if(!h||h.complete)return go();` +
    `h.addEventListener("load",()=>h.decode().then(()=>go(),()=>go()));h.addEventListener("error",()=>go())})()`
  );
}

/**
 * A function (as script text) that asks for the app's code, then the stylesheets as print stylesheets (see
 * laterLoader). Each element is added in a task of its own, in order: added together they made one task of 5–20 ms,
 * long at a phone's speed (Lighthouse's total blocking time counts the part of every task over 50 ms at 4× slower).
 * Then, in a browser without Temporal, while the code downloads, a first locale and a first date format, each in a task
 * of its own: a page's first Intl.DateTimeFormat loads ICU's data (15–60 ms in one call, measured in Chromium; the
 * locale's part 3–7 ms, the rest 9–13 ms), and the start of every page asks for today in the boats' zone, which would
 * otherwise lengthen a task of the app's start. With Temporal the zone maths need no Intl
 * (src/domain/time/temporal.ts), nor do the dates these pages render (UTC), so no page loads ICU data as it starts (the
 * check is `hasTemporal`'s, written out: this script runs before any module).
 */
function loadLater(later: Later): string {
  return (
    `()=>{const d=document,add=(tag,props)=>setTimeout(()=>d.head.appendChild(Object.assign(d.createElement(tag),{crossOrigin:"",...props})));` +
    `${JSON.stringify(later.modulepreloads)}.forEach(href=>add("link",{rel:"modulepreload",href}));` +
    `${JSON.stringify(later.scripts)}.forEach(src=>add("script",{type:"module",src}));` +
    `${JSON.stringify(later.stylesheets)}.forEach(href=>add("link",{rel:"stylesheet",media:"print",href,onload(){this.media="all"}}));` +
    `if(!globalThis.Temporal){setTimeout(()=>Intl.Locale&&new Intl.Locale("en-US").maximize());setTimeout(()=>new Intl.DateTimeFormat("en-US",{timeZone:"UTC"}).format(0))}}`
  );
}

/**
 * A script that paints before the app's code: `code` defines the global function `name`, called with the app's loader.
 */
export interface EarlyPainter {
  code: string;
  name: string;
}

/**
 * The static shell with `painter` run first, in the head (before the stylesheets, so that it does not wait for them):
 * the app's code is asked for once it is done (it calls the loader it is given; the stylesheets stay where they are,
 * the painted copy needs them). Lighthouse counts every request finished before the paint it observed, so the code
 * must not be in flight meanwhile.
 */
export function shellWithEarlyPaint(html: string, painter: EarlyPainter): FirstPaintDocument {
  const load = loadLater({
    stylesheets: [],
    modulepreloads: addressesIn(html, MODULE_PRELOAD),
    scripts: addressesIn(html, MODULE_SCRIPT),
  });
  const script = `${painter.code}\n${painter.name}(${load});`;
  const prepared = html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<(link rel="stylesheet"|\/head>)/, (tag) => `<script>${script}</script>${tag}`);
  return { html: prepared, scriptHashes: [sha256(script)], styleHashes: [] };
}

/** A build file's size on disk (0 when it cannot be read): the order the code is asked for. */
function fileSize(staticDir: string, href: string): number {
  try {
    return statSync(join(staticDir, href)).size;
  } catch {
    return 0;
  }
}

/** Returns the function that prepares a rendered document (a full HTML page of the build in `staticDir`). */
export function firstPaintPreparer(staticDir: string): (html: string) => Promise<FirstPaintDocument> {
  const beasties = new Beasties({
    path: staticDir,
    publicPath: '/',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    logLevel: 'silent',
  });
  return async (html) => {
    const stylesheets = [...html.matchAll(STYLESHEET)];
    // Should beasties fail, the page keeps its stylesheet as the build wrote it (blocking, but whole).
    const inlined = stylesheets.length ? await beasties.process(html).catch(() => '') : '';
    const critical = inlined.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    const hero = html.match(HERO_IMAGE)?.[1];
    if (!critical && !hero) return { html, scriptHashes: [], styleHashes: [] };

    let prepared = html;
    const scriptHashes: string[] = [];
    const styleHashes: string[] = [];
    if (critical) {
      // Every file of the code, the largest first (the entry too: its <script> then finds it preloaded), so that the
      // largest start on the first connections.
      const code = [...new Set([...addressesIn(html, MODULE_PRELOAD), ...addressesIn(html, MODULE_SCRIPT)])].sort(
        (a, b) => fileSize(staticDir, b) - fileSize(staticDir, a),
      );
      const loader = laterLoader(
        {
          stylesheets: stylesheets.map((link) => defined(link[1], "a stylesheet's address")),
          modulepreloads: code,
          scripts: addressesIn(html, MODULE_SCRIPT),
        },
        hero !== undefined,
      );
      const links = stylesheets.map((link) => link[0]).join('');
      let first = true;
      prepared = prepared.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
      prepared = prepared.replace(STYLESHEET, () =>
        first ? ((first = false), `<style>${critical}</style><noscript>${links}</noscript>`) : '',
      );
      prepared = prepared.replace('</body>', () => `<script>${loader}</script></body>`);
      styleHashes.push(sha256(critical));
      scriptHashes.push(sha256(loader));
    }
    // Before the scripts and stylesheets of the head: the browser asks in document order. React writes its own preload
    // of the hero further down; one is enough.
    if (hero) {
      // An uploaded photo is preloaded as the variant its <picture> takes (AVIF, by width): never the largest JPEG.
      const photo = parsePhotoAddress(hero);
      const sizes = html.match(HERO_SIZES)?.[1] ?? CARD_SIZES;
      const preload = photo
        ? `<link rel="preload" as="image" imagesrcset="${photoSrcset(hero, 'avif')}" imagesizes="${sizes}" type="image/avif" fetchpriority="high">`
        : `<link rel="preload" as="image" href="${hero}" fetchpriority="high">`;
      prepared = prepared.replace(
        new RegExp(
          `<link rel="preload" as="image" [^>]*${escapeRegExp(photo ? photo.id : `href="${hero}"`)}[^>]*>`,
          'g',
        ),
        '',
      );
      prepared = prepared.replace(/<(script|link|style)\b/, (tag) => `${preload}${tag}`);
    }
    return { html: prepared, scriptHashes, styleHashes };
  };
}
