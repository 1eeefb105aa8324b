// The server's part of `npm run build`: src/server compiled to JavaScript in dist/server (server.js, admin.js, the SQL
// migrations beside them, build.json naming the build), so that production runs `node dist/server/server.js` with no
// TypeScript tooling. Packages stay imports (package.json `dependencies`); the project's own code is bundled in.
//   node scripts/build-server.mjs [--source DIR] [--out DIR] [--commit SHA]
// --source builds another checkout's src/server (the rolling-upgrade test builds the previous release this way).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/**
 * Packages stay imports, as written, except a file inside a package that has no `exports` map (dayjs/plugin/utc):
 * Node's ESM resolver needs its extension, which TypeScript's bundler resolution let the source leave out.
 */
const packagesAsImports = (source) => ({
  name: 'packages-as-imports',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (path.startsWith('node:')) return { path, external: true };
      const parts = path.split('/');
      const name = path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      const subpath = path.slice(name.length);
      if (subpath === '') return { path, external: true };
      const pkgFile = [source, repoRoot]
        .map((root) => join(root, 'node_modules', name, 'package.json'))
        .find(existsSync);
      const pkg = pkgFile ? JSON.parse(readFileSync(pkgFile, 'utf8')) : {};
      const needsExtension = !pkg.exports && !/\.[cm]?js$/.test(subpath);
      return { path: needsExtension ? `${path}.js` : path, external: true };
    });
  },
});

/** The commit the build is of: BUILD_COMMIT (a container build has no .git), else git's, else 'unknown'. */
function commitOf(source) {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: source,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export async function buildServer({ source = repoRoot, out = join(repoRoot, 'dist', 'server'), commit } = {}) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const entries = { server: join(source, 'src/server/server.ts') };
  // Older releases had no admin entry point under this name at times; build what exists.
  if (existsSync(join(source, 'src/server/admin/cli.ts'))) entries.admin = join(source, 'src/server/admin/cli.ts');
  await build({
    entryPoints: entries,
    outdir: out,
    bundle: true,
    // One file per entry, no shared chunks: the migrations are found next to the file that runs (import.meta.url).
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesAsImports(source)],
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  cpSync(join(source, 'src/server/db/migrations'), join(out, 'migrations'), { recursive: true });
  const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  // The tag manager's id is read by the app's build too: `npm start` builds again when it changes.
  const info = {
    version: pkg.version,
    commit: commit ?? commitOf(source),
    builtAt: new Date().toISOString(),
    tagManagerId: process.env.VITE_GTM_ID ?? '',
  };
  writeFileSync(join(out, 'build.json'), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { source: { type: 'string' }, out: { type: 'string' }, commit: { type: 'string' } },
  });
  const info = await buildServer({
    source: values.source ? resolve(values.source) : undefined,
    out: values.out ? resolve(values.out) : undefined,
    commit: values.commit,
  });
  console.log(`dist/server: the server compiled (${info.version}, ${info.commit.slice(0, 12)})`);
}
