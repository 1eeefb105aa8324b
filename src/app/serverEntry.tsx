// The app's entry for the server's renderer (built by `vite build --ssr` into dist/.ssr; loaded at run time by
// src/server/http/pageRenderer.ts). A page is rendered until every catalogue read it makes has its answer: each pass
// records the reads the page asked for, the server answers them (its own API, no network), and the next pass renders
// with them. The client then starts from the same cache (main.tsx), so its first render matches the HTML.
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { App } from './App';
import * as markdown from './content/markdown';
import { installMarkdownRule } from './content';
import { createQueryClient } from './http/queryClient';
import { setTransport } from './http/client';
import { serverDataScript } from './http/serverData';

installMarkdownRule(markdown);

export { pageFileAt } from './routes';

/** The server's answer to one of the app's API calls. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** What goes inside #root. */
  rootHtml: string;
  /** The data script, after #root. */
  dataScript: string;
}

// A page's reads depend on one another at most this deep (country → boats → …).
const MAX_PASSES = 6;

function renderOnce(queryClient: QueryClient, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const { pipe } = renderToPipeableStream(
      <StrictMode>
        <App queryClient={queryClient} ssrPath={url} />
      </StrictMode>,
      {
        // One piece of HTML without inline scripts (the page's CSP allows none): no boundary is sent apart.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every lazy page and component is in the HTML, not a fallback.
        onAllReady() {
          if (failed) return reject(failed);
          const sink = new PassThrough();
          const parts: Buffer[] = [];
          sink.on('data', (part: Buffer) => parts.push(part));
          sink.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          failed = error;
        },
      },
    );
  });
}

/** A catalogue read the page would make now (public data; reads waiting on something else are not enabled). */
const isWaitingRead = (query: Query) =>
  query.queryKey[0] === 'catalogue' &&
  query.state.status === 'pending' &&
  (query.options as { enabled?: unknown }).enabled !== false;

/**
 * Renders the page at `url` (path and query) with its catalogue data, or null when the page cannot be rendered as the
 * browser would render it at first (a read failed: the app then shows its own error or retry, so the static shell is
 * served instead).
 */
export async function renderPage(url: string, transport: Transport): Promise<RenderedPage | null> {
  setTransport(transport);
  const queryClient = createQueryClient();
  const asked = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const rootHtml = await renderOnce(queryClient, url);
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((q) => q.state.status === 'error')) return null;
    const waiting = queries.filter((q) => isWaitingRead(q) && !asked.has(q.queryHash));
    if (waiting.length === 0) {
      const state = dehydrate(queryClient);
      queryClient.clear();
      return { rootHtml, dataScript: serverDataScript(state) };
    }
    waiting.forEach((q) => asked.add(q.queryHash));
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
}
