// Catalogue reads under /api/v1/web: every path param and query passes a schema of domain/catalogue/catalogueQueries.ts
// first.
import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activityRoutes';
import { boatRoutes } from './boatRoutes';
import { contentRoutes } from './contentRoutes';
import { geographyRoutes } from './geographyRoutes';
import { guideRoutes } from './guideRoutes';
import { inquiryRoutes } from './inquiryRoutes';
import { mapRoutes } from './mapRoutes';
import { offlineCopyRoute } from './offlineCopyRoute';
import { catalogueReadCache } from './readCache';

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueReadCache);
  await app.register(geographyRoutes);
  await app.register(activityRoutes);
  await app.register(boatRoutes);
  await app.register(contentRoutes);
  await app.register(guideRoutes);
  await app.register(mapRoutes);
  await app.register(inquiryRoutes);
  await app.register(offlineCopyRoute);
};
