// The previous release's server, built from its commit (deploy/previous-release) for the rolling-upgrade test and
// bench: its src/server and src/domain taken out of git and compiled with this checkout's scripts/build-server.mjs
// (about a second), kept under node_modules/.cache by commit, so a second run builds nothing. Its packages resolve
// to this checkout's node_modules.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './productionShape';

export interface Release {
  commit: string;
  /** Its compiled server, to run with node. */
  serverJs: string;
  migrations: string[];
}

export function previousReleaseCommit(): string {
  const line = readFileSync(join(repoRoot, 'deploy/previous-release'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !l.startsWith('#'));
  if (!line || !/^[0-9a-f]{40}$/.test(line)) throw new Error('deploy/previous-release names no commit (40 hex digits)');
  return line;
}

function run(command: string, args: string[], cwd = repoRoot): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.error?.message}`);
  return result.stdout;
}

/** The previous release's migration files, read from git. */
export function migrationsOf(commit: string): string[] {
  return run('git', ['ls-tree', '--name-only', `${commit}:src/server/db/migrations`])
    .split('\n')
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

export function buildPreviousRelease(): Release {
  const commit = previousReleaseCommit();
  if (spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repoRoot }).status !== 0) {
    throw new Error(
      `The previous release ${commit} is not in this clone's history (a shallow clone?): fetch it, or update deploy/previous-release.`,
    );
  }
  const dir = join(repoRoot, 'node_modules/.cache/charters-releases', commit);
  const serverJs = join(dir, 'dist/server/server.js');
  if (!existsSync(serverJs)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'src'), { recursive: true });
    const archive = join(dir, 'source.tar');
    run('git', ['archive', '--format=tar', `--output=${archive}`, commit, 'src/server', 'src/domain', 'package.json']);
    run('tar', ['-xf', archive, '-C', join(dir, 'src')]);
    run(process.execPath, [
      join(repoRoot, 'scripts/build-server.mjs'),
      '--source',
      join(dir, 'src'),
      '--out',
      join(dir, 'dist/server'),
      '--commit',
      commit,
    ]);
  }
  return {
    commit,
    serverJs,
    migrations: readdirSync(join(dir, 'dist/server/migrations'))
      .filter((f) => f.endsWith('.sql'))
      .sort(),
  };
}
