// App-level parts of holds: settings, the signed device cookie and the expiry sweeper.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BookingSettings } from './settings';
import { sweepExpiredHolds } from './holdStore';

declare module 'fastify' {
  interface FastifyInstance {
    bookingSettings: BookingSettings;
  }
}

async function setup(app: FastifyInstance, settings: BookingSettings): Promise<void> {
  if (!app.hasDecorator('parseCookie')) await app.register(cookie, { secret: settings.cookieSecret });
  app.decorate('bookingSettings', settings);

  let timer: NodeJS.Timeout | undefined;
  if (settings.sweepIntervalMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweepExpiredHolds(app.deps.database.db, settings.now()).catch((err) =>
          app.log.error({ err }, 'hold sweep failed'),
        );
      }, settings.sweepIntervalMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Register once at the root, before availabilityRoutes and bookingRoutes: `app.register(bookingSetup, settings)`. */
export const bookingSetup = fp(setup, { name: 'bookingSetup' });
