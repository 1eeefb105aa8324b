// The server as a fresh production install starts: migrated, no demo catalogue (server.ts loads it outside PROD),
// on its own PGlite folder, for the first-day browser test. Stopped by signalling its process group.
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

const config = loadConfig();
const database = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
await migrate(database);
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
