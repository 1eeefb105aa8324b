// Images a first visit loaded before the service worker was in control (the home page's hero art, boat photos) never
// went through the worker's image cache. Once the worker is active the page names them (its resource timing) and
// the worker keeps them in that cache, within its usual bounds, so the page opens offline with its art.
export const SEEN_IMAGES = {
  /** The message the app sends the worker: `{ type: message, urls: string[] }`. */
  message: 'KEEP_SEEN_IMAGES',
  /** At most this many addresses in one message (the image cache itself keeps 400). */
  maxUrls: 100,
} as const;

/**
 * Images the site serves itself (its drawings under /images/, uploaded photos under /photos/): the worker keeps them on
 * first sight.
 */
export function isSiteImage(url: { origin: string; pathname: string }, ownOrigin: string): boolean {
  return url.origin === ownOrigin && (url.pathname.startsWith('/images/') || url.pathname.startsWith('/photos/'));
}
