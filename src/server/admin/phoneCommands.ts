// The phone numbers of bookings still to sail, checked with the one phone rule (domain/phone/phone.ts): those with none
// or one that does not dial as stored (an older phone field stored '+113455550101' for a +1 345 number) are listed for
// the office to check with the guest. Nothing is rewritten: the manifest flags the same numbers.
import { sql } from 'drizzle-orm';
import { formatDayAndTime } from '../../domain/time';
import { phoneWarning } from '../../domain/phone';
import type { PaymentBooking } from '../db/paymentBooking';
import type { AdminCommand } from './adminCommand';
import { rowsOf } from '../db/rows';

const checkPhones: AdminCommand = {
  name: 'check-phones',
  usage: 'check-phones',
  summary:
    'Lists the bookings still to sail whose guest phone is missing or does not dial as stored (nothing is changed)',
  options: {},
  async run(ctx) {
    const rows = rowsOf(
      await ctx.db.execute(sql`
      SELECT b.booking_ref, p.booking, h.start_time FROM bookings b
      JOIN payments p ON p.id = b.payment_id JOIN slot_holds h ON h.booking_id = b.hold_id
      WHERE b.cancelled_at IS NULL AND h.status = 'BOOKED' AND h.start_time >= ${ctx.now.toISOString()}::timestamptz
      ORDER BY h.start_time`),
    );
    const flagged = rows.flatMap((r) => {
      const b = r.booking as PaymentBooking;
      const warning = phoneWarning(b.phone ?? '');
      return warning
        ? [
            {
              bookingRef: String(r.booking_ref),
              startTime: b.timeSlot.startTime,
              zone: b.timezone,
              guest: `${b.firstName} ${b.lastName}`,
              email: b.email,
              phone: b.phone ?? '',
              warning,
            },
          ]
        : [];
    });
    const lines = flagged.map(
      (f) =>
        `  ${f.bookingRef}  ${formatDayAndTime(f.startTime, f.zone)}  ${f.guest} <${f.email}>  ${f.phone || '(none)'}: ${f.warning}`,
    );
    return {
      text:
        flagged.length === 0
          ? `All ${rows.length} bookings still to sail have a phone that dials.`
          : [`${flagged.length} of ${rows.length} bookings still to sail need their phone checked:`, ...lines].join(
              '\n',
            ),
      json: { checked: rows.length, flagged },
    };
  },
};

export const PHONE_COMMANDS: AdminCommand[] = [checkPhones];
