// The office's photo upload under the catalogue editor (/api/v1/web/operator/catalogue/photos, permission
// `catalogue`) and the guests' variants (/photos/<id>-<width>.<ext>, public, immutable). docs/catalogue.md 'Photos'.
import type { FastifyInstance } from 'fastify';
import {
  FOCUS_PRESETS,
  MAX_UPLOAD_BYTES,
  PHOTO_MIME,
  parsePhotoFile,
  photoFocus,
  photoParams,
  photoUploadQuery,
} from '../../domain/catalogue';
import { userActor } from '../audit/auditLog';
import { signedInPrincipal } from '../auth/setup';
import { notFound } from '../http/errors';
import { access } from '../http/routeAccess';
import { parse, parseQuery } from '../http/validate';
import { photoInfo, refocusPhoto, uploadPhoto, variantBytes } from './photoStore';
import { notAccepted, tooLarge } from './processPhoto';
import { startPhotoSweep } from './photoSweep';

const YEAR = 31_536_000;

/** The upload: the photo's own bytes as the body (any image type; the bytes are read, not the header). */
async function uploadRoute(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // Refused before the bytes arrive when the length says so; a body that turns out longer is cut off by the limit.
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) throw tooLarge();
  });
  app.setErrorHandler((error) => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      throw notAccepted('No photo was sent.');
    throw error;
  });
  app.post('/', { ...access.signedIn('catalogue'), bodyLimit: MAX_UPLOAD_BYTES }, async (request) => {
    const { x, y } = parseQuery(photoUploadQuery, request.query);
    if (!Buffer.isBuffer(request.body)) throw notAccepted('No photo was sent.');
    const actor = userActor(await signedInPrincipal(request));
    return uploadPhoto(
      app.deps.database.db,
      request.body,
      { x: x ?? FOCUS_PRESETS.centre.x, y: y ?? FOCUS_PRESETS.centre.y },
      actor,
      app.bookingSettings.now(),
    );
  });
}

export async function photoEditRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
  });
  await app.register(uploadRoute);
  app.get('/:id', access.signedIn('catalogue'), async (request) =>
    photoInfo(db, parse(photoParams, request.params, 'path').id),
  );
  app.post('/:id/focus', access.signedIn('catalogue'), async (request) => {
    const { id } = parse(photoParams, request.params, 'path');
    const focus = parse(photoFocus, request.body);
    return refocusPhoto(db, id, focus, userActor(await signedInPrincipal(request)), app.bookingSettings.now());
  });
}

/**
 * GET /photos/<id>-<width>.<avif|webp|jpg>: a name is its content, so it is cached for a year and never asked again.
 */
export async function photoServeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  startPhotoSweep(app);
  app.get('/photos/:file', access.public, async (request, reply) => {
    const { file } = request.params as { file: string };
    const variant = parsePhotoFile(file);
    if (!variant) throw notFound('Photo');
    const etag = `"${file}"`;
    void reply.header('Cache-Control', `public, max-age=${YEAR}, immutable`).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const bytes = await variantBytes(db, variant.id, variant.width, variant.format);
    if (!bytes) {
      void reply.header('Cache-Control', 'no-cache').removeHeader('ETag');
      throw notFound('Photo');
    }
    return reply.type(PHOTO_MIME[variant.format]).send(bytes);
  });
}
