// POST /api/v1/precache-bundle: the files the service worker's install still needs, in one answer
// (src/domain/protocol/precacheBundle.ts). Each is read from the build; the answer is compressed once per list and
// kept, as a ship's first visitors ask for the same list.
import { realpathSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { array, object, size, string } from 'superstruct';
import { encodeBundle, isBundlePath, PRECACHE_BUNDLE } from '../../domain/protocol';
import { HttpError } from './errors';
import { Precompressed } from './precompressed';
import { parse } from './validate';
import { BoundedMap } from '../boundedMap';
import { access } from './routeAccess';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json; charset=utf-8',
};
const bundleRequest = object({ files: size(array(string()), 1, PRECACHE_BUNDLE.maxFiles) });
/** Lists kept with their compressed answers; the oldest go first. */
const MAX_KEPT = 8;

export function registerPrecacheBundle(app: FastifyInstance, staticDir: string): void {
  const root = realpathSync(staticDir);
  const kept = new BoundedMap<string, Promise<Precompressed>>(MAX_KEPT);
  const read = async (file: string) => {
    const path = join(root, file);
    // A symlink or a name that leaves the build is answered as missing.
    if (!isBundlePath(file) || !(await realpath(path).catch(() => '')).startsWith(root + sep))
      throw new HttpError(404, `No file ${file}`, 'NOT_FOUND');
    const bytes = await readFile(path).catch(() => undefined);
    if (!bytes) throw new HttpError(404, `No file ${file}`, 'NOT_FOUND');
    return { file, type: TYPES[extname(file)] ?? 'application/octet-stream', bytes };
  };

  app.post(PRECACHE_BUNDLE.path, access.public, async (request, reply) => {
    const { files } = parse(bundleRequest, request.body, 'request');
    const key = files.join('\n');
    let bodies = kept.get(key);
    if (!bodies) {
      bodies = Promise.all(files.map(read)).then((read) => new Precompressed(encodeBundle(read)));
      kept.set(key, bodies);
      bodies.catch(() => kept.delete(key));
    }
    // The files change with each build, and the worker keeps them itself.
    void reply.header('Cache-Control', 'no-store');
    return (await bodies).send(request, reply, 'application/octet-stream');
  });
}
