// The real server as a process of its own (node --import tsx src/server/server.ts), for tests that need several
// processes on one database. Ports are picked free by the system; the process is stopped by its own pid.
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
  dataDir: string;
  pid: number;
  /** The process's log so far (for a failing test's message). */
  log(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts a server with `env` (on 127.0.0.1, a data folder of its own) and waits until GET /api/v1/health is 200. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-process-'));
  const port = await freePort();
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const url = `http://127.0.0.1:${port}`;
  const log = () => readFileSync(logFile, 'utf8');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited(child), sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).status === 200) return { url, dataDir, pid: child.pid!, log, stop };
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  await stop();
  throw new Error(`the server did not become healthy:\n${log()}`);
}
