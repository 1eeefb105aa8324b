import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, startServer } from './serverProcess';

/** Builds nothing (the build comes first in `npm test`): starts the server on a free port with a fresh data folder. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cayman-browser-'));
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  await startServer({ port, baseURL, dataDir, pid: null }, join(dataDir, 'server-state.json'));
  console.log(`Server for the browser tests: ${baseURL} (data in ${dataDir})`);
}
