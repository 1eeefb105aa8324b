// Keeps the whole map archive in Cache Storage so the service worker can answer pmtiles' range requests offline.
import { MAP_ARCHIVE } from '../../domain/geography';

export interface SaveProgress {
  savedBytes: number;
  totalBytes: number;
  done: boolean;
}

async function isMapSaved(): Promise<boolean> {
  if (!('caches' in window)) return false;
  const cache = await caches.open(MAP_ARCHIVE.cacheName);
  return (await cache.match(MAP_ARCHIVE.path)) !== undefined;
}

/** Downloads the archive once (reporting progress), stores it, and asks the browser not to evict it. */
export async function saveMapForOffline(onProgress: (progress: SaveProgress) => void): Promise<void> {
  if (!('caches' in window)) return;
  const totalBytes = MAP_ARCHIVE.bytes;
  if (await isMapSaved()) {
    onProgress({ savedBytes: totalBytes, totalBytes, done: true });
    await askForPersistentStorage();
    return;
  }
  const response = await fetch(MAP_ARCHIVE.path, { cache: 'no-store' });
  if (response.status !== 200 || !response.body) throw new Error(`Map archive answered ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let savedBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    savedBytes += value.length;
    onProgress({ savedBytes, totalBytes: Math.max(totalBytes, savedBytes), done: false });
  }
  const headers = new Headers({ 'Content-Type': 'application/octet-stream', 'Content-Length': String(savedBytes) });
  const etag = response.headers.get('ETag');
  if (etag) headers.set('ETag', etag);
  const cache = await caches.open(MAP_ARCHIVE.cacheName);
  await cache.put(MAP_ARCHIVE.path, new Response(new Blob(chunks), { status: 200, headers }));
  onProgress({ savedBytes, totalBytes: savedBytes, done: true });
  await askForPersistentStorage();
}

export async function askForPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  return (await navigator.storage.persisted()) || navigator.storage.persist();
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}
