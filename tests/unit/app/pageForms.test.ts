// The Catalogue tab's generic forms (pageForms.ts): every list's new document, once its title field is filled, is a
// document its list's schema takes, and a save names it as the API will (metadata by its page, hints by their region).
import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { META_PAGES, CATALOGUE_LISTS } from '../../../src/domain/catalogue';
import { catalogueFixture } from '../../support/catalogueFixture';
import { MORE_LISTS, PAGE_FORMS, PAGE_LISTS, idOf, type PageChoices } from '../../../src/app/operator/pageForms';
import { pageToSave } from '../../../src/app/operator/PageEditor';

const f = catalogueFixture;
const choices: PageChoices = {
  countryId: f.countries[0]!._id,
  countryCode: f.countries[0]!.code,
  regions: f.regions,
  activities: f.activities,
  pickUps: f.pickUpLocations,
  adventures: f.adventures,
  boats: f.boats,
  mapCategories: f.mapCategories,
};

describe('the forms of the Catalogue tab', () => {
  it.each([...PAGE_LISTS, ...MORE_LISTS])('%s: a new document with its title typed is one its schema takes', (list) => {
    const form = PAGE_FORMS[list];
    const blank = form.blank(choices);
    const typed =
      typeof blank[form.titleKey] === 'string' && blank[form.titleKey] !== ''
        ? blank
        : { ...blank, [form.titleKey]: 'Sea Breeze' };
    const doc = pageToSave(list, typed, true);
    const [error] = validate(doc, CATALOGUE_LISTS[list].schema as never);
    expect(error?.message).toBeUndefined();
    expect(idOf(list, doc)).not.toBe('');
  });

  it("names a new page metadata by its page and a region's hints by the region, the ids the API checks", () => {
    const meta = pageToSave('metadata', PAGE_FORMS.metadata.blank(choices), true);
    expect(meta).not.toHaveProperty('_id');
    expect(idOf('metadata', meta)).toBe(META_PAGES[0]);
    const hints = pageToSave('tutorials', PAGE_FORMS.tutorials.blank(choices), true);
    expect(idOf('tutorials', hints)).toBe(choices.regions[0]!._id);
    expect(
      pageToSave('checklistItems', { ...PAGE_FORMS.checklistItems.blank(choices), name: 'Dry bag' }, true)._id,
    ).toBe('cl-dry-bag');
  });

  it('offers every metadata page the site reads once, among them each guide section', () => {
    expect(new Set(META_PAGES).size).toBe(META_PAGES.length);
    expect(META_PAGES).toEqual(
      expect.arrayContaining(['home', 'boats-and-rates', 'guide-the-island', 'booking-confirmed']),
    );
  });
});
