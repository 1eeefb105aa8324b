// The built PWA beside the API: hashed assets cached for a year, everything else revalidated,
// and page paths answered with the page rendered by the server (public catalogue pages) or with index.html, the static
// shell, so the app's router shows the page (or its own 404 page).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerPrecacheBundle } from './precacheBundle';
import { loadPageRenderer } from './pageRenderer';
import { renderedPagePolicy } from './securityHeaders';
import { declarePublicRoutes } from './routeAccess';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * A page request: a browser asks for text/html; link-preview fetchers (a shared trip in a chat app) and curl send
 * only a wildcard, so a wildcard counts for paths that name no file (no dot in the last segment, not /assets/).
 */
function wantsPage(request: FastifyRequest, path: string): boolean {
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !path.startsWith('/assets/') && !lastSegment.includes('.');
}

// The build's own folders: dot folders, and the compiled server (dist/server: its code, migrations and source maps).
const BUILD_ONLY = /^\/(\.(vite|ssr|inline)|server)(\/|$)/;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Registers the static files when `staticDir` holds a build; returns whether it did. */
export async function registerStaticSite(app: FastifyInstance, staticDir: string, csp: string): Promise<boolean> {
  const hasBuild = existsSync(join(staticDir, 'index.html'));
  const renderPage = hasBuild ? await loadPageRenderer(app, staticDir) : null;
  // In a context of its own: the build's files (routes @fastify/static makes) are declared public here, and only here.
  await app.register(async (site) => {
    declarePublicRoutes(site);
    if (hasBuild) {
      await site.register(fastifyStatic, {
        root: staticDir,
        preCompressed: true,
        // A route per file of the build, listed once at start (the build does not change under a running server): a
        // wildcard route reads the directories on every request to check the path's spelling, pages' paths included.
        wildcard: false,
        globIgnore: ['server/**'],
        cacheControl: false,
        index: 'index.html',
        // The build's own files (its manifest, the app's entry for the server's renderer, the scripts the server
        // inlines) are not for browsers.
        allowedPath: (pathName) => !BUILD_ONLY.test(pathName),
        setHeaders: (reply, filePath) => {
          const relative = filePath.slice(staticDir.length).replaceAll('\\', '/');
          reply.header('Cache-Control', relative.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        },
      });
      registerPrecacheBundle(site, staticDir);
    }

    site.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const [path = ''] = request.url.split('?');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && wantsPage(request, path);
      if (hasBuild && isPage) {
        // Rendered pages hold public catalogue data only (never a guest's own), yet are revalidated like the shell.
        const rendered = renderPage ? await renderPage(request.url) : null;
        reply.header('Cache-Control', REVALIDATE);
        if (rendered === null) return reply.type('text/html; charset=utf-8').sendFile('index.html');
        return rendered.body.send(
          request,
          reply.header('Content-Security-Policy', renderedPagePolicy(csp, rendered)),
          'text/html; charset=utf-8',
        );
      }
      return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'NOT_FOUND' });
    });
  });
  return hasBuild;
}
