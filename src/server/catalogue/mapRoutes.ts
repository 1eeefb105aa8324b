// The custom map: groups of a country and the categories (with their places) they list.
import type { FastifyPluginAsync } from 'fastify';
import { type MapCategory, type MapGroup, mapGroupParams, optionalIdsQuery } from '../../domain/catalogue';
import { parse, parseQuery } from '../http/validate';
import { findCountry } from './lookup';
import { listDocs } from './store';
import { access } from '../http/routeAccess';

export const mapRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;

  app.get('/custom-map/groups/:country', access.public, async (req) => {
    const country = await findCountry(db, parse(mapGroupParams, req.params, 'path').country);
    return listDocs<MapGroup>(db, 'mapGroup', { countryId: country._id });
  });
  app.get('/custom-map/categories', access.public, async (req) => {
    const { ids } = parseQuery(optionalIdsQuery, req.query);
    return listDocs<MapCategory>(db, 'mapCategory', { ids });
  });
};
