// GET offline-copy/:country: what the worker keeps after a first visit, addressed as the app addresses its reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUILDER_READS,
  READS,
  readAddress,
  OFFLINE_COPY,
  readOfflineCopyList,
  type OfflineCopyList,
} from '../../src/domain/protocol';
import { POLICY_SLUGS } from '../../src/domain/catalogue';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { buildTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staticDir: string;
const boat = caymanCatalogue.boats.find((b) => b.access.includes('primary'))!;
const pictures = [boat.boatInfo.mainImage, caymanCatalogue.adventures[0]!.image];
const country = 'cayman-islands';

beforeAll(async () => {
  // A build with two of the cards' pictures: only pictures the server serves are listed.
  staticDir = mkdtempSync(join(tmpdir(), 'offline-copy-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const picture of pictures) {
    mkdirSync(join(staticDir, picture, '..'), { recursive: true });
    writeFileSync(join(staticDir, picture), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  t = await buildTestApp({ seed: caymanCatalogue, staticDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const getList = async (path = OFFLINE_COPY.listPath(country)) => t.app.inject({ method: 'GET', url: path });

describe('the offline copy list', () => {
  it("lists every public page's reads and the builder's, as the app addresses them, each answering 200", async () => {
    const answer = await getList();
    expect(answer.statusCode).toBe(200);
    const list = answer.json() as OfflineCopyList;
    expect(readOfflineCopyList(list)).toEqual(list);
    const seed = caymanCatalogue;
    const wanted = [
      READS.country(country),
      READS.boats(country),
      READS.regions(country),
      READS.pickUps(country),
      READS.activities(country),
      READS.faq(country),
      READS.destinations(country),
      READS.adventures(country),
      READS.gallery(country),
      ...POLICY_SLUGS.map((slug) => READS.policy(country, slug)),
      ...seed.regions.flatMap((region) => [
        BUILDER_READS.itinerariesOfRegion(region._id),
        BUILDER_READS.tutorialOfRegion(region._id),
      ]),
      ...seed.boats
        .filter((boat) => boat.countryId === seed.countries[0]!._id)
        .map((boat) => READS.boat(boat.urlTitle)),
      ...seed.adventures.map((adventure) => READS.adventure(adventure.urlTitle)),
      ...seed.destinations.map((destination) => READS.destination(destination.urlTitle)),
    ].map(readAddress);
    expect(wanted.filter((address) => !list.reads.includes(address))).toEqual([]);
    for (const address of list.reads)
      expect((await t.app.inject({ method: 'GET', url: address })).statusCode, address).toBe(200);
    expect(list.leftOut).toBe(0);
    expect(list.bytes).toBeGreaterThan(0);
    expect(list.bytes).toBeLessThanOrEqual(OFFLINE_COPY.budgetBytes);
  });

  it('lists the cards’ pictures the server serves, and the same revision while nothing changed', async () => {
    const list = (await getList()).json() as OfflineCopyList;
    expect(list.images.sort()).toEqual([...pictures].sort());
    expect(((await getList()).json() as OfflineCopyList).revision).toBe(list.revision);
  });

  it('answers 404 for a country it does not know, and a clear 400 for a malformed one', async () => {
    expect((await getList(OFFLINE_COPY.listPath('atlantis'))).statusCode).toBe(404);
    expect((await getList('/api/v1/web/offline-copy/%3Cscript%3E')).statusCode).toBe(400);
  });
});
