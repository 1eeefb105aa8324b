// Closing and reopening boats' calendars from scripts: the same closures, checks, notices and audit entries as the
// operator's page (operator/closures.ts).
import { CLOSURE_REASONS, NOTE_MAX_LENGTH, type ClosureAnswer, type ClosureReason } from '../../domain/office';
import { formatDayAndTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import { HttpError } from '../http/errors';
import { closeCalendar, closureInstant } from '../operator/closures';
import { listClosures } from '../operator/closureSummaries';
import { reopenCalendar } from '../operator/reopenCalendar';
import { operatorCountry } from '../operator/manifest';
import { AdminError, requiredOption, type AdminCommand, type AdminContext } from './adminCommand';

/** The page's refusals (an unknown boat, a wrong range) are the typist's mistakes here. */
async function asAdmin<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw new AdminError(error.message);
    throw error;
  }
}

/**
 * An instant as the office reads it everywhere: the boats' local time, the zone named ('… 3:00 PM (Cayman time,
 * UTC−5)').
 */
const local = (iso: string, zone: string) =>
  `${formatDayAndTime(iso, zone)} (${zoneNote(ZONE_PLACE, zone, new Date(iso))})`;

const describe = (a: ClosureAnswer, dryRun: boolean, zone: string) =>
  [
    `${dryRun ? 'Would close' : `Closed (${a.closureId})`}: ${a.boatIds.join(', ')} from ${local(a.from, zone)} to ${local(a.to, zone)}, ${a.reason}.`,
    a.affected.length === 0
      ? 'No bookings are affected.'
      : `${a.affected.length} booking(s) affected${dryRun ? '' : `, ${a.notified} guest(s) emailed`}:`,
    ...a.affected.map(
      (b) => `  ${b.bookingRef}  ${formatDayAndTime(b.startTime, zone)}  ${b.boatName}  ${b.guestName} <${b.email}>`,
    ),
  ].join('\n');

const closeCommand: AdminCommand = {
  name: 'close-calendar',
  usage:
    'close-calendar --boat ID|all --from ISO --to ISO --reason weather|maintenance|private [--note TEXT] [--dry-run]',
  summary:
    'Closes a boat (or all) for a time: slot searches answer BLACKOUT, affected guests are emailed a free change or full refund (a date alone is the whole Cayman day)',
  options: {
    boat: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    reason: { type: 'string' },
    note: { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
  async run(ctx: AdminContext, values) {
    const reason = requiredOption(values, 'reason') as ClosureReason;
    if (!CLOSURE_REASONS.includes(reason))
      throw new AdminError(`--reason must be one of: ${CLOSURE_REASONS.join(', ')}`);
    const note = typeof values.note === 'string' ? values.note.trim() : '';
    if (note.length > NOTE_MAX_LENGTH) throw new AdminError(`--note takes at most ${NOTE_MAX_LENGTH} characters`);
    const dryRun = values['dry-run'] === true;
    const zone = (await operatorCountry(ctx.db)).timezone;
    const answer = await asAdmin(async () => {
      return closeCalendar(ctx.db, {
        boat: requiredOption(values, 'boat'),
        fromMs: closureInstant(requiredOption(values, 'from'), zone, 'from'),
        toMs: closureInstant(requiredOption(values, 'to'), zone, 'to'),
        reason,
        note,
        confirm: !dryRun,
        actor: 'admin-command',
        now: ctx.now,
        publicUrl: ctx.publicUrl,
      });
    });
    return { text: describe(answer, dryRun, zone), json: answer };
  },
};

const reopenCommand: AdminCommand = {
  name: 'reopen-calendar',
  usage: 'reopen-calendar --closure ID',
  summary: 'Reopens a closure: its times are offered again',
  options: { closure: { type: 'string' } },
  async run(ctx, values) {
    const closure = await asAdmin(() =>
      reopenCalendar(ctx.db, requiredOption(values, 'closure'), 'admin-command', ctx.now, ctx.publicUrl),
    );
    const zone = (await operatorCountry(ctx.db)).timezone;
    return {
      text: `Reopened ${closure.id}: ${closure.boatIds.join(', ')} from ${local(closure.from, zone)} to ${local(closure.to, zone)}; ${closure.notified ?? 0} guest(s) told their trip goes ahead.`,
      json: closure,
    };
  },
};

const listCommand: AdminCommand = {
  name: 'list-closures',
  usage: 'list-closures',
  summary: 'Lists the closures that end from yesterday on (open and reopened)',
  options: {},
  async run(ctx) {
    const closures = await listClosures(ctx.db, ctx.now.getTime() - 86_400_000);
    const zone = (await operatorCountry(ctx.db)).timezone;
    const lines = closures.map(
      (c) =>
        `${c.id}  ${c.reopenedAt ? 'reopened' : 'closed  '}  ${formatDayAndTime(c.from, zone)} → ${formatDayAndTime(c.to, zone)}  ${c.reason}  ${c.boatIds.join(', ')}${c.note ? `  (${c.note})` : ''}`,
    );
    return {
      text: lines.length ? [`Times are ${zoneNote(ZONE_PLACE, zone, ctx.now)}.`, ...lines].join('\n') : 'No closures.',
      json: closures,
    };
  },
};

export const CALENDAR_COMMANDS: AdminCommand[] = [closeCommand, reopenCommand, listCommand];
