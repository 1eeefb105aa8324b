// `npm start`: builds when dist/ is missing or older than the sources (or was built for another VITE_GTM_ID), then
// runs the built server, as `npm run serve` does. A newcomer's one command; production runs `npm run serve` (or
// `node dist/server/server.js`), which never builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const buildInfo = join(repoRoot, 'dist', 'server', 'build.json');
const INPUTS = [
  'src',
  'sw',
  'public',
  'tiles/cayman.pmtiles',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Why a build is needed, or null when dist/ is the build of these sources. */
function whyBuild() {
  if (!existsSync(buildInfo) || !existsSync(join(repoRoot, 'dist', 'index.html'))) return 'no build in dist/';
  const info = JSON.parse(readFileSync(buildInfo, 'utf8'));
  if ((info.tagManagerId ?? '') !== (process.env.VITE_GTM_ID ?? '')) return "VITE_GTM_ID differs from the build's";
  const builtAt = statSync(buildInfo).mtimeMs;
  const changed = INPUTS.find((input) => newestChange(join(repoRoot, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = whyBuild();
if (reason) {
  console.log(`Building (${reason}).`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('dist/ is up to date: serving it.');
}

const server = spawn(process.execPath, ['--enable-source-maps', join(repoRoot, 'dist', 'server', 'server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
