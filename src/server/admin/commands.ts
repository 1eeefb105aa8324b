// The admin command's table and its one entry point, shared by the command line (cli.ts, straight on the database)
// and a running server's admin socket (adminSocket.ts, when PGlite lets one process at a time open the files).
import { parseArgs } from 'node:util';
import { USER_ROLES, type UserRole } from '../../domain/office';
import { AdminError, type AdminCommand, type AdminContext, type AdminResult, type OptionValues } from './adminCommand';
import { AGENCY_COMMANDS } from './agencyCommands';
import { API_KEY_COMMANDS } from './apiKeyCommands';
import { USER_COMMANDS } from './userCommands';
import { CALENDAR_COMMANDS } from './calendarCommands';
import { BACKUP_COMMANDS } from './backupCommands';
import { PHONE_COMMANDS } from './phoneCommands';
import { CATALOGUE_COMMANDS } from './catalogueCommands';

const ROLE_SUMMARIES: Record<UserRole, string> = {
  admin: 'runs everything: the operator page, refunds, closures, every booking',
  agent: "reserves trips for guests, within the agency's discount cap",
  captain: 'reads the manifest of the trips they crew',
};

/** Each area's commands; a new area appends its list here. */
const COMMAND_LISTS: AdminCommand[][] = [
  USER_COMMANDS,
  AGENCY_COMMANDS,
  API_KEY_COMMANDS,
  CALENDAR_COMMANDS,
  BACKUP_COMMANDS,
  PHONE_COMMANDS,
  CATALOGUE_COMMANDS,
];
const COMMANDS = new Map(COMMAND_LISTS.flat().map((c) => [c.name, c]));

export interface AdminOutcome {
  exitCode: number;
  /** Printed on standard output (text, or JSON with --json). */
  stdout: string;
  /** Printed on standard error. */
  stderr: string;
}

function helpText(): string {
  const lines = [...COMMANDS.values()].map((c) => `  ${c.usage}\n      ${c.summary}`);
  return [
    'Usage: npm run admin -- COMMAND [OPTIONS] [--json]',
    '',
    'Commands:',
    ...lines,
    '',
    `Roles: ${USER_ROLES.map((r) => `${r} (${ROLE_SUMMARIES[r]})`).join(', ')}.`,
    'Every command takes --json: its result as JSON, for scripts; COMMAND --help shows its own usage.',
  ].join('\n');
}

/** Node's parseArgs messages, in the command's words (its codes are stable, its wording is for developers). */
function readableArgsError(error: Error & { code?: string }): string {
  const option = /'(--?[\w-]+)/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option ${option ?? ''}.`.replace(' .', '.');
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option ?? 'An option'} needs a value.`;
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `Unexpected ${/'([^']*)'/.exec(error.message)?.[1] ?? 'argument'}: every value follows its option (--name VALUE).`;
  return error.message;
}

type Parsed = { command: AdminCommand; values: OptionValues } | { outcome: AdminOutcome };

/** A command line's command and its values (positionals by name), or the outcome that answers it (help, a mistake). */
export function parseCommandLine(argv: string[]): Parsed {
  // A command of two words ('catalogue import') is one name.
  const [name, ...rest] = COMMANDS.has(`${argv[0]} ${argv[1]}`) ? [`${argv[0]} ${argv[1]}`, ...argv.slice(2)] : argv;
  if (!name || name === 'help' || name === '--help' || name === '-h')
    return {
      outcome: { exitCode: name ? 0 : 2, stdout: name ? `${helpText()}\n` : '', stderr: name ? '' : `${helpText()}\n` },
    };
  const command = COMMANDS.get(name);
  if (!command) {
    const family = [...COMMANDS.values()]
      .filter((c) => c.name.startsWith(`${name} `))
      .map((c) => `  npm run admin -- ${c.usage}`);
    const stderr =
      family.length > 0
        ? `${name} takes one of:\n${family.join('\n')}\n`
        : `Unknown command ${name}.\n\n${helpText()}\n`;
    return { outcome: { exitCode: 2, stdout: '', stderr } };
  }
  const usageLine = `Usage: npm run admin -- ${command.usage} [--json]`;
  const usage = (message: string): Parsed => ({
    outcome: { exitCode: 2, stdout: '', stderr: `${message}\n${usageLine}\n` },
  });
  if (rest.includes('--help') || rest.includes('-h'))
    return { outcome: { exitCode: 0, stdout: `${usageLine}\n  ${command.summary}\n`, stderr: '' } };
  // A negative number after an option reads as an option to Node: say what is wrong with the value instead.
  const negative = rest.findIndex(
    (arg, i) => i > 0 && /^-\d/.test(arg) && command.options[(rest[i - 1] ?? '').replace(/^--/, '')]?.type === 'string',
  );
  if (negative > 0) return usage(`${rest[negative - 1]} takes no negative value (${rest[negative]} was given).`);
  const names = command.positionals ?? [];
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { ...command.options, json: { type: 'boolean' } },
      strict: true,
      allowPositionals: names.length > 0,
    });
    if (positionals.length !== names.length)
      return usage(
        `${name} takes ${names.length === 1 ? 'one argument' : `${names.length} arguments`}: ${names.join(' ').toUpperCase()}`,
      );
    const named: OptionValues = { ...values };
    names.forEach((positional, i) => {
      named[positional] = positionals[i];
    });
    return { command, values: named };
  } catch (error) {
    return usage(readableArgsError(error as Error));
  }
}

/** Runs one command line (without the program name) against the context's database. */
export async function runAdminCommand(argv: string[], ctx: AdminContext): Promise<AdminOutcome> {
  const parsed = parseCommandLine(argv);
  if ('outcome' in parsed) return parsed.outcome;
  return runParsed(parsed.values, (values) => parsed.command.run(ctx, values));
}

/** Runs a parsed command through `work` (the table's run, or runAlone) and prints its result or its refusal. */
export async function runParsed(
  values: OptionValues,
  work: (values: OptionValues) => Promise<AdminResult>,
): Promise<AdminOutcome> {
  const json = values.json === true;
  try {
    const result = await work(values);
    return { exitCode: 0, stdout: `${json ? JSON.stringify(result.json, null, 2) : result.text}\n`, stderr: '' };
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    return {
      exitCode: 1,
      stdout: json ? `${JSON.stringify({ error: error.message })}\n` : '',
      stderr: `${error.message}\n`,
    };
  }
}
