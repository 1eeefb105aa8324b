import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { array } from 'superstruct';
import * as c from '../../src/domain/catalogue';
import { gallery, inquiryDataAnswer } from '../../src/domain/catalogue';
import { inquiries } from '../../src/server/catalogue/inquiries';
import { testBookingSettings } from '../../src/server/booking/settings';
import { linkToken } from '../../src/server/http/linkTokens';
import { expectShape } from '../support/expectShape';
import { API, getJson, getOk, ids } from '../support/request';
import { buildTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const status = async (path: string) => (await getJson(t.app, `${API}/${path}`)).status;

describe('adventures', () => {
  it('finds one by url title or id, lists by country and the popular ones', async () => {
    expect(expectShape(await getOk(t.app, 'adventures/reef-day'), c.adventure)._id).toBe('adv-reef-day');
    expect((await getOk(t.app, 'adventures/adv-quiet-cove')).urlTitle).toBe('quiet-cove');
    expect(ids(expectShape(await getOk(t.app, 'adventures/country/cayman-fixture'), array(c.adventure)))).toEqual([
      'adv-reef-day',
      'adv-quiet-cove',
    ]);
    expect(ids(await getOk(t.app, 'adventures/country-popular/cayman-fixture'))).toEqual(['adv-reef-day']);
    expect(await getOk(t.app, 'adventures/country/bahamas-fixture')).toEqual([]);
    expect(await status('adventures/nope')).toBe(404);
    expect(await status('adventures/country-popular/atlantis')).toBe(404);
  });
});

describe('blogs', () => {
  it('captain blog: all, by country, one', async () => {
    expect(ids(expectShape(await getOk(t.app, 'captain-blog/'), array(c.blogPost)))).toEqual([
      'cblog-log-1',
      'cblog-log-2',
    ]);
    expect(ids(await getOk(t.app, 'captain-blog'))).toEqual(['cblog-log-1', 'cblog-log-2']);
    expect(ids(await getOk(t.app, 'captain-blog/country/bahamas-fixture'))).toEqual(['cblog-log-2']);
    expect(expectShape(await getOk(t.app, 'captain-blog/log-1'), c.blogPost)._id).toBe('cblog-log-1');
    expect(await status('captain-blog/first')).toBe(404);
  });

  it('blog: all, by country, one by id or url title', async () => {
    expect(ids(expectShape(await getOk(t.app, 'blog'), array(c.blogPost)))).toEqual(['blog-first', 'blog-bahamas']);
    expect(ids(await getOk(t.app, 'blog?country=cayman-fixture'))).toEqual(['blog-first']);
    expect((await getOk(t.app, 'blog/blog-bahamas')).urlTitle).toBe('bahamas');
    expect(expectShape(await getOk(t.app, 'blog/first'), c.blogPost)._id).toBe('blog-first');
    expect(await status('blog/log-1')).toBe(404);
  });
});

describe('posts, reviews, metadata', () => {
  it('post filters by kind and country', async () => {
    expect(ids(expectShape(await getOk(t.app, 'post'), array(c.post)))).toEqual(['post-1', 'banner-1', 'greview-1']);
    expect(ids(await getOk(t.app, 'post?kind=BANNER'))).toEqual(['banner-1']);
    expect(await getOk(t.app, 'post?country=bahamas-fixture&kind=POST')).toEqual([]);
  });

  it('review filters by country and boat', async () => {
    expect(ids(expectShape(await getOk(t.app, 'review'), array(c.review)))).toEqual(['rev-1', 'rev-2', 'rev-3']);
    expect(ids(await getOk(t.app, 'review?country=cayman-fixture'))).toEqual(['rev-1', 'rev-2']);
    expect(ids(await getOk(t.app, 'review?boatId=boat-nassau'))).toEqual(['rev-3']);
  });

  it('metadata answers one page, or null for a page not written', async () => {
    expect(expectShape(await getOk(t.app, 'metadata/home'), c.pageMetadata).title).toBe('Boat charters');
    expect(await getOk(t.app, 'metadata/nowhere')).toBeNull();
  });
});

describe('guide', () => {
  it('destinations by country, by section type, by url title', async () => {
    expect(ids(expectShape(await getOk(t.app, 'destinations/country/cayman-fixture'), array(c.destination)))).toEqual([
      'dest-beaches',
      'dest-cruise-ship-port',
      'dest-boat-safety',
      'dest-dive',
    ]);
    expect(ids(await getOk(t.app, 'destinations/country/cayman-fixture/type/travel-info'))).toEqual([
      'dest-cruise-ship-port',
      'dest-boat-safety',
    ]);
    expect(expectShape(await getOk(t.app, 'destinations/urlTitle/boat-safety'), c.destination)._id).toBe(
      'dest-boat-safety',
    );
    expect(await status('destinations/country/cayman-fixture/type/nightlife')).toBe(400);
    expect(await status('destinations/urlTitle/nope')).toBe(404);
  });

  it('destUrlTitle answers the pages of the same guide section', async () => {
    expect(ids(await getOk(t.app, 'destinations/destUrlTitle/cruise-ship-port'))).toEqual([
      'dest-cruise-ship-port',
      'dest-boat-safety',
    ]);
    expect(ids(await getOk(t.app, 'destinations/destUrlTitle/dive'))).toEqual(['dest-dive']);
    expect(await status('destinations/destUrlTitle/nope')).toBe(404);
  });

  it('faq and policies of a country', async () => {
    expect(ids(expectShape(await getOk(t.app, 'faq/country/cayman-fixture'), array(c.faqItem)))).toEqual(['faq-1']);
    expect(expectShape(await getOk(t.app, 'policy/cayman-fixture/cancellation-policy'), c.policy).title).toBe(
      'Cancellation Policy',
    );
    // A policy of the list the company has not written: none, not a wrong address.
    expect(await getOk(t.app, 'policy/cayman-fixture/privacy-policy')).toBeNull();
    expect(await status('policy/atlantis/privacy-policy')).toBe(404);
    expect(await status('policy/cayman-fixture/cookies')).toBe(400);
    expect(await status('faq/country/atlantis')).toBe(404);
  });

  it('gallery gathers boat, adventure and activity pictures once each, with alt text', async () => {
    const images = expectShape(await getOk(t.app, 'gallery/country/cayman-fixture'), gallery);
    const srcs = images.map((i) => i.src);
    expect(new Set(srcs).size).toBe(srcs.length);
    expect(srcs).toContain('/images/boat-big-2.svg');
    expect(srcs).toContain('/images/adv-reef-day.svg');
    expect(srcs).toContain('/images/act-lunch.svg');
    expect(srcs).not.toContain('/images/boat-nassau.svg');
    expect(images.every((i) => i.alt.length > 0)).toBe(true);
  });
});

describe('custom map', () => {
  it('groups of a country and categories by ids', async () => {
    expect(ids(expectShape(await getOk(t.app, 'custom-map/groups/cayman-fixture'), array(c.mapGroup)))).toEqual([
      'grp-beaches',
    ]);
    expect(
      ids(expectShape(await getOk(t.app, 'custom-map/categories?ids=cat-food,cat-beach'), array(c.mapCategory))),
    ).toEqual(['cat-beach', 'cat-food']);
    expect(ids(await getOk(t.app, 'custom-map/categories'))).toEqual(['cat-beach', 'cat-food']);
    expect(await getOk(t.app, 'custom-map/categories?ids=cat-nope')).toEqual([]);
    expect(await status('custom-map/groups/atlantis')).toBe(404);
  });
});

describe('inquiry data', () => {
  it('answers a stored inquiry as data.inquiryData through its signed link, without contact details; 404 otherwise', async () => {
    const payload = {
      firstName: 'Ana',
      email: 'ana@guest.test',
      phone: '+13455550100',
      startDate: '2026-12-01',
      adult: 2,
      children: 1,
    };
    await t.database.db
      .insert(inquiries)
      .values({ inquiryRef: 'INQ-7K3M9Q', kind: 'booking-inquiry', deviceId: 'device-of-ana', payload });
    const token = linkToken(testBookingSettings().cookieSecret, 'inquiry', 'INQ-7K3M9Q');
    const body = expectShape(
      await getOk(t.app, `inquiry-data/inquiryRef/INQ-7K3M9Q?token=${token}`),
      inquiryDataAnswer,
    );
    expect(body.data.inquiryData.payload).toEqual({ firstName: 'Ana', startDate: '2026-12-01', adult: 2, children: 1 });
    expect(body.data.inquiryData.kind).toBe('booking-inquiry');
    expect(Number.isNaN(Date.parse(body.data.inquiryData.createdAt))).toBe(false);
    expect(await status('inquiry-data/inquiryRef/INQ-NOPE')).toBe(404);
    // The reference alone, or another inquiry's token, is not enough.
    expect(await status('inquiry-data/inquiryRef/INQ-7K3M9Q')).toBe(404);
    expect(
      await status(
        `inquiry-data/inquiryRef/INQ-7K3M9Q?token=${linkToken(testBookingSettings().cookieSecret, 'inquiry', 'INQ-OTHER1')}`,
      ),
    ).toBe(404);
  });
});
