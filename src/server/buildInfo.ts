// Which build is running: dist/server/build.json, written by `npm run build` (scripts/build-server.mjs) beside the
// compiled server. Run from the sources (tsx, tests) there is none.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface BuildInfo {
  version: string;
  commit: string;
}

let info: BuildInfo | undefined;

export function buildInfo(): BuildInfo {
  if (info) return info;
  const file = fileURLToPath(new URL('./build.json', import.meta.url));
  const read = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildInfo>) : {};
  info = { version: read.version ?? 'source', commit: read.commit ?? 'source' };
  return info;
}
