// The island guide: destination pages by section, FAQ, policies and the gallery.
import type { FastifyPluginAsync } from 'fastify';
import {
  type Activity,
  type Adventure,
  type Boat,
  type Destination,
  type FaqItem,
  type Policy,
  countryParams,
  countryTypeParams,
  policyParams,
  urlTitleParams,
} from '../../domain/catalogue';
import { parse } from '../http/validate';
import { galleryOf } from './gallery';
import { found, findCountry, orNone } from './lookup';
import { getByIdOrUrlTitle, listDocs } from './store';
import { access } from '../http/routeAccess';

export const guideRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;
  const countryOf = async (params: unknown) => findCountry(db, parse(countryParams, params, 'path').countryUrlTitle);
  const destinationOf = async (params: unknown) =>
    found(
      await getByIdOrUrlTitle<Destination>(db, 'destination', parse(urlTitleParams, params, 'path').urlTitle),
      'Destination',
    );

  app.get('/destinations/country/:countryUrlTitle/type/:type', access.public, async (req) => {
    const { countryUrlTitle, type } = parse(countryTypeParams, req.params, 'path');
    const country = await findCountry(db, countryUrlTitle);
    return (await listDocs<Destination>(db, 'destination', { countryId: country._id })).filter((d) => d.type === type);
  });
  app.get('/destinations/country/:countryUrlTitle', access.public, async (req) =>
    listDocs<Destination>(db, 'destination', { countryId: (await countryOf(req.params))._id }),
  );
  app.get('/destinations/urlTitle/:urlTitle', access.public, async (req) => destinationOf(req.params));
  // The pages of the guide section that this page belongs to, in its country (the page itself included).
  app.get('/destinations/destUrlTitle/:urlTitle', access.public, async (req) => {
    const page = await destinationOf(req.params);
    return (await listDocs<Destination>(db, 'destination', { countryId: page.countryId })).filter(
      (d) => d.type === page.type,
    );
  });

  app.get('/faq/country/:countryUrlTitle', access.public, async (req) =>
    listDocs<FaqItem>(db, 'faq', { countryId: (await countryOf(req.params))._id }),
  );

  app.get('/policy/:countryUrlTitle/:slug', access.public, async (req) => {
    const { countryUrlTitle, slug } = parse(policyParams, req.params, 'path');
    const country = await findCountry(db, countryUrlTitle);
    // Every policy has its place in the footer; one the company has not written yet is none, not a wrong address.
    return orNone((await listDocs<Policy>(db, 'policy', { countryId: country._id })).find((p) => p.slug === slug));
  });

  app.get('/gallery/country/:countryUrlTitle', access.public, async (req) => {
    const countryId = (await countryOf(req.params))._id;
    const [boats, adventures, activities] = await Promise.all([
      listDocs<Boat>(db, 'boat', { countryId }),
      listDocs<Adventure>(db, 'adventure', { countryId }),
      listDocs<Activity>(db, 'activity', { countryId }),
    ]);
    return galleryOf(boats, adventures, activities);
  });
};
