// The admin command's table and its one entry point, shared by the command line (cli.ts, straight on the database)
// and a running server's admin socket (adminSocket.ts, when PGlite lets one process at a time open the files).
import { parseArgs } from 'node:util';
import { AdminError, type AdminCommand, type AdminContext } from './adminCommand';
import { AGENCY_COMMANDS } from './agencyCommands';
import { API_KEY_COMMANDS } from './apiKeyCommands';
import { USER_COMMANDS } from './userCommands';
import { CALENDAR_COMMANDS } from './calendarCommands';

/** Each area's commands; a new area appends its list here. */
const COMMAND_LISTS: AdminCommand[][] = [USER_COMMANDS, AGENCY_COMMANDS, API_KEY_COMMANDS, CALENDAR_COMMANDS];
export const COMMANDS = new Map(COMMAND_LISTS.flat().map((c) => [c.name, c]));

export interface AdminOutcome {
  exitCode: number;
  /** Printed on standard output (text, or JSON with --json). */
  stdout: string;
  /** Printed on standard error. */
  stderr: string;
}

export function helpText(): string {
  const lines = [...COMMANDS.values()].map((c) => `  ${c.usage}\n      ${c.summary}`);
  return ['Usage: npm run admin -- COMMAND [OPTIONS] [--json]', '', 'Commands:', ...lines, '', 'Every command takes --json: its result as JSON, for scripts.'].join('\n');
}

/** Runs one command line (without the program name) against the context's database. */
export async function runAdminCommand(argv: string[], ctx: AdminContext): Promise<AdminOutcome> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') return { exitCode: name ? 0 : 2, stdout: name ? `${helpText()}\n` : '', stderr: name ? '' : `${helpText()}\n` };
  const command = COMMANDS.get(name);
  if (!command) return { exitCode: 2, stdout: '', stderr: `Unknown command ${name}.\n\n${helpText()}\n` };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: rest, options: { ...command.options, json: { type: 'boolean' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    return { exitCode: 2, stdout: '', stderr: `${(error as Error).message}\nUsage: npm run admin -- ${command.usage}\n` };
  }
  const json = values.json === true;
  try {
    const result = await command.run(ctx, values as Record<string, string | boolean | undefined>);
    return { exitCode: 0, stdout: `${json ? JSON.stringify(result.json, null, 2) : result.text}\n`, stderr: '' };
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    return { exitCode: 1, stdout: json ? `${JSON.stringify({ error: error.message })}\n` : '', stderr: `${error.message}\n` };
  }
}
