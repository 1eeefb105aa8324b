// Serves another /sw.js from the build, as a deployment would. Every fetch of it sees the change, the browser's update
// checks too: Playwright's routes do not see those, so a worker script changed by a route is replaced by the real one
// at the first update check.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './serverProcess';

const swPath = join(repoRoot, 'dist', 'sw.js');
/** The script and the compressed copies the server would send instead of it. */
const served = [swPath, `${swPath}.br`, `${swPath}.gz`];

function putBack(): void {
  for (const file of served) if (existsSync(`${file}.keep`)) renameSync(`${file}.keep`, file);
}

/** Writes `edit(script)` as dist/sw.js, its originals kept aside; returns how to put them back. */
export function replaceWorkerScript(edit: (script: string) => string): () => void {
  putBack(); // a run killed mid-test left them aside
  const script = readFileSync(swPath, 'utf8');
  for (const file of served) if (existsSync(file)) renameSync(file, `${file}.keep`);
  writeFileSync(swPath, edit(script));
  return putBack;
}
