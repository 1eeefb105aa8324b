// The Google Tag Manager container the app may load (VITE_GTM_ID). The app loads its script only for a valid id,
// and the server's Content-Security-Policy allows Google's hosts only for one: both decide with tagManagerId.

const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

/** The container id when `raw` is one, else null (unset, blank or anything else loads nothing). */
export function tagManagerId(raw: string | undefined): string | null {
  const id = raw?.trim();
  return id && CONTAINER_ID.test(id) ? id : null;
}

export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/**
 * Hosts the tag manager, Google Analytics 4 and a Google Ads conversion tag use (the app reports a 'conversion'
 * event), from developers.google.com/tag-platform/security/guides/csp. Custom HTML tags and custom JavaScript
 * variables stay blocked: the policy allows no inline script and no eval.
 */
export const TAG_MANAGER_HOSTS = {
  scriptSrc: ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
    'https://www.googleadservices.com',
  ],
  imgSrc: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
  frameSrc: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};
