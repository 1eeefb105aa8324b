// The server's rendering of pages: where the build puts the app's entry for it (relative to the build folder, dist;
// written by vite.config.ts, loaded at run time by src/server/http/pageRenderer.ts, which never imports the app) and
// which pages it renders.
export const SERVER_ENTRY_DIR = '.ssr';
export const SERVER_ENTRY_FILE = 'serverEntry.js';

/**
 * The public catalogue pages, rendered with their data in the first response. Other pages (the booking confirmation,
 * whose data is the guest's own, agents' and operators' pages) get the static shell, as the service worker serves.
 */
const RENDERED_PAGES: readonly RegExp[] = [
  /^\/[^/.]+$/, // a country's home page
  /^\/[^/]+\/guide(\/[^/]+)?$/,
  /^\/[^/]+\/(activity|boats-and-rates|faq|policies|trip-builder)$/,
  /^\/[^/]+\/(boat|policies|destination|adventures)\/[^/]+$/,
];

export const isRenderedPage = (path: string) => RENDERED_PAGES.some((page) => page.test(path));

/**
 * The booking confirmation's page (the file routes.tsx names for its address): the static shell, with its kept copy
 * painted early.
 */
export const CONFIRMATION_PAGE_FILE = 'confirmation/ConfirmationPage.tsx';

/**
 * The script that paints the confirmation's kept copy before the app's code (src/app/confirmation/keptBannerPaint.ts),
 * built by `vite build --mode kept-banner` into this file of the build folder as a classic script that defines the
 * global function KEPT_BANNER_FUNCTION; the server inlines it in the confirmation's shell.
 */
export const KEPT_BANNER_MODE = 'kept-banner';
export const KEPT_BANNER_FILE = '.inline/keptBanner.js';
export const KEPT_BANNER_FUNCTION = 'paintKeptBanner';
