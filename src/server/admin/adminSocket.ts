// A running server on PGlite holds the database files alone, so the admin command asks it through a Unix socket in
// DATA_DIR (mode 0600: whoever may use it may read the database files anyway). One JSON line in, one JSON answer out.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminCommand, type AdminOutcome } from './commands';
import type { AdminContext } from './adminCommand';

/** Longest socket path every platform takes (sun_path is 104–108 bytes). */
const MAX_SOCKET_PATH = 100;
const MAX_REQUEST_BYTES = 64 * 1024;

/** DATA_DIR/admin.sock, or a name in the temporary folder derived from DATA_DIR when that path is too long. */
export function adminSocketPath(dataDir: string): string {
  const path = join(dataDir, 'admin.sock');
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH) return path;
  return join(tmpdir(), `cayman-admin-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

interface AdminRequest {
  argv: string[];
  stdin?: string;
}

function parseAdminRequest(text: string): AdminRequest | undefined {
  try {
    const value = JSON.parse(text) as Partial<AdminRequest>;
    if (!Array.isArray(value.argv) || !value.argv.every((a) => typeof a === 'string')) return undefined;
    return { argv: value.argv, stdin: typeof value.stdin === 'string' ? value.stdin : undefined };
  } catch {
    return undefined;
  }
}

/** Listens on the admin socket; answers the function that stops it. `context()` gives each command a fresh clock. */
export async function startAdminSocket(
  dataDir: string,
  context: () => Omit<AdminContext, 'readStdin'>,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  const path = adminSocketPath(dataDir);
  // This process holds the database's lock, so a socket file left here belongs to a server that is gone.
  if (existsSync(path)) unlinkSync(path);
  const server: Server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', onError);
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) socket.destroy();
      const end = received.indexOf('\n');
      if (end === -1) return;
      socket.pause();
      const request = parseAdminRequest(received.slice(0, end));
      const answer: Promise<AdminOutcome> = request
        ? runAdminCommand(request.argv, { ...context(), readStdin: async () => request.stdin ?? '' })
        : Promise.resolve({ exitCode: 2, stdout: '', stderr: 'Not an admin request\n' });
      answer
        .catch((error: unknown): AdminOutcome => {
          onError(error);
          return { exitCode: 1, stdout: '', stderr: `The command failed: ${(error as Error).message}\n` };
        })
        .then((outcome) => socket.end(`${JSON.stringify(outcome)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        if (existsSync(path)) unlinkSync(path);
        resolve();
      }),
    );
}
