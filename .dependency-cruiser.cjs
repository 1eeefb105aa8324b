// The import rules of the project, checked by dependency-cruiser in `npm test` (tests/run-all.mjs step "Import
// rules"; `npx depcruise src sw tiles` runs it alone). Each rule's comment is the message shown when it is broken.
//
//   src/domain   the pure core: imports only itself and platform-free packages (no Node, no DOM, no app or server);
//                its files live in folders (trip, booking, pricing, …); outside it code imports a folder's index.ts
//   src/server   the API: imports the domain, never the app; its areas never form a cycle
//   src/app      the React app: imports the domain, never the server; routes → features (through index.ts) → shared
//   sw           the service worker: imports only the domain and Workbox (it runs without the page)
//   tiles        the map build: imports only the domain
// And no cycle between any two files.

/**
 * The app in three layers. Routes: the composition (main.tsx, App.tsx, routes.tsx, serverEntry.tsx) and
 * pages/. Features: each folder a part of the product, whose index.ts is what the routes and other features may
 * use of it. Shared: what belongs to no feature. A folder in none of the lists fails the check.
 */
const APP_ROUTES = ['pages'];
const APP_FEATURES = [
  'operator', // the office's page: manifest, bookings, calendars, catalogue, people, reports
  'agent', // agents: sign-in, their trip builder, reservations
  'reservation-payment', // the guest's payment page of an agent's reservation
  'layout', // the shell around every page: header, footer, offline banner, error boundary
  'trip-builder', // the builder page and its sections
  'booking', // the booking flow: time, arrival, contact, Trip Summary, payment
  'trip-actions', // save, share, inquire, call-to-book, summer promotion
  'confirmation', // booking-confirmed page, booking summary, the PDF and calendar file
  'feedback', // page feedback
  'outbox', // the send queue (replays queued submissions)
  'content', // parts shared by pages: hero, cards, query view, boat rates
  'map', // maps (lazy) and their markers
  'country', // the country in the address
];
const APP_SHARED = [
  'state', // the trip being built and the held booking, kept on the device; its price
  'pwa', // service worker registration and update prompt
  'http', // the API client, resources and connectivity
  'ui', // generic components
  'styles', // global CSS
];
const APP_COMPOSITION = '^src/app/(main|App|routes|serverEntry)\\.tsx$';

/** Server folders every area builds on; they import no area. */
const SERVER_PLATFORM = ['http', 'db', 'idempotency', 'limits'];

