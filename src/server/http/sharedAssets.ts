// SHARED_ASSETS_DIR: at start, the build's hashed files (dist/assets, with their .br and .gz) are added to a folder
// every release shares with the proxy, which serves /assets/* from it (deploy/Caddyfile). During a rolling upgrade a
// page of either release then finds its code whichever process answers, and after it, a tab or service worker still
// on the old release does too. Files are added, never replaced (a name is its content's hash); this release's are
// touched, so that pruning by age (docs/operations.md) never takes the files of a release still running.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/** Adds the build's assets to `sharedDir`/assets; answers how many files were new there. */
export function publishAssets(staticDir: string, sharedDir: string): number {
  const from = join(staticDir, 'assets');
  if (!existsSync(from)) return 0;
  const to = join(sharedDir, 'assets');
  mkdirSync(to, { recursive: true });
  const now = new Date();
  let added = 0;
  for (const name of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    const source = join(from, name);
    const target = join(to, name);
    if (!statSync(source).isFile()) continue;
    if (existsSync(target)) {
      utimesSync(target, now, now);
      continue;
    }
    mkdirSync(join(target, '..'), { recursive: true });
    // Written under another name and renamed: the proxy never serves half a file.
    const partial = `${target}.${process.pid}.partial`;
    copyFileSync(source, partial);
    renameSync(partial, target);
    added++;
  }
  return added;
}
