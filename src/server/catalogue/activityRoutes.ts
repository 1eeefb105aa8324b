// Activities (stops of a trip) and the trip-builder tutorial of a region.
import type { FastifyPluginAsync } from 'fastify';
import {
  type Activity,
  type Boat,
  type Tutorial,
  activityIdsQuery,
  idParams,
  idsParams,
  regionParams,
  totalPersonQuery,
  urlTitleParams,
} from '../../domain/catalogue';
import { parse, parseQuery } from '../http/validate';
import { activitiesForParty } from './regionActivities';
import { findCountry, findRegion, found, orNone } from './lookup';
import { getDoc, listDocs } from './store';
import { access } from '../http/routeAccess';

export const activityRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;

  app.get('/activity', access.public, async () => listDocs<Activity>(db, 'activity'));
  app.get('/activity/ids/:ids', access.public, async (req) => {
    const { ids } = parse(idsParams, req.params, 'path');
    const { typeIds } = parseQuery(activityIdsQuery, req.query);
    const activities = await listDocs<Activity>(db, 'activity', { ids });
    return typeIds ? activities.filter((a) => typeIds.includes(a.type)) : activities;
  });
  app.get('/activity/country/:urlTitle', access.public, async (req) => {
    const country = await findCountry(db, parse(urlTitleParams, req.params, 'path').urlTitle);
    return listDocs<Activity>(db, 'activity', { countryId: country._id });
  });
  app.get('/activity/activities/:regionId', access.public, async (req) => {
    const region = await findRegion(db, parse(regionParams, req.params, 'path').regionId);
    const { totalPerson = 1 } = parseQuery(totalPersonQuery, req.query);
    const [activities, boats] = await Promise.all([
      listDocs<Activity>(db, 'activity', { countryId: region.countryId }),
      listDocs<Boat>(db, 'boat', { countryId: region.countryId }),
    ]);
    return activitiesForParty(region._id, totalPerson, activities, boats);
  });
  app.get('/activity/:id', access.public, async (req) => {
    const { id } = parse(idParams, req.params, 'path');
    const byId = await getDoc<Activity>(db, 'activity', id);
    if (byId) return byId;
    // The booking service knows activities by `activityId`; accept that too.
    return found(
      (await listDocs<Activity>(db, 'activity')).find((a) => a.activityId === id),
      'Activity',
    );
  });

  app.get('/tutorial/:regionId', access.public, async (req) => {
    const region = await findRegion(db, parse(regionParams, req.params, 'path').regionId);
    parseQuery(totalPersonQuery, req.query);
    // A region the company has written no hints for yet: null (the builder shows none); an unknown region stays 404.
    return orNone(await getDoc<Tutorial>(db, 'tutorial', region._id));
  });
};
