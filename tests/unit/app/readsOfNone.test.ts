// @vitest-environment jsdom
// Reads of content a company may not have written yet (a page's metadata, a region's tutorial, a country before the
// first): the server answers 200 null, an older server a 404; the app reads both as none, and a device's kept copy of
// a written one still fits the schema.
import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { countryByUrlTitle, metadata } from '../../../src/app/http/resources';
import { tutorialOfRegion } from '../../../src/app/state/tripResources';
import { jsonAnswer, stubFetch } from './fetchStub';

const fetchMock = stubFetch();

const TUTORIAL = {
  _id: 'tut-north',
  regionId: 'region-north',
  pickUpLocationTutorial: 'Pick where you board.',
  itinerary: 'Plan the stops.',
  activity: 'Add a stop.',
  boat: 'Pick a boat.',
};
const reads = [
  { name: 'metadata', fetch: () => metadata.fetch(undefined, 'home') },
  { name: 'tutorial', fetch: () => tutorialOfRegion.fetch(undefined, 'region-north') },
  { name: 'country', fetch: () => countryByUrlTitle.fetch(undefined, 'cayman-islands') },
];

describe('a read of content not written yet', () => {
  for (const read of reads) {
    it(`${read.name}: null from the server's 200 null, and from an older server's 404`, async () => {
      fetchMock.mockResolvedValueOnce(jsonAnswer(200, null));
      expect(await read.fetch()).toBeNull();
      fetchMock.mockResolvedValueOnce(jsonAnswer(404, { message: 'Not found', code: 'NOT_FOUND' }));
      expect(await read.fetch()).toBeNull();
    });
  }

  it('still fails on any other error', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(500, { message: 'Down', code: 'INTERNAL' }));
    await expect(metadata.fetch(undefined, 'home')).rejects.toMatchObject({ notFound: false });
  });

  it('keeps a written tutorial, and a device copy of one or of none fits the schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, TUTORIAL));
    expect(await tutorialOfRegion.fetch(undefined, 'region-north')).toEqual(TUTORIAL);
    expect(is(TUTORIAL, tutorialOfRegion.schema)).toBe(true);
    expect(is(null, tutorialOfRegion.schema)).toBe(true);
    expect(is(null, metadata.schema)).toBe(true);
  });
});
