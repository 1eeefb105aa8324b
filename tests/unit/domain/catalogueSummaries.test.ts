// The cards' summaries (src/domain/catalogue/catalogue.ts): what the lists that show only cards keep of the API's
// answer, and so what a rendered page inlines and the device keeps offline.
import { describe, expect, it } from 'vitest';
import { is, mask } from 'superstruct';
import { adventureSummary, boatSummary, destinationSummary } from '../../../src/domain/catalogue';
import { caymanCatalogue as seed } from '../../../src/server/seed/cayman';

describe('card summaries', () => {
  it('keep exactly the fields the cards show, from every entity of the seed', () => {
    for (const boat of seed.boats) {
      const card = mask(boat, boatSummary);
      expect(Object.keys(card).sort()).toEqual([
        '_id',
        'access',
        'boatInfo',
        'maxGuests',
        'maxHours',
        'name',
        'pricing',
        'urlTitle',
      ]);
      expect(Object.keys(card.boatInfo).sort()).toEqual(['boatModel', 'madeBy', 'mainImage', 'size']);
      expect(card.pricing).toEqual(boat.pricing);
    }
    for (const adventure of seed.adventures)
      expect(Object.keys(mask(adventure, adventureSummary)).sort()).toEqual([
        '_id',
        'headerTitle',
        'image',
        'summary',
        'urlTitle',
      ]);
    for (const destination of seed.destinations)
      expect(Object.keys(mask(destination, destinationSummary)).sort()).toEqual([
        '_id',
        'image',
        'summary',
        'title',
        'type',
        'urlTitle',
      ]);
  });

  it('are a fraction of the whole entities', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(seed.boats.map((b) => mask(b, boatSummary)))).toBeLessThan(size(seed.boats) / 4);
    expect(size(seed.destinations.map((d) => mask(d, destinationSummary)))).toBeLessThan(size(seed.destinations) / 2);
  });

  it('do not take a whole entity as a summary (a kept copy of the whole list no longer fits and is read again)', () => {
    expect(is(seed.boats[0], boatSummary)).toBe(false);
    expect(is(mask(seed.boats[0], boatSummary), boatSummary)).toBe(true);
  });
});
