// The Markdown rule (markdown.ts: the parser and its sanitizer, ~25 KiB) is loaded by the texts that need it, once they
// show; the server installs it at start (serverEntry.tsx), so rendered pages carry the finished HTML. Its chunk is of
// the offline copy's second phase.
import { useEffect, useState } from 'react';
import { reachableImport } from '../ui/reachableImport';

export type MarkdownRule = typeof import('./markdown');

let rule: MarkdownRule | null = null;

/** The server's renderer has the rule from the start. */
export const installMarkdownRule = (module: MarkdownRule) => {
  rule = module;
};

const loadMarkdownRule = reachableImport(() => import('./markdown').then((module) => (rule = module)));

/** The rule once loaded, asked for only when `needed` (null until then, and offline before it was ever kept). */
export function useMarkdownRule(needed: boolean): MarkdownRule | null {
  const [loaded, setLoaded] = useState<MarkdownRule | null>(rule);
  useEffect(() => {
    if (loaded || !needed) return;
    let live = true;
    loadMarkdownRule().then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded, needed]);
  return loaded;
}
