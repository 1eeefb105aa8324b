// Starts the API and the built PWA on one port: migrations run first, and the demo catalogue goes into an empty one
// (not with APP_ENV=PROD). SIGTERM stops it without losing a request (http/shutdown.ts); METRICS_PORT adds Prometheus's
// listener.
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loadDemoCatalogue } from './seed/demoCatalogue';
import { buildApp } from './app';
import { join } from 'node:path';
import { startOutboxWorker } from './email/outboxWorker';
import { startAdminSocket } from './admin/adminSocket';
import { DataDirInUse } from './db/dataDirLock';
import { shutdownOnSignals } from './http/shutdown';
import { startMetricsListener } from './metrics/metricsListener';
import { buildInfo } from './buildInfo';
import { publishAssets } from './http/sharedAssets';

/** A setting the server cannot run with: say which, plainly, and stop. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError || error instanceof DataDirInUse)) throw error;
  process.stderr.write(`Not starting: ${error.message}\n`);
  process.exit(1);
}

const startedAt = Date.now();
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
  onPoolError: (err) =>
    process.stderr.write(`${JSON.stringify({ level: 50, msg: 'idle database connection lost', err: err.message })}\n`),
}).catch(refuseToStart);
await migrate(database);
const demoLoaded = await loadDemoCatalogue(database.db, config.appEnv, new Date());
const app = await buildApp({ config, database }, { warmDistances: true }).catch(async (error: unknown) => {
  await database.close();
  return refuseToStart(error);
});

if (config.sharedAssetsDir)
  app.log.info({ added: publishAssets(config.staticDir, config.sharedAssetsDir) }, 'assets added to SHARED_ASSETS_DIR');
const stopOutbox = startOutboxWorker({
  database,
  dataDir: config.dataDir,
  log: app.log,
  onFailure: () => app.metrics.mailFailures.inc(),
});
// On PGlite this process alone may open the database: `npm run admin` asks it through this socket.
const stopAdminSocket =
  database.engine === 'pglite'
    ? await startAdminSocket(
        config.dataDir,
        () => ({
          db: database.db,
          now: new Date(),
          publicUrl: app.payments.settings.publicUrl,
          auth: app.auth.settings,
          database,
        }),
        (err) => app.log.error({ err }, 'admin command failed'),
      )
    : async () => {};
const metricsListener = config.metrics
  ? await startMetricsListener(app.metrics, config.metrics.port, config.metrics.host)
  : null;

const { shutdown } = shutdownOnSignals({
  app,
  lifecycle: app.lifecycle,
  requests: app.requestsInFlight,
  settings: config.shutdown,
  stopOutbox,
  closeAfter: [stopAdminSocket, async () => metricsListener?.close(), () => database.close()],
  log: app.log,
  exit: (code) => process.exit(code),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    ...buildInfo(),
    engine: database.engine,
    demoCatalogueLoaded: demoLoaded,
    metricsPort: metricsListener?.port ?? null,
    startMs: Date.now() - startedAt,
  },
  'ready',
);
