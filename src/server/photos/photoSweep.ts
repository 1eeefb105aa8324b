// Uploads nobody saved into a document (a photo replaced before saving, a refocus tried and left) are removed a day
// after their upload, every hour, by whichever process gets there first: the removal skips rows another is removing.
import type { FastifyInstance } from 'fastify';
import { removeUnsavedPhotos } from './photoStore';

const HOUR_MS = 3_600_000;
/** An upload younger than this may still be on its way into a document in someone's open editor. */
const UNSAVED_PHOTO_KEPT_MS = 24 * HOUR_MS;

/** The hourly sweep, on when the hold sweep is (tests switch both off and call removeUnsavedPhotos themselves). */
export function startPhotoSweep(app: FastifyInstance): void {
  if (app.bookingSettings.sweepIntervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const before = new Date(app.bookingSettings.now().getTime() - UNSAVED_PHOTO_KEPT_MS);
      removeUnsavedPhotos(app.deps.database.db, before, app.bookingSettings.now())
        .then((removed) => {
          if (removed.length > 0) app.log.info({ photos: removed.length }, 'unsaved photos removed');
        })
        .catch((err) => app.log.error({ err }, 'photo sweep failed'));
    }, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
