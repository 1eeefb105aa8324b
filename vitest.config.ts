// The test tiers vitest runs (`npm test` runs them all, with the browser tier: tests/run-all.mjs). The app's build
// is vite.config.ts; tests need none of its plugins.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** API files at once: one per core, at least 1 and at most 4 (each builds a server and a database of its own). */
const apiWorkers = Math.min(4, Math.max(1, availableParallelism()));

// `--project 'unit-*'` runs both unit projects (npm run test:unit).
const unitBase = {
  // A file opts into a DOM with a `// @vitest-environment jsdom` comment.
  environment: 'node',
  pool: 'threads',
  // Stylesheets read as empty in tests, but for the brand's tokens, which the PDF and the map style read.
  css: { include: [/src\/app\/styles\/tokens\.css/] },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          ...unitBase,
          // The app's tests: each file in a fresh module state, as its stores and queues assume.
          name: 'unit-app',
          include: ['tests/unit/app/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [react()],
        test: {
          ...unitBase,
          // Domain, server, tiles and seed: pure modules, so the files share one module state (8 s, not 20 s).
          name: 'unit-core',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/app/**'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Files run in parallel, each in a fork with a database of its own (tests/support/testApp.ts: a PGlite
          // in memory, or a fresh database on the PostgreSQL server at TEST_DATABASE_URL); fake endpoints listen on
          // port 0.
          pool: 'forks',
          maxWorkers: apiWorkers,
          fileParallelism: true,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Real processes in the production shape (the built artefact, caddy, PostgreSQL): after `npm run build`.
        test: {
          name: 'production',
          include: ['tests/production/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
