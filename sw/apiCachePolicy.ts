/**
 * Which API answers the service worker may keep for offline use: catalogue and content reads
 * under /api/v1/web/. Anything personal or that changes state (bookings, payments, emails,
 * sign-in, captcha, enquiries, the operator's manifest and bookings) and live computations always go to the network.
 */
const cacheablePrefix = '/api/v1/web/';

const neverCachedAreas = [
  'booking',
  'payment',
  'email',
  'auth',
  'captcha',
  'inquiry-data',
  'calculate-time',
  // Guests' names and phones for the operator: the page keeps its own copy, cleared at sign-out.
  'operator',
] as const;

export function isCacheableApiRead(url: URL, method: string, ownOrigin: string): boolean {
  if (method !== 'GET' || url.origin !== ownOrigin) return false;
  if (!url.pathname.startsWith(cacheablePrefix)) return false;
  const [area = ''] = url.pathname.slice(cacheablePrefix.length).split('/');
  return !(neverCachedAreas as readonly string[]).includes(area);
}

/**
 * Navigations not answered with the cached app shell: the API, static folders, and any file
 * (a last path segment with a dot). Workbox tests these against path + query.
 */
export const notAppRoutes: RegExp[] = [
  /^\/api\//,
  /^\/test-checkout\//,
  /^\/images\//,
  /^\/icons\//,
  /^\/tiles\//,
  /^[^?]*\/[^/?]+\.[^/?]+(\?.*)?$/,
];
