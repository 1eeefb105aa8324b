// The email and captcha routes on a fresh database (PGlite, or PostgreSQL at TEST_DATABASE_URL), with a trip priced
// by the app's own calculate-time. Until app.ts registers the email plugins, they are registered here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
import type { CatalogueSeed } from './seedCatalogue';
import { catalogueFixture } from './catalogueFixture';
import { API } from './request';
import { buildTestApp, type TestApp } from './testApp';

export interface EmailTestApp {
  app: FastifyInstance;
  database: Database;
  /** A fresh DATA_DIR for this app; the worker writes .eml files to its mail folder. */
  dataDir: string;
  close(): Promise<void>;
}

// Small work for the tests' own solver; the key is fixed so every app of a run agrees.
process.env.ALTCHA_MAX_NUMBER ??= '2000';

/** The API test catalogue, with Small Fry sailing from the marina so that a trip can be priced. */
const emailFixture: CatalogueSeed = {
  ...catalogueFixture,
  boats: catalogueFixture.boats.map((b) =>
    b._id === 'boat-small'
      ? { ...b, pickUpLocations: { main: { location: 'pul-marina', dock: 'A' }, alternatives: [] } }
      : b,
  ),
};

export async function buildEmailTestApp(): Promise<EmailTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'email-test-'));
  const base: TestApp = await buildTestApp({ seed: emailFixture, dataDir });
  return {
    app: base.app,
    database: base.database,
    dataDir,
    close: async () => {
      await base.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A priced trip from the fixture catalogue: Small Fry from the marina, snorkelling then lunch. */
export async function pricedTrip(app: FastifyInstance): Promise<unknown> {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/calculate-time/reg-north?numberOfPeople=4&activities=act-snorkel&activities=act-lunch&pace=relaxed&boatId=boat-small&pulId=pul-marina`,
  });
  if (res.statusCode !== 200) throw new Error(`calculate-time answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const PUBLIC_URL = 'http://localhost:8080';
export const tripLinkFor = (query: string) => `${PUBLIC_URL}/cayman-fixture/trip-builder?${query}`;
