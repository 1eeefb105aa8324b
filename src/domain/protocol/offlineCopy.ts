// The offline copy: after a first visit to any page, once the worker is active and the page idle, the worker keeps the
// country's whole public catalogue and guide (every read its pages and the trip builder make) and the cards' pictures,
// so that every public page opens and a whole trip can be built and estimated without a signal.
// The server lists what to keep (GET `listPath`, src/server/catalogue/offlineCopyRoute.ts) within `budgetBytes`; the
// worker fetches it in the background (sw/offlineCopy.ts) and notes how far it got in `stateCache`, which the app reads
// to say why a page cannot open offline (src/app/content/QueryView.tsx).
import { WEB_API_BASE } from './catalogueReads';
import { parsePhotoAddress } from '../catalogue/photoAddress';

export const OFFLINE_COPY = {
  listPath: (country: string) => `${WEB_API_BASE}/offline-copy/${encodeURIComponent(country)}`,
  /** The most the copy may take on the phone: answers and pictures, as the server sends them uncompressed. */
  budgetBytes: 3 * 1024 * 1024,
  /** Where the worker notes the copy's state (one entry per country, at stateAddress). */
  stateCache: 'offline-copy',
  stateAddress: (country: string) => `/offline-copy-state/${encodeURIComponent(country)}`,
  /** The worker's word to the app's pages once a copy is complete: `{ type: doneMessage, country }`. */
  doneMessage: 'OFFLINE_COPY_DONE',
  /** A complete copy is fetched again after this long (answers the catalogue changed since are replaced). */
  refreshAfterMs: 24 * 60 * 60 * 1000,
} as const;

/** The server's list: addresses to keep, in order of need, and what they weigh. */
export interface OfflineCopyList {
  /** Changes whenever any listed answer or picture changes. */
  revision: string;
  /** Catalogue read addresses (/api/v1/web/...). */
  reads: string[];
  /** Site pictures the cards show: drawings (/images/...) and uploaded photos' kept variants (/photos/...). */
  images: string[];
  /** Bytes of everything listed. */
  bytes: number;
  budgetBytes: number;
  /** Addresses left out to stay within the budget. */
  leftOut: number;
}

/** How far the worker got: 'saving' while it fetches, 'complete' once all of the list is kept. */
export interface OfflineCopyState {
  status: 'saving' | 'complete';
  revision: string;
  reads: number;
  images: number;
  bytes: number;
  /** When the state was written (ms since the epoch). */
  at: number;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The list as the worker reads it (untrusted JSON): only same-site addresses of the right kinds, or null. */
export function readOfflineCopyList(body: unknown): OfflineCopyList | null {
  const list = body as Partial<OfflineCopyList> | null;
  if (!list || !isText(list.revision) || !Array.isArray(list.reads) || !Array.isArray(list.images)) return null;
  const reads = list.reads.filter((read): read is string => isText(read) && read.startsWith(`${WEB_API_BASE}/`));
  const images = list.images.filter(
    (image): image is string => isText(image) && (image.startsWith('/images/') || parsePhotoAddress(image) !== null),
  );
  const bytes = typeof list.bytes === 'number' ? list.bytes : 0;
  return {
    revision: list.revision,
    reads,
    images,
    bytes,
    budgetBytes: OFFLINE_COPY.budgetBytes,
    leftOut: typeof list.leftOut === 'number' ? list.leftOut : 0,
  };
}
