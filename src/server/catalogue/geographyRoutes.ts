// Countries, regions, pick-up locations and itineraries: where a trip starts.
import type { FastifyPluginAsync } from 'fastify';
import {
  type Adventure,
  type Country,
  type Itinerary,
  type PickUpLocation,
  type Region,
  countryFilterQuery,
  countryListQuery,
  idParams,
  pickUpQuery,
  urlTitleParams,
} from '../../domain/catalogue';
import { parse, parseQuery } from '../http/validate';
import { docById, docByIdOrUrlTitle, findCountry, findRegion, found } from './lookup';
import { getByUrlTitle, listDocs } from './store';
import { access } from '../http/routeAccess';
import { notFound } from '../http/errors';

export const geographyRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;

  app.get('/country', access.public, async (req) => {
    const { includeAdventures } = parseQuery(countryListQuery, req.query);
    const countries = await listDocs<Country>(db, 'country');
    if (!includeAdventures) return countries;
    const adventures = await listDocs<Adventure>(db, 'adventure');
    const countriesWithAdventures = countries
      .map((c) => ({ ...c, adventures: adventures.filter((a) => a.countryId === c._id) }))
      .filter((c) => c.adventures.length > 0);
    return { countries, countriesWithAdventures };
  });
  app.get('/country/url-title/:urlTitle', access.public, async (req) => {
    const { urlTitle } = parse(urlTitleParams, req.params, 'path');
    const country = await getByUrlTitle<Country>(db, 'country', urlTitle);
    if (country) return country;
    // Before the company's first country (a fresh install) no address is a wrong one yet: null, the site being set up.
    if ((await listDocs<Country>(db, 'country')).length === 0) return null;
    throw notFound('Country');
  });
  app.get('/country/:id', access.public, async (req) => findCountry(db, parse(idParams, req.params, 'path').id));

  app.get('/region', access.public, async (req) => {
    const { country } = parseQuery(countryFilterQuery, req.query);
    if (!country) return listDocs<Region>(db, 'region');
    return listDocs<Region>(db, 'region', { countryId: (await findCountry(db, country))._id });
  });
  app.get('/region/url-title/:urlTitle', access.public, async (req) => {
    const { urlTitle } = parse(urlTitleParams, req.params, 'path');
    return found(await getByUrlTitle<Region>(db, 'region', urlTitle), 'Region');
  });
  app.get('/region/:id', access.public, async (req) => findRegion(db, parse(idParams, req.params, 'path').id));

  app.get('/pickUpLoc', access.public, async (req) => {
    const { country, region } = parseQuery(pickUpQuery, req.query);
    const countryId = country ? (await findCountry(db, country))._id : undefined;
    const regionId = region ? (await findRegion(db, region))._id : undefined;
    const all = await listDocs<PickUpLocation>(db, 'pickUpLocation', { countryId });
    return regionId ? all.filter((p) => p.regionIds.includes(regionId)) : all;
  });
  app.get('/pickUpLoc/:id', access.public, async (req) =>
    docById<PickUpLocation>(db, 'pickUpLocation', parse(idParams, req.params, 'path').id, 'Pick-up location'),
  );

  app.get('/itinerary/by-region/:id', access.public, async (req) => {
    const region = await findRegion(db, parse(idParams, req.params, 'path').id);
    return (await listDocs<Itinerary>(db, 'itinerary')).filter((i) => i.regionId === region._id);
  });
  app.get('/itinerary/by-pul/:id', access.public, async (req) => {
    const pul = await docById<PickUpLocation>(
      db,
      'pickUpLocation',
      parse(idParams, req.params, 'path').id,
      'Pick-up location',
    );
    return (await listDocs<Itinerary>(db, 'itinerary')).filter((i) => i.pickupLoc_id._id === pul._id);
  });
  app.get('/itinerary/:id', access.public, async (req) =>
    docByIdOrUrlTitle<Itinerary>(db, 'itinerary', parse(idParams, req.params, 'path').id, 'Itinerary'),
  );
};
