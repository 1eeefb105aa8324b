// The second phase of the offline copy: the map library, its worker and styles, the PDF writer and the phone rule's
// numbering plans stay out of the service worker's install (which must stay small and quick on a ship's link) and are
// fetched once the page is idle.
// The build lists their files at `listPath`; the worker keeps them in `cacheName` (names shared by vite.config.ts,
// sw/ and the app).
export const OFFLINE_LATER = {
  listPath: '/offline-later.json',
  cacheName: 'offline-later',
  /** The message the app sends the worker when the page is idle. */
  message: 'CACHE_LATER',
} as const;

/** Build chunks and assets of the second phase, by file name (Vite names them after their code-splitting group). */
export const isOfflineLaterFile = (fileName: string) => /^assets\/(maplibre|jspdf|phone|markdown)[-.]/.test(fileName);

export interface OfflineLaterList {
  files: string[];
}
