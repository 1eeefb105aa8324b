// Who may call a route is declared on the route itself (its Fastify `config.access`) and checked before its handler
// from what the router matched (request.routeOptions), never from the URL's text: a path spelled another way
// (%62ookings, a trailing slash, another case) either matches the same route, and so its declaration, or no route.
// docs/route-access.md is the convention; tests/api/routeAccess.test.ts walks the route table.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Permission } from '../../domain/office';
import type { ApiKeyScope } from '../../domain/protocol';
import { HttpError } from './errors';

export type RouteAccess =
  /** Anyone: catalogue reads, sign-in, the payment provider's signed webhook. */
  | { kind: 'public' }
  /**
   * A guest's device (its signed cookie, made if it has none) or a signed link: the handler gives only what it owns.
   */
  | { kind: 'device' }
  /** A partner's API key holding this scope (checked with the key's rate limit before the handler). */
  | { kind: 'apiKey'; scope: ApiKeyScope }
  /** A signed-in user whose role has this permission; without one, any signed-in user. */
  | { kind: 'signedIn'; permission?: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (routeAccess.ts); a route without it is refused. */
    access?: RouteAccess;
  }
}

const declared = <A extends RouteAccess>(access: A) => ({ config: { access } });

/** Route options that declare access: `app.get('/x', access.public, handler)`, `{ ...access.device, bodyLimit }`. */
export const access = {
  public: declared({ kind: 'public' }),
  device: declared({ kind: 'device' }),
  apiKey: (scope: ApiKeyScope) => declared({ kind: 'apiKey', scope }),
  signedIn: (permission?: Permission) => declared({ kind: 'signedIn', ...(permission ? { permission } : {}) }),
};

/** The checks of the kinds that need an area's knowledge (keys, sessions), given by the app's composition. */
export interface AccessChecks {
  apiKey(request: FastifyRequest, reply: FastifyReply, scope: ApiKeyScope): Promise<void>;
  signedIn(request: FastifyRequest, permission: Permission | undefined): Promise<void>;
}

export const accessOf = (request: FastifyRequest): RouteAccess | undefined => request.routeOptions.config?.access;

/**
 * Every matched route's declaration is checked before anything else runs for it (body parsing included). A matched
 * route that declares nothing is refused (fails closed) and logged: the route-table test names it.
 */
export function registerRouteAccess(app: FastifyInstance, checks: AccessChecks): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const declaration = accessOf(request);
    if (!declaration) {
      request.log.error({ route: request.routeOptions.url }, 'route declares no access: refused');
      throw new HttpError(500, 'This route is not open to anyone yet.', 'NO_ACCESS_DECLARED');
    }
    if (declaration.kind === 'apiKey') await checks.apiKey(request, reply, declaration.scope);
    else if (declaration.kind === 'signedIn') await checks.signedIn(request, declaration.permission);
  });
}

/** Routes a plugin we do not own registers (a static file's) are declared public in its own context. */
export function declarePublicRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, access: route.config?.access ?? { kind: 'public' } };
  });
}
