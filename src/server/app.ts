// The whole server as one Fastify app: tests build it in-process, server.ts only listens.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/errors';
import { catalogueRoutes } from './catalogue/routes';

export interface AppDeps {
  config: ServerConfig;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: deps.config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["user-authorization"]'] },
    // Query arrays may come as repeated keys (?ids=a&ids=b); the querystring parser keeps them as arrays.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
  });
  app.decorate('deps', deps);
  registerErrorHandler(app);

  app.get('/api/v1/health', async () => ({ status: 'ok', database: deps.database.engine }));
  await app.register(catalogueRoutes, { prefix: '/api/v1/web' });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }));
  return app;
}
