// `npm run admin -- COMMAND …`: users and agencies (and whatever later areas add), on PostgreSQL (DATABASE_URL) or
// PGlite (DATA_DIR), whether or not the server runs. PGlite lets one process at a time open its files: when the server
// has them, the command is sent to it through its admin socket; otherwise this process opens the database itself.
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUse } from '../db/dataDirLock';
import { migrate } from '../db/migrate';
import { loadAuthSettings } from '../auth/settings';
import { adminSocketPath } from './adminSocket';
import { parseCommandLine, runAdminCommand, runParsed, type AdminOutcome } from './commands';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return process.exit(1);
  }
})();

/** The command line, its file arguments made absolute (a running server may have another working folder). */
const argv = (() => {
  const given = process.argv.slice(2);
  const parsed = parseCommandLine(given);
  if ('outcome' in parsed || !parsed.command.positionals) return given;
  const files = new Set(parsed.command.positionals.map((name) => String(parsed.values[name])));
  return given.map((arg, i) => (i > 0 && files.has(arg) ? resolve(arg) : arg));
})();
const publicUrl = new URL(process.env.PUBLIC_URL || `http://localhost:${config.port}`).origin;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The running server's answer, or undefined when no server listens on the socket. */
function askServer(stdin: string | undefined): Promise<AdminOutcome | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(adminSocketPath(config.dataDir));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv, stdin })}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as AdminOutcome);
      } catch {
        reject(new Error('The server gave no answer to the admin command'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

async function runHere(stdin: string | undefined): Promise<AdminOutcome> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await migrate(database);
    const auth = await loadAuthSettings(process.env, database.db);
    return await runAdminCommand(argv, {
      db: database.db,
      now: new Date(),
      publicUrl,
      auth,
      readStdin: async () => stdin ?? (await readStdin()),
      database,
    });
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  // Standard input is read first when the command takes it: the server cannot read this terminal.
  const stdin = argv.includes('--password-stdin') ? await readStdin() : undefined;
  // restore fills an empty database: it opens nothing first and never goes through a running server.
  const parsed = parseCommandLine(argv);
  if (!('outcome' in parsed) && parsed.command.runAlone) {
    const outcome = await runParsed(parsed.values, (values) => parsed.command.runAlone!(values, process.env));
    process.stdout.write(outcome.stdout);
    process.stderr.write(outcome.stderr);
    return outcome.exitCode;
  }
  const outcome = (config.databaseUrl ? undefined : await askServer(stdin)) ?? (await runHere(stdin));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  return outcome.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      error instanceof DataDirInUse
        ? `${error.message}\nIf that is the server, it is still starting: try again in a moment.\n`
        : `The admin command failed: ${(error as Error).message}\n`,
    );
    process.exit(1);
  },
);
