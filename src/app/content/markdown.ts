// The one rule that turns a page's Markdown (written by the office in the Catalogue tab) into HTML that is safe to
// insert: the guest pages (server-rendered and in the browser) and the editor's preview both call it, so the preview is
// what the guest sees. Safe by construction where there is no DOM (the server): raw HTML is shown as text, links and
// images keep only web, mail and phone addresses. In the browser DOMPurify cleans the result once more.
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Web, mail and phone addresses and the site's own paths; anything else (javascript:, data:, …) is dropped. */
export function safeHref(href: string, images = false): string | null {
  const url = href.trim();
  if (/^(\/(?![/\\])|#|\.{1,2}\/)/.test(url)) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[\w-]/.test(url) && !url.includes(':') ? url : null;
  return (images ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel']).includes(scheme) ? url : null;
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'loading', 'start', 'type', 'checked', 'disabled', 'align'];

function parserFor(headingBase: 2 | 3) {
  return new Marked({
    gfm: true,
    breaks: true,
    // A bare address in a plain text stays text, as before Markdown (an explicit [link](…) or <https://…> is a link).
    tokenizer: { url: () => undefined },
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        // The page has its h1 and the section its heading: a '#' in the text sits below them.
        const level = Math.min(6, depth + headingBase);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeHref(href);
        if (safe === null) return inner;
        return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const safe = safeHref(href, true);
        if (safe === null) return escapeHtml(text);
        return `<img src="${escapeHtml(safe)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
      },
    },
  });
}
const parsers = { 2: parserFor(2), 3: parserFor(3) };

const purify = DOMPurify.isSupported ? DOMPurify : null;

/**
 * A page text (Markdown; a plain text is Markdown too and keeps its paragraphs) as safe HTML. `headingBase`: the level
 * of the heading the text sits under (2: under the section's h2), so its own headings come one level below.
 */
export function markdownToSafeHtml(markdown: string, headingBase: 2 | 3 = 2): string {
  const html = parsers[headingBase].parse(markdown, { async: false });
  return purify ? purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }) : html;
}
