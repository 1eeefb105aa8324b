import { rmSync } from 'node:fs';
import { readState, stopServer } from './serverProcess';

export default async function globalTeardown(): Promise<void> {
  const { dataDir } = readState();
  await stopServer();
  if (!process.env.KEEP_BROWSER_DATA) rmSync(dataDir, { recursive: true, force: true });
}