const any = (names) => `(${names.join('|')})`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files import each other in a cycle: move what both need into a third file below them',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'src/domain is the pure core: it imports only src/domain, superstruct, dayjs and libphonenumber-js (no Node or DOM module, nothing of app, server, sw or tiles)',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/(superstruct|dayjs|libphonenumber-js)/'] },
    },
    {
      name: 'domain-in-folders',
      severity: 'error',
      comment: 'A domain file lives in a folder of src/domain (trip, booking, pricing, texts, …), not at its top',
      from: { path: '^src/domain/[^/]+\\.ts$' },
      to: {},
    },
    {
      name: 'domain-through-its-index',
      severity: 'error',
      comment:
        "Outside src/domain, import a domain folder (its index.ts is the folder's surface), not a file inside it; " +
        'a lazy import() may name the file, so that its chunk is that file',
      from: { pathNot: '^src/domain/' },
      to: { path: '^src/domain/[^/]+/(?!index\\.ts$)', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'domain-files-import-files',
      severity: 'error',
      comment:
        'Inside src/domain, import the file you need, not a folder index.ts: an index brings its whole folder along',
      from: { path: '^src/domain/' },
      to: { path: '^src/domain/[^/]+/index\\.ts$' },
    },
    {
      name: 'app-not-server',
      severity: 'error',
      comment: 'src/app never imports src/server: share through src/domain',
      from: { path: '^src/app/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-app',
      severity: 'error',
      comment: 'src/server never imports src/app: share through src/domain',
      from: { path: '^src/server/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'sw-alone',
      severity: 'error',
      comment: 'sw/ runs without the page: it imports only sw/, src/domain and Workbox',
      from: { path: '^sw/' },
      to: { pathNot: ['^sw/', '^src/domain/', '^node_modules/workbox-'] },
    },
    {
      name: 'tiles-only-domain',
      severity: 'error',
      comment: 'tiles/ (the map build) imports only tiles/, src/domain, Node and packages',
      from: { path: '^tiles/' },
      to: { path: '^(src/(app|server)|sw|tests)/' },
    },
    {
      name: 'no-tests-in-product',
      severity: 'error',
      comment: 'Product code never imports tests/',
      from: { path: '^(src|sw|tiles)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'app-shared-imports-no-feature',
      severity: 'error',
      comment: `src/app/${any(APP_SHARED)} is shared by every feature: it imports no feature and no route`,
      from: { path: `^src/app/${any(APP_SHARED)}/` },
      to: { path: [`^src/app/(?!${any(APP_SHARED)}/)[^/]+/`, APP_COMPOSITION] },
    },
    {
      name: 'app-features-import-no-route',
      severity: 'error',
      comment:
        'A feature never imports a route (pages/, main.tsx, App.tsx, routes.tsx): the routes compose the features',
      from: { path: `^src/app/${any(APP_FEATURES)}/` },
      to: { path: [`^src/app/${any(APP_ROUTES)}/`, APP_COMPOSITION] },
    },
    {
      name: 'app-feature-through-its-index',
      severity: 'error',
      comment:
        "Outside a feature, import its index.ts (the feature's surface: add the name there), not a file inside it; " +
        'a lazy import() of a page or modal may name the file',
      from: { path: '^src/app/([^/]+)/' },
      to: {
        path: `^src/app/${any(APP_FEATURES)}/(?!index\\.ts$).+\\.tsx?$`, // a stylesheet may be shared by its file
        pathNot: '^src/app/$1/',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'app-features-no-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'App features import each other in a cycle: move what both need into one of them, or into the shared layer',
      from: { path: `^src/app/${any(APP_FEATURES)}/?$` },
      to: { path: `^src/app/${any(APP_FEATURES)}/?$`, circular: true },
    },
    {
      name: 'app-root-modules-are-leaves',
      severity: 'error',
      comment: "The app's top-level modules other than the composition (format.ts, messages.ts) import no app folder",
      from: { path: '^src/app/[^/]+\\.tsx?$', pathNot: APP_COMPOSITION },
      to: { path: '^src/app/[^/]+/' },
    },
    {
      name: 'app-folder-in-a-layer',
      severity: 'error',
      comment:
        'Every folder of src/app is a route, a feature or shared (APP_ROUTES, APP_FEATURES, APP_SHARED in ' +
        '.dependency-cruiser.cjs): add the new folder to one of them',
      from: { path: `^src/app/(?!${any([...APP_ROUTES, ...APP_FEATURES, ...APP_SHARED])}/)[^/]+/` },
      to: {},
    },
    {
      name: 'server-composition-on-top',
      severity: 'error',
      comment: 'Only src/server/server.ts imports app.ts, and no area imports either: they compose the areas',
      from: { path: '^src/server/[^/]+/' },
      to: { path: '^src/server/(app|server)\\.ts$' },
    },
    {
      name: 'server-platform-below-areas',
      severity: 'error',
      comment: `src/server/${any(SERVER_PLATFORM)} serve every area and import none (areas: catalogue, pricing, booking, payment, …)`,
      from: { path: `^src/server/${any(SERVER_PLATFORM)}/` },
      to: { path: `^src/server/(?!${any(SERVER_PLATFORM)}/)[^/]+/` },
    },
    {
      name: 'server-areas-no-cycle',
      severity: 'error',
      scope: 'folder',
      comment: 'Server folders import each other in a cycle: move what both need into one of them, or below both',
      from: { path: '^src/server/[^/]+/?$' },
      to: { path: '^src/server/[^/]+/?$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    // Type-only imports count: a cycle of types is still a cycle for the reader.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
