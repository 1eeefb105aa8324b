// The import rules of the project, checked by dependency-cruiser in `npm test` (tests/run-all.mjs step "Import
// rules"; `npx depcruise src sw tiles` runs it alone). Each rule's comment is the message shown when it is broken.
//
//   src/domain   the pure core: imports only itself and platform-free packages (no Node, no DOM, no app or server);
//                its files live in folders (trip, booking, pricing, …); outside it code imports a folder's index.ts
//   src/server   the API: imports the domain, never the app; its areas never form a cycle
//   src/app      the React app: imports the domain, never the server; feature folders depend one way (APP_ORDER)
//   sw           the service worker: imports only the domain and Workbox (it runs without the page)
//   tiles        the map build: imports only the domain
// And no cycle between any two files.

/**
 * The app's folders, from the top (imported by the app's composition only: main.tsx, App.tsx, routes.tsx) to the
 * bottom. A folder imports only folders listed after it, never one before it. A new feature folder goes where what it
 * imports is below it and what imports it is above (an agents folder that uses the trip builder and the booking flow,
 * imported only by the routes, goes first); a folder not listed here fails the check.
 */
const APP_ORDER = [
  'operator', // the operator's page: manifest, bookings, calendars (issue #19); uses the agents' sign-in; routes only
  'agent', // agents: sign-in, their trip builder, reservations (issue #17); imported by the routes only
  'reservation-payment', // the guest's payment page of an agent's reservation (issue #17)
  'layout', // the shell around every page: header, footer, offline banner, error boundary
  'pages', // content pages (home, guide, adventures, boats, FAQ, blog, policies, contact)
  'trip-builder', // the builder page and its sections
  'booking', // the booking flow: time, arrival, contact, Trip Summary, payment
  'trip-actions', // save, share, inquire, call-to-book, summer promotion
  'confirmation', // booking-confirmed page, booking summary, the PDF and calendar file
  'feedback', // page feedback
  'outbox', // the send queue (replays queued submissions)
  'content', // parts shared by pages: hero, cards, query view, boat rates
  'map', // maps (lazy) and their markers
  'country', // the country in the address
  // Shared by every feature:
  'state', // the trip being built and the held booking, kept on the device; its price
  'pwa', // service worker registration and update prompt
  'http', // the API client, resources and connectivity
  'ui', // generic components
  'styles', // global CSS
];

/** Server folders every area builds on; they import no area. */
const SERVER_PLATFORM = ['http', 'db', 'idempotency', 'limits'];

const any = (names) => `(${names.join('|')})`;

const appOrderRules = APP_ORDER.slice(1).map((folder, i) => ({
  name: `app-order-${folder}`,
  severity: 'error',
  comment:
    `src/app/${folder} may not import ${any(APP_ORDER.slice(0, i + 1))}: app folders depend one way, in the order of ` +
    'APP_ORDER in .dependency-cruiser.cjs (move the shared piece down, e.g. into state/, ui/ or the domain)',
  from: { path: `^src/app/${folder}/` },
  to: { path: `^src/app/${any(APP_ORDER.slice(0, i + 1))}/` },
}));

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
        "Outside src/domain, import a domain folder (its index.ts is the folder's surface), not a file inside it",
      from: { pathNot: '^src/domain/' },
      to: { path: '^src/domain/[^/]+/(?!index\\.ts$)' },
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
      name: 'app-composition-on-top',
      severity: 'error',
      comment: "Only the app's composition (main.tsx, serverEntry.tsx, App.tsx, routes.tsx) imports the composition",
      from: { path: '^src/app/[^/]+/' },
      to: { path: '^src/app/(main|App|routes|serverEntry)\\.tsx$' },
    },
    {
      name: 'app-root-modules-are-leaves',
      severity: 'error',
      comment: "The app's top-level modules other than the composition (format.ts, messages.ts) import no app folder",
      from: { path: '^src/app/[^/]+\\.tsx?$', pathNot: '^src/app/(main|App|routes|serverEntry)\\.tsx$' },
      to: { path: '^src/app/[^/]+/' },
    },
    {
      name: 'app-folder-in-order',
      severity: 'error',
      comment:
        'Every folder of src/app has its place in APP_ORDER in .dependency-cruiser.cjs: add the new folder there',
      from: { path: `^src/app/(?!${any(APP_ORDER)}/)[^/]+/` },
      to: {},
    },
    ...appOrderRules,
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
