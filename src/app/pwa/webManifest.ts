// The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest); its colours are the brand's, from
// styles/tokens.css, as is the page's theme-color.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { DEFAULT_COUNTRY } from '../../domain/catalogue';

/** Where vite-plugin-pwa writes the manifest (its default file name); the build leaves its link out of index.html. */
export const MANIFEST_HREF = '/manifest.webmanifest';

export interface ManifestColours {
  /** The browser's toolbar and the installed app's title bar: the sea. */
  theme: string;
  /** The splash screen behind the icon: the sand. */
  background: string;
}

export function webManifest(colours: ManifestColours): Partial<ManifestOptions> {
  return {
    id: `/${DEFAULT_COUNTRY}`,
    name: 'Cayman Boat Charters',
    short_name: 'Boat Charters',
    description:
      'Book private boat charters around Grand Cayman: pick a boat, plan your stops, and pay securely — even with a patchy connection.',
    lang: 'en-US',
    start_url: `/${DEFAULT_COUNTRY}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: colours.theme,
    background_color: colours.background,
    categories: ['travel', 'sports'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
