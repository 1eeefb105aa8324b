// A page text with no Markdown in it (every text of the demo catalogue, most an office writes) is drawn without the
// Markdown rule (markdown.ts, a lazy chunk): this gives the very HTML the rule would (a unit test keeps them equal), so
// a guest page downloads the parser only for a text that uses Markdown.

/** Characters and line starts that may mean Markdown (or an entity, or HTML): such a text goes to the rule. */
const SYNTAX = /[\\`*_~#>[\]<|&\r\t]/;
const LINE_SYNTAX = /^([-+=]|\d+[.)])/;

export function isPlainText(text: string): boolean {
  return !SYNTAX.test(text) && text.split('\n').every((line) => line === line.trim() && !LINE_SYNTAX.test(line));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * A plain text's HTML: a paragraph per blank-line-separated block, its line breaks kept. Also how a Markdown text
 * shows, as written, while the rule is not here (offline before it was ever kept).
 */
export const plainTextHtml = (text: string): string =>
  text
    .split(/\n\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>\n`)
    .join('');
