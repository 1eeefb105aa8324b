// Starts and stops the real server (API + built PWA) for the browser tests. The offline test
// stops it mid-run, so the current pid lives in a state file every test process can read.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerState {
  port: number;
  baseURL: string;
  dataDir: string;
  pid: number | null;
}

const stateFileVariable = 'BROWSER_SERVER_STATE';

export function stateFilePath(): string {
  const path = process.env[stateFileVariable];
  if (!path) throw new Error(`${stateFileVariable} is not set: run the browser tests through tests/browser/run.mjs`);
  return path;
}

export function readState(): ServerState {
  return JSON.parse(readFileSync(stateFilePath(), 'utf8')) as ServerState;
}

export function writeState(state: ServerState, path = stateFilePath()): void {
  writeFileSync(path, JSON.stringify(state, null, 2));
  process.env[stateFileVariable] = path;
}

function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port of this project's browser-test range (18300–18399) nobody listens on. */
export async function findFreePort(): Promise<number> {
  const offset = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 18300 + ((offset + i) % 100);
    if (!(await portAcceptsConnections(port))) return port;
  }
  throw new Error('No free port in 18300–18399');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function logTail(dataDir: string): string {
  const log = join(dataDir, 'server.log');
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-40).join('\n') : '(no log)';
}

/** Starts `node --import tsx src/server/server.ts` (or another `entry`) and waits for GET /api/v1/health. */
export async function startServer(
  state: ServerState,
  path = stateFilePath(),
  entry = 'src/server/server.ts',
): Promise<ServerState> {
  // A bench may serve another build (BENCH_STATIC_DIR), e.g. a copy kept to compare before and after a change.
  const staticDir = process.env.BENCH_STATIC_DIR ?? join(repoRoot, 'dist');
  if (!existsSync(join(staticDir, 'index.html')))
    throw new Error(`${staticDir} has no build: run \`npm run build\` first`);
  const logFd = openSync(join(state.dataDir, 'server.log'), 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(state.port),
    DATA_DIR: state.dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
    // The agents' test sees its access token expire mid-flow and the app refresh it silently.
    ACCESS_TOKEN_SECONDS: '15',
  };
  delete env.DATABASE_URL; // always the embedded PGlite in the temporary data folder
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  child.unref();
  closeSync(logFd);
  const started: ServerState = { ...state, pid: child.pid ?? null };
  writeState(started, path);

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}:\n${logTail(state.dataDir)}`);
    try {
      const response = await fetch(`${state.baseURL}/api/v1/health`);
      if (response.ok) return started;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer /api/v1/health within 90 s:\n${logTail(state.dataDir)}`);
}

function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat); // a zombie has stopped already
  } catch {
    return false;
  }
}

/** Stops the server this suite started (its own process group) and waits until its port is closed. */
export async function stopServer(path = stateFilePath()): Promise<void> {
  const state = JSON.parse(readFileSync(path, 'utf8')) as ServerState;
  if (state.pid === null) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-state.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isRunning(state.pid) && Date.now() < deadline) await sleep(100);
  if (isRunning(state.pid)) signalGroup('SIGKILL');
  while (await portAcceptsConnections(state.port)) await sleep(100);
  writeState({ ...state, pid: null }, path);
}

export async function ensureServerRunning(): Promise<void> {
  const state = readState();
  if (state.pid !== null && isRunning(state.pid)) return;
  await startServer({ ...state, pid: null });
}

/**
 * `npm run admin -- …` against the test server's embedded database (through its socket while it runs), or another's.
 */
export function runAdmin(args: string[], stdin?: string, dataDir = readState().dataDir): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', ...args], {
    cwd: repoRoot,
    input: stdin,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`admin ${args[0]}: ${run.stderr}`);
  return run.stdout;
}
