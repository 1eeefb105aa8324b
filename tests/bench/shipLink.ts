// The link of a ship at sea for the first-visit benches: a proxy on 127.0.0.1 in front of the built server, each way
// 300 ms (600 ms round trips) and 1 Mbit/s down shared by every connection. Unlike Chromium's own emulation it holds
// each connection's bytes, so the browser's six connections per host and its request queue behave as they do there.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, startServer, stopServer } from '../browser/serverProcess';
import { waitForQuietServer } from './settledServer';

const ONE_WAY_MS = 300;
const DOWN_BYTES_PER_S = (1024 * 1024) / 8;

/** A slow link: every chunk waits one way's latency; downstream chunks also queue for the shared bandwidth. */
function linkEmulator(upstreamPort: number): Server {
  let downFreeAt = 0;
  const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
  return createServer((client: Socket) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    // One queue per direction keeps each connection's bytes in order.
    let up = Promise.resolve();
    let down = Promise.resolve();
    client.on('data', (chunk) => {
      const at = Date.now() + ONE_WAY_MS;
      up = up.then(() => until(at)).then(() => void upstream.write(chunk));
    });
    upstream.on('data', (chunk) => {
      downFreeAt = Math.max(downFreeAt, Date.now() + ONE_WAY_MS) + (chunk.length / DOWN_BYTES_PER_S) * 1000;
      const at = downFreeAt;
      down = down.then(() => until(at)).then(() => void client.write(chunk));
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', () => {
      up = up.then(close);
    });
    upstream.on('close', () => {
      down = down.then(close);
    });
    client.on('error', close);
    upstream.on('error', close);
  });
}

/**
 * Starts the built server on a fresh data directory, waits until its start-up work is done
 * (tests/bench/settledServer.ts) and runs `measure` with the address behind the ship's link and the server's own;
 * everything is stopped afterwards,
 * and the process exits after `timeoutMinutes` whatever happens.
 */
export async function onShipLink<T>(
  bench: string,
  timeoutMinutes: number,
  measure: (slowURL: string, serverURL: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `cayman-${bench}-`));
  const stateFile = join(dataDir, 'server-state.json');
  const port = await findFreePort();
  const link = linkEmulator(port);
  const deadline = setTimeout(() => {
    console.error(`${bench} bench: gave up after ${timeoutMinutes} minutes`);
    void stopServer(stateFile).finally(() => process.exit(1));
  }, timeoutMinutes * 60_000);
  try {
    const serverURL = `http://127.0.0.1:${port}`;
    const server = await startServer({ port, baseURL: serverURL, dataDir, pid: null }, stateFile);
    await waitForQuietServer(server.pid);
    await new Promise<void>((resolve) => link.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', resolve));
    const address = link.address();
    return await measure(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, serverURL);
  } finally {
    clearTimeout(deadline);
    link.close();
    await stopServer(stateFile);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
