// The real server as a process of its own (node --import tsx src/server/server.ts, or a built artefact), for tests
// that need several processes on one database or signal them. Ports are picked free by the system unless given; the
// process is stopped by its own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, openSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A port nobody listens on right now: the system's pick for port 0, released again. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** The process's log so far (for a failing test's message). */
  log(): string;
  /** Resolves when the process has exited, with its exit code (null: killed by a signal). */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  /** Node's arguments: the sources through tsx unless given (a built server: ['dist/server/server.js']). */
  args?: string[];
  /** The working folder (the repository unless given). */
  cwd?: string;
  port?: number;
  /** A data folder to use (kept on stop); a new one (removed on stop) unless given. */
  dataDir?: string;
  /** What to wait for: GET /api/v1/ready (default) or nothing. */
  wait?: 'ready' | 'none';
  /** The path that answers 200 once the process is ready (a release before /api/v1/ready: /api/v1/health). */
  readyPath?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL after `graceMs` if it still runs; resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([exited(child), sleep(graceMs)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited(child);
}

/** Starts a server with `env` (on 127.0.0.1, a data folder of its own) and waits until GET /api/v1/ready is 200. */
export async function startApiProcess(env: Record<string, string>, opts: ApiProcessOptions = {}): Promise<ApiProcess> {
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'api-process-'));
  const port = opts.port ?? (await freePort());
  const logFile = join(dataDir, `server-${port}.log`);
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, opts.args ?? ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: opts.cwd ?? repoRoot,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-build'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const url = `http://127.0.0.1:${port}`;
  const log = () => readFileSync(logFile, 'utf8');
  const exitCode = exited(child).then(() => child.exitCode);
  const stop = async () => {
    await stopChild(child, 30_000);
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const started: ApiProcess = {
    url,
    port,
    dataDir,
    pid: child.pid!,
    log,
    exited: exitCode,
    signal: (name) => child.kill(name),
    stop,
  };
  if (opts.wait === 'none') return started;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}${opts.readyPath ?? '/api/v1/ready'}`)).status === 200) return started;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  const written = log();
  await stop();
  throw new Error(`the server did not become ready:\n${written}`);
}
