// A throw-away PostgreSQL 15 cluster for one test run.
//   import { start } from './postgresCluster.mjs'; const { url, stop } = await start();
//   node tests/support/postgresCluster.mjs -- <command…>   runs the command with TEST_DATABASE_URL set,
//   then always stops the cluster and removes its folder; exits with the command's exit code.
// TEST_PG_PORT picks the port; otherwise the OS gives a free one. max_connections is 300: the API tier runs several
// files at once, each with a database and a pool of its own.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = '/usr/lib/postgresql/15/bin';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, asPostgres) {
  const [file, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.error}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
}

function postgresIds() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Starts a cluster; resolves to its superuser URL and a stop function (idempotent). */
export async function start() {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = Number(process.env.TEST_PG_PORT) || (await freePort());
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(`${BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop'], asRoot);
    } catch {
      // Not running (start failed half-way): only the folder is left to remove.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(
      `${BIN}/initdb`,
      ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
      asRoot,
    );
    run(
      `${BIN}/pg_ctl`,
      [
        '-D',
        data,
        '-l',
        join(dir, 'server.log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
        '-w',
        'start',
      ],
      asRoot,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

async function main() {
  const dashes = process.argv.indexOf('--');
  const command = dashes === -1 ? process.argv.slice(2) : process.argv.slice(dashes + 1);
  if (command.length === 0) {
    console.error('usage: node tests/support/postgresCluster.mjs -- <command…>');
    process.exit(2);
  }
  const cluster = await start();
  console.log(`PostgreSQL test cluster at ${cluster.url}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(error.message);
      resolve(127);
    });
    child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  cluster.stop();
  process.exit(code);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
