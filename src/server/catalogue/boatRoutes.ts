// Boats, their comparison and the boating checklist (included, what to bring, amenities).
import type { FastifyPluginAsync } from 'fastify';
import {
  type Boat,
  type ChecklistItem,
  boatListQuery,
  checklistQuery,
  idParams,
  idsQuery,
  regionParams,
  urlTitleParams,
} from '../../domain/catalogue';
import { parse, parseQuery } from '../http/validate';
import { filterBoats } from './boatFilters';
import { docById, docByIdOrUrlTitle, findCountry, findRegion, found } from './lookup';
import { boatServesRegion } from './regionActivities';
import { getByUrlTitle, listDocs } from './store';
import { access } from '../http/routeAccess';

export const boatRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;

  app.get('/boat', access.public, async (req) => {
    const query = parseQuery(boatListQuery, req.query);
    const countryId = query.destination ? (await findCountry(db, query.destination))._id : undefined;
    return filterBoats(await listDocs<Boat>(db, 'boat', { countryId }), query);
  });
  app.get('/boat/compare/:regionId', access.public, async (req) => {
    const region = await findRegion(db, parse(regionParams, req.params, 'path').regionId);
    const { ids } = parseQuery(idsQuery, req.query);
    const boats = (await listDocs<Boat>(db, 'boat', { ids })).filter((b) => boatServesRegion(b, region._id));
    // In the order asked for: the compare page shows its columns that way.
    return ids.flatMap((id) => boats.filter((b) => b._id === id));
  });
  app.get('/boat/url-title/:urlTitle', access.public, async (req) => {
    const { urlTitle } = parse(urlTitleParams, req.params, 'path');
    return found(await getByUrlTitle<Boat>(db, 'boat', urlTitle), 'Boat');
  });
  app.get('/boat/:id', access.public, async (req) =>
    docByIdOrUrlTitle<Boat>(db, 'boat', parse(idParams, req.params, 'path').id, 'Boat'),
  );

  app.get('/boatingCL', access.public, async (req) => {
    const { type } = parseQuery(checklistQuery, req.query);
    const items = await listDocs<ChecklistItem>(db, 'checklistItem');
    return type ? items.filter((i) => i.type === type) : items;
  });
  app.get('/boatingCL/:id', access.public, async (req) =>
    docById<ChecklistItem>(db, 'checklistItem', parse(idParams, req.params, 'path').id, 'Checklist item'),
  );
};
