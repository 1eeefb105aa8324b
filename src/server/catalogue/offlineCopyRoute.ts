// GET /api/v1/web/offline-copy/:countryUrlTitle: what the worker keeps for a country's offline copy
// (src/domain/protocol/offlineCopy.ts): every catalogue read its public pages and the trip builder make, addressed as
// the app addresses them (src/domain/protocol/catalogueReads.ts), then the cards' pictures, in order of need, within
// the budget. Each answer is weighed through the server's own routes (no network); the list is made once per country
// and process, as the catalogue is written only when the server seeds it (readCache.ts), and then kept by the read
// cache like any read.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  type Adventure,
  type BlogPost,
  type Destination,
  type MapGroup,
  type PageMetadata,
  type Region,
  GUIDE_SECTIONS,
  POLICY_SLUGS,
  countryParams,
  keptVariant,
  parsePhotoAddress,
} from '../../domain/catalogue';
import {
  BUILDER_READS,
  MAP_READS,
  mapCategoryIds,
  READS,
  readAddress,
  type CatalogueRead,
  OFFLINE_COPY,
  type OfflineCopyList,
} from '../../domain/protocol';
import { parse } from '../http/validate';
import { access } from '../http/routeAccess';
import { findCountry } from './lookup';
import { listDocs } from './store';
import type { Db } from '../db/client';
import { variantSize } from '../photos/photoStore';

/** The reads of a country, those the trip builder needs first, then the lists and pages, then each entity's page. */
async function readsOf(db: Db, countryUrlTitle: string): Promise<CatalogueRead[]> {
  const country = await findCountry(db, countryUrlTitle);
  const c = country.urlTitle;
  const of = { countryId: country._id };
  const [regions, adventures, destinations, blog, captainBlog, mapGroups, metadata, boats] = await Promise.all([
    listDocs<Region>(db, 'region', of),
    listDocs<Adventure>(db, 'adventure', of),
    listDocs<Destination>(db, 'destination', of),
    listDocs<BlogPost>(db, 'blog', of),
    listDocs<BlogPost>(db, 'captainBlog', of),
    listDocs<MapGroup>(db, 'mapGroup', of),
    listDocs<PageMetadata>(db, 'metadata'),
    listDocs<{ urlTitle: string }>(db, 'boat', of),
  ]);
  return [
    READS.country(c),
    READS.boats(c),
    READS.regions(c),
    READS.pickUps(c),
    READS.activities(c),
    ...regions.flatMap((region) => [
      BUILDER_READS.itinerariesOfRegion(region._id),
      BUILDER_READS.tutorialOfRegion(region._id),
    ]),
    READS.popularAdventures(c),
    READS.adventures(c),
    READS.destinations(c),
    READS.reviews(c),
    READS.banners(c),
    ...GUIDE_SECTIONS.map((section) => READS.destinationsOfSection(c, section)),
    READS.faq(c),
    ...POLICY_SLUGS.map((slug) => READS.policy(c, slug)),
    READS.gallery(c),
    READS.blogPosts(c),
    READS.captainBlogPosts(c),
    MAP_READS.mapGroups(c),
    ...(mapGroups.length ? [MAP_READS.mapCategories(mapCategoryIds(mapGroups))] : []),
    ...metadata.map((page) => READS.metadata(page.page)),
    ...boats.map((boat) => READS.boat(boat.urlTitle)),
    ...adventures.map((adventure) => READS.adventure(adventure.urlTitle)),
    ...destinations.map((destination) => READS.destination(destination.urlTitle)),
    ...blog.map((post) => READS.blogPost(post.urlTitle)),
    ...captainBlog.map((post) => READS.captainBlogPost(post.urlTitle)),
  ];
}

/** The pictures a list's cards show: each item's own picture (boats: their main photo; pick-ups: the place's; the
 * gallery's); an
 *  uploaded photo as its kept variant (the worker answers any of its variants with it offline). */
function cardPictures(answer: unknown): string[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item: Record<string, unknown>) => {
    const boatInfo = item?.boatInfo as { mainImage?: unknown } | undefined;
    return [item?.image, item?.locationImage, boatInfo?.mainImage, item?.src]
      .filter((url): url is string => typeof url === 'string')
      .flatMap((url) => (url.startsWith('/images/') ? [url] : parsePhotoAddress(url) ? [keptVariant(url)] : []));
  });
}

async function makeList(app: FastifyInstance, countryUrlTitle: string): Promise<OfflineCopyList> {
  const { db } = app.deps.database;
  const hash = createHash('sha1');
  const reads: string[] = [];
  const images: string[] = [];
  let bytes = 0;
  let leftOut = 0;
  const add = (into: string[], address: string, size: number) => {
    if (bytes + size > OFFLINE_COPY.budgetBytes) {
      leftOut += 1;
      return;
    }
    bytes += size;
    into.push(address);
  };
  const pictures = new Set<string>();
  for (const address of [...new Set((await readsOf(db, countryUrlTitle)).map(readAddress))]) {
    const answer = await app.inject({ method: 'GET', url: address, headers: { accept: 'application/json' } });
    if (answer.statusCode !== 200) continue; // a page that does not exist: nothing to keep
    hash.update(address).update(answer.rawPayload);
    add(reads, address, answer.rawPayload.byteLength);
    for (const picture of cardPictures(answer.json())) pictures.add(picture);
  }
  for (const picture of pictures) {
    const photo = parsePhotoAddress(picture);
    if (photo) {
      // An uploaded photo: its name is its content, so its size is all the revision needs.
      const size = await variantSize(db, photo.id, photo.width, photo.format);
      if (size === null) continue;
      hash.update(picture).update(String(size));
      add(images, picture, size);
      continue;
    }
    if (picture.includes('..')) continue;
    const file = await stat(join(app.deps.config.staticDir, decodeURIComponent(picture))).catch(() => null);
    if (!file?.isFile()) continue; // not served here (no build)
    hash.update(picture).update(String(file.size)).update(String(file.mtimeMs));
    add(images, picture, file.size);
  }
  return { revision: hash.digest('base64url'), reads, images, bytes, budgetBytes: OFFLINE_COPY.budgetBytes, leftOut };
}

export const offlineCopyRoute: FastifyPluginAsync = async (app) => {
  const lists = new Map<string, Promise<OfflineCopyList>>();
  app.get('/offline-copy/:countryUrlTitle', access.public, async (req) => {
    const { countryUrlTitle } = parse(countryParams, req.params, 'path');
    await findCountry(app.deps.database.db, countryUrlTitle); // 404 for an unknown country, before anything is kept
    let list = lists.get(countryUrlTitle);
    if (!list) {
      list = makeList(app, countryUrlTitle);
      lists.set(countryUrlTitle, list);
      list.catch(() => lists.delete(countryUrlTitle));
    }
    return list;
  });
};
