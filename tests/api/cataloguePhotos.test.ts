// Issue #58: a catalogue export carries the uploaded photos its documents name, so that a file moved to another server
// brings its pictures along (the same addresses, served there); an import that names a photo neither stored nor in
// the file is refused whole. Uploads nobody saved into a document are removed a day later; saved ones stay, also
// those only an earlier version names (it can be restored).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFile, parseCatalogueFile, parsePhotoAddress, variantAddress } from '../../src/domain/catalogue';
import { CatalogueRefused, exportCatalogue, importCatalogue } from '../../src/server/catalogue/catalogueImport';
import { removeUnsavedPhotos } from '../../src/server/photos/photoStore';
import { bearer } from '../support/agentTestApp';
import { buildOperatorTestApp, OP, type OperatorTestApp } from '../support/operatorTestApp';
import { buildTestApp, type TestApp } from '../support/testApp';

let office: OperatorTestApp;
let elsewhere: TestApp;
const NOW = new Date('2026-11-02T14:00:00Z');

beforeAll(async () => {
  office = await buildOperatorTestApp();
  elsewhere = await buildTestApp({ seed: null });
}, 120_000);
afterAll(async () => {
  await office?.close();
  await elsewhere?.close();
});

const picture = (red: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

async function upload(red: number): Promise<string> {
  const res = await office.app.inject({
    method: 'POST',
    url: `${OP}/catalogue/photos`,
    payload: await picture(red),
    headers: { 'content-type': 'image/jpeg', ...bearer(office.tokens.admin) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().address as string;
}

const served = async (app: TestApp['app'], address: string) => {
  const photo = parsePhotoAddress(address)!;
  return (await app.inject({ method: 'GET', url: variantAddress(photo.id, 480, 'webp') })).statusCode;
};

/** Saves the first boat with `mainImage` through the import (the editor's writes share its versions). */
async function saveBoatImage(mainImage: string): Promise<void> {
  const boat = (await exportCatalogue(office.database.db)).boats![0]!;
  const file: CatalogueFile = {
    format: 'charter-catalogue',
    version: 1,
    boats: [{ ...boat, boatInfo: { ...boat.boatInfo, mainImage } }],
  };
  await importCatalogue(office.database.db, file, { dryRun: false, actor: 'admin-command', now: NOW });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      expect(error).toBeInstanceOf(CatalogueRefused);
      return (error as CatalogueRefused).problems;
    },
  );

describe('a catalogue export with its photos', () => {
  let address: string;
  let file: CatalogueFile;

  it('carries each photo a document names: its original, focus and id', async () => {
    address = await upload(40);
    await saveBoatImage(address);
    file = await exportCatalogue(office.database.db);
    const id = parsePhotoAddress(address)!.id;
    expect(file.photos?.map((p) => p.id)).toEqual([id]);
    expect(file.photos![0]).toMatchObject({
      focus: { x: 0.5, y: 0.5 },
      original: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // What the file holds reads back as a catalogue file (the admin command's parse).
    const parsed = parseCatalogueFile(JSON.parse(JSON.stringify(file)));
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
  });

  it('is refused elsewhere without its photos, naming the document and the photo', async () => {
    const { photos: _left, ...withoutPhotos } = file;
    const problems = await refusal(
      importCatalogue(elsewhere.database.db, withoutPhotos, { dryRun: false, actor: 'admin-command', now: NOW }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        list: 'boats',
        id: file.boats![0]!._id,
        message: expect.stringContaining(`names the photo ${parsePhotoAddress(address)!.id}`),
      }),
    );
    expect(await exportCatalogue(elsewhere.database.db)).toEqual({
      format: 'charter-catalogue',
      version: 1,
      ...emptyLists(file),
    });
  });

  it('says in a dry run which photos it would add, and stores nothing', async () => {
    const dry = await importCatalogue(elsewhere.database.db, file, { dryRun: true, actor: 'admin-command', now: NOW });
    expect(dry.photosAdded).toEqual([parsePhotoAddress(address)!.id]);
    expect(await served(elsewhere.app, address)).toBe(404);
  });

  it('imported into another server, serves the same addresses there, and a second import adds nothing', async () => {
    const done = await importCatalogue(elsewhere.database.db, file, {
      dryRun: false,
      actor: 'admin-command',
      now: NOW,
    });
    expect(done.photosAdded).toHaveLength(1);
    expect(await served(elsewhere.app, address)).toBe(200);
    const again = await exportCatalogue(elsewhere.database.db);
    expect(again.photos).toEqual(file.photos);
    const twice = await importCatalogue(elsewhere.database.db, file, {
      dryRun: false,
      actor: 'admin-command',
      now: NOW,
    });
    expect(twice.photosAdded).toEqual([]);
  });

  it('refuses a photo whose original is not a picture, whole', async () => {
    const broken = {
      ...file,
      photos: [{ ...file.photos![0]!, id: 'f'.repeat(24), jpeg: Buffer.from('not a picture').toString('base64') }],
    };
    const problems = await refusal(
      importCatalogue(office.database.db, broken, { dryRun: true, actor: 'admin-command', now: NOW }),
    );
    expect(problems).toEqual([
      { list: 'photos', id: 'f'.repeat(24), path: 'jpeg', message: 'is not a picture this server can read' },
    ]);
    const unreadable = parseCatalogueFile({
      format: 'charter-catalogue',
      version: 1,
      photos: [{ id: 'x', original: 'y', focus: { x: 2, y: 0 }, jpeg: '%%' }],
    });
    expect(unreadable.ok).toBe(false);
  });
});

describe('uploads nobody saved', () => {
  it('are removed a day later; photos a document or an earlier version names stay', async () => {
    const replaced = await upload(90); // saved, then replaced: only a version names it
    await saveBoatImage(replaced);
    const current = await upload(120);
    await saveBoatImage(current);
    const abandoned = await upload(200); // uploaded, never saved

    const uploadedAt = office.settings.now(); // the app's clock stamps the uploads
    const dayAfter = new Date(uploadedAt.getTime() + 25 * 3_600_000);
    expect(await removeUnsavedPhotos(office.database.db, new Date(uploadedAt.getTime() - 60_000), uploadedAt)).toEqual(
      [],
    );
    const removed = await removeUnsavedPhotos(office.database.db, dayAfter, dayAfter);
    expect(removed).toEqual([parsePhotoAddress(abandoned)!.id]);
    expect(await served(office.app, abandoned)).toBe(404);
    for (const kept of [replaced, current]) expect(await served(office.app, kept)).toBe(200);
    expect(await removeUnsavedPhotos(office.database.db, dayAfter, dayAfter)).toEqual([]);
  });
});

/** An export of a database with no catalogue: every list empty, no photos. */
function emptyLists(file: CatalogueFile) {
  const lists = Object.fromEntries(
    Object.keys(file)
      .filter((k) => !['format', 'version', 'photos'].includes(k))
      .map((k) => [k, []]),
  );
  return lists;
}
