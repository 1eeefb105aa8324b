// The design tokens (tokens.css, the one home of the brand's colours) as values, for what cannot use CSS: the web
// manifest and the page's theme colour at build time, the PDF and the map's style in the page.

/** Every `--name: value;` custom property of a stylesheet, by name without the dashes. */
export function cssTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
    if (name !== undefined && value !== undefined) tokens[name] = value.trim();
  }
  return tokens;
}
