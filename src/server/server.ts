// Starts the API and the built PWA on one port: migrations and the demo seed run first.
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { caymanCatalogue } from './seed/cayman';
import { seedCatalogue } from './seed/seedCatalogue';
import { seedCalendars } from './seed/calendars';
import { buildApp } from './app';
import { join } from 'node:path';
import { startOutboxWorker } from './email/outboxWorker';
import { startAdminSocket } from './admin/adminSocket';
import { DataDirInUse } from './db/dataDirLock';

/** A setting the server cannot run with: say which, plainly, and stop. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError || error instanceof DataDirInUse)) throw error;
  process.stderr.write(`Not starting: ${error.message}\n`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuseToStart(error);
  }
})();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  onPoolError: (err) => process.stderr.write(`${JSON.stringify({ level: 50, msg: 'idle database connection lost', err: err.message })}\n`),
}).catch(refuseToStart);
await migrate(database);
await seedCatalogue(database.db, caymanCatalogue);
await seedCalendars(database.db);
const app = await buildApp({ config, database }, { warmDistances: true }).catch(async (error: unknown) => {
  await database.close();
  return refuseToStart(error);
});

const stopOutbox = startOutboxWorker({ database, dataDir: config.dataDir, log: app.log });
// On PGlite this process alone may open the database: `npm run admin` asks it through this socket.
const stopAdminSocket = database.engine === 'pglite'
  ? await startAdminSocket(config.dataDir, () => ({ db: database.db, now: new Date(), publicUrl: app.payments.settings.publicUrl, auth: app.auth.settings }),
    (err) => app.log.error({ err }, 'admin command failed'))
  : async () => {};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopOutbox()
      .then(stopAdminSocket)
      .then(() => app.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
