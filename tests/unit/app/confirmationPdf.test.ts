// The confirmation PDF as a document: what it says (from the booking), and how its blocks fill A4 pages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmationBlocks } from '../../../src/app/confirmation/confirmationPdf';
import { pdfText } from '../../../src/app/confirmation/pdfExport';
import {
  BLOCK_GAP_MM,
  PDF_MARGIN_MM,
  PDF_PAGE_MM,
  ROW_STYLE,
  layoutPages,
  type PdfBlock,
  type PdfRowKind,
} from '../../../src/app/confirmation/pdfLayout';
import { BOOKING } from './confirmationFixture';

const ctx = {
  companyName: 'Cayman Charters',
  origin: 'https://charters.example',
  countryUrl: 'cayman-islands',
  country: { phone: '+13459490000', email: 'hello@example.ky', address: 'George Town' },
};
const everyText = (blocks: PdfBlock[]) =>
  blocks.flatMap((b) => b.rows.map((r) => `${r.label ?? ''} ${r.value}`)).join('\n');

describe('confirmation PDF content', () => {
  const text = everyText(confirmationBlocks(BOOKING, ctx));

  it('names the reference, the day with its year, start and return in island time, the boat and the guests', () => {
    expect(text).toContain('KY-7K3M9Q');
    expect(text).toContain('Thursday, 03 Dec 2026');
    expect(text).toContain('10:00 AM – 01:00 PM (Cayman time, UTC\u22125)');
    expect(text).toContain('8 Guests (6 adults, 2 children)');
  });

  it('has the meeting point, every price line and the total, the policy in a line and whom to call', () => {
    const pickUp = BOOKING.tripSummary.pull.data!;
    expect(text).toContain(pickUp.name);
    expect(text).toContain(pickUp.instructions);
    expect(text).toMatch(/Total \$[\d,]+\.\d\d USD/);
    expect(text).toContain('Taxes & Fees');
    expect(text).toContain('Full refund up to 72 hours before the start');
    expect(text).toContain('https://charters.example/cayman-islands/policies/cancellation-policy');
    expect(text).toContain('westbay@example.com');
  });
});

describe("confirmation PDF: What's Included and What to Bring (issue #57)", () => {
  it('lists each under its heading, as the page does, and leaves out an empty one', () => {
    const boat = BOOKING.tripSummary.boat.data;
    const withBoth = {
      ...boat,
      boatingCheckList: [
        { _id: 'i1', type: 'INCLUDED' as const, name: 'Snorkel gear', image: '/i.png' },
        { _id: 'b1', type: 'WHAT_TO_BRING' as const, name: 'Reef-safe sunscreen', image: '/b.png' },
        { _id: 'a1', type: 'AMENITIES' as const, name: 'Bluetooth speaker', image: '/a.png' },
      ],
    };
    const info = {
      ...BOOKING,
      tripSummary: { ...BOOKING.tripSummary, boat: { ...BOOKING.tripSummary.boat, data: withBoth } },
    };
    const blocks = confirmationBlocks(info, ctx);
    const block = (title: string) => blocks.find((b) => b.rows[0]?.kind === 'heading' && b.rows[0].value === title);
    expect(
      block("What's Included")
        ?.rows.slice(1)
        .map((r) => r.value),
    ).toEqual(['\u2022 Snorkel gear']);
    expect(
      block('What to Bring')
        ?.rows.slice(1)
        .map((r) => r.value),
    ).toEqual(['\u2022 Reef-safe sunscreen']);
    expect(everyText(blocks)).not.toContain('Bluetooth speaker');
    const onlyIncluded = confirmationBlocks(BOOKING, ctx);
    expect(onlyIncluded.some((b) => b.rows[0]?.value === 'What to Bring')).toBe(false);
  });
});

describe('pdfText', () => {
  it('keeps Latin-1 and dashes, and turns what the standard fonts lack into its plain form', () => {
    expect(pdfText('UTC\u22125 · 25\u2032 – café “x” \u2026')).toBe('UTC-5 · 25\' – café "x" ...');
    expect(pdfText('🚤 Boat')).toBe(' Boat');
  });
});

describe('PDF layout', () => {
  const oneLinePerChars = (text: string, widthMm: number) => {
    const perLine = Math.max(1, Math.floor(widthMm / 2));
    const lines: string[] = [];
    for (let i = 0; i < text.length; i += perLine) lines.push(text.slice(i, i + perLine));
    return lines.length ? lines : [''];
  };
  const kinds: PdfRowKind[] = ['heading', 'text', 'pair', 'price', 'small'];
  const blocks = fc.array(
    fc.record({
      rows: fc.array(
        fc.record({
          kind: fc.constantFrom(...kinds),
          label: fc.string({ maxLength: 10 }),
          value: fc.string({ maxLength: 300 }),
        }),
        { minLength: 1, maxLength: 30 },
      ),
    }),
    { minLength: 1, maxLength: 12 },
  );

  it('is A4 with every row inside the margins, rows in order, and no row split over two pages', () => {
    expect(PDF_PAGE_MM).toEqual({ width: 210, height: 297 });
    fc.assert(
      fc.property(blocks, (list) => {
        const pages = layoutPages(list, oneLinePerChars);
        const placed = pages.flat();
        expect(placed.map((p) => p.row)).toEqual(list.flatMap((b) => b.rows));
        for (const page of pages) {
          page.forEach(({ row, lines, topMm }, index) => {
            expect(topMm).toBeGreaterThanOrEqual(PDF_MARGIN_MM);
            // Only a row taller than a whole page (never in a confirmation) could run past the bottom margin.
            if (index > 0)
              expect(topMm + lines.length * ROW_STYLE[row.kind].lineMm).toBeLessThanOrEqual(
                PDF_PAGE_MM.height - PDF_MARGIN_MM + 1e-9,
              );
          });
        }
      }),
    );
  });

  it('moves a block that fits on a page to the next page whole instead of breaking it', () => {
    const filler: PdfBlock = { rows: Array.from({ length: 40 }, () => ({ kind: 'text' as const, value: 'x' })) };
    const card: PdfBlock = {
      rows: [
        { kind: 'heading', value: 'Payment Summary' },
        ...Array.from({ length: 8 }, () => ({ kind: 'price' as const, label: 'Line', value: '$1.00' })),
      ],
    };
    const pages = layoutPages([filler, card], oneLinePerChars);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.map((p) => p.row)).toEqual(card.rows);
    expect(pages[1]![0]!.topMm).toBe(PDF_MARGIN_MM);
    expect(BLOCK_GAP_MM).toBeGreaterThan(0);
  });
});
