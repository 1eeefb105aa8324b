// The Reports tab's tables (issue #58): the screen, the CSV and the PDF read the same rows; money is the database's
// cents in the app's money format, and a name that looks like a formula never runs as one in the CSV.
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/domain/schema';
import type { ReportSummary, StatementsAnswer } from '../../../src/domain/office';
import { reportBlocks } from '../../../src/app/operator/reportsPdf';
import { csvRowsOf, statementTables, summaryTables } from '../../../src/app/operator/reportsTables';

const line = { bookings: 2, guests: 5, cancelled: 1, grossCents: 125_050, refundedCents: 2_500, netCents: 122_550 };
const summary: ReportSummary = {
  from: '2026-12-01',
  to: '2026-12-31',
  timezone: 'America/Cayman',
  totals: line,
  byBoat: [{ boatId: 'b1', boatName: '=HYPERLINK("x")', ...line }],
  byChannel: [{ channel: 'reseller', ...line }],
  byDay: [{ day: '2026-12-04', ...line }],
  refunds: { count: 1, amountCents: 2_500 },
  noShows: { bookings: 1, guests: 3, netCents: 60_000 },
};
const statements: StatementsAnswer = {
  month: '2026-12',
  timezone: 'America/Cayman',
  agencies: [
    {
      agencyId: 'ag1',
      agencyName: 'Resort Desk',
      lines: [
        {
          bookingRef: 'KY-ABC123',
          startTime: '2026-12-07T13:00:00-05:00',
          guestName: 'Zoë Ebanks',
          agentName: 'Desk',
          cancelled: false,
          listCents: 100_000,
          discountCents: -1_000,
          amountCents: 101_000,
          creditCents: 0,
          dueCents: 101_000,
        },
      ],
      totals: { listCents: 100_000, discountCents: -1_000, amountCents: 101_000, creditCents: 0, dueCents: 101_000 },
    },
  ],
};

describe('report tables', () => {
  it("write the money in the app's format and the channel by its name", () => {
    const [totals, byBoat, byChannel, byDay, refunds, noShows] = summaryTables(summary);
    expect(totals!.rows).toEqual([[2, 5, 1, '$1,250.50', '$25.00', '$1,225.50']]);
    expect(byBoat!.rows[0]![0]).toBe('=HYPERLINK("x")');
    expect(byChannel!.rows[0]![0]).toBe('Reseller (OCTO)');
    expect(byDay!.rows[0]![0]).toBe('2026-12-04');
    expect(refunds!.rows).toEqual([[1, '$25.00']]);
    expect(noShows).toMatchObject({
      title: 'No-shows',
      head: ['Bookings', 'Guests', 'Revenue of no-shows'],
      rows: [[1, 3, '$600.00']],
    });
  });

  it("make a formula-safe CSV of every table, an agency's fee below zero included", () => {
    const csv = toCsv(csvRowsOf('Report', [...summaryTables(summary), ...statementTables(statements)]));
    expect(csv).toContain(
      '\r\nRevenue by boat\r\nBoat,Bookings,Guests,Cancelled,Charged,Refunded or credited,Net\r\n"\'=HYPERLINK(""x"")",2,5,1,"$1,250.50",$25.00,"$1,225.50"\r\n',
    );
    expect(csv).toContain('\r\nNo-shows\r\nBookings,Guests,Revenue of no-shows\r\n1,3,$600.00\r\n');
    expect(csv).toContain(
      'KY-ABC123,"07 Dec 2026, 01:00 PM",Zoë Ebanks,Desk,Booked,"$1,000.00",\'-$10.00,"$1,010.00",$0.00,"$1,010.00"\r\n',
    );
    expect(csv).toContain('Total due,,,,,"$1,000.00",\'-$10.00,"$1,010.00",$0.00,"$1,010.00"\r\n');
  });

  it('make one PDF line per row, the total on its own', () => {
    const blocks = reportBlocks('Report', statementTables(statements));
    expect(blocks[1]!.rows.map((r) => r.kind)).toEqual(['heading', 'text', 'total']);
    expect(blocks[1]!.rows[1]!.value).toContain('KY-ABC123: Trip');
    expect(blocks[1]!.rows[2]).toEqual({ kind: 'total', label: 'Total due', value: '$1,010.00' });
  });
});
