// CSV exports (issue #58's reports): quoting as RFC 4180 asks, and no cell a spreadsheet would run as a formula.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../src/domain/schema';

describe('CSV', () => {
  it('prefixes a text cell that starts with = + - @, a tab or a carriage return with a single quote', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1 345 555 0100')).toBe(`'+1 345 555 0100`);
    expect(csvCell('-$12.50')).toBe(`'-$12.50`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(csvCell(-1250)).toBe('-1250');
    expect(csvCell(0)).toBe('0');
  });

  it('quotes commas, quotes and line breaks, keeps UTF-8 text and ends lines with CRLF', () => {
    expect(csvCell('$1,250.00')).toBe('"$1,250.00"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Zoë Ébanks · Bodden Town')).toBe('Zoë Ébanks · Bodden Town');
    expect(
      toCsv([
        ['Boat', 'Net'],
        ['Small Fry', '$1,250.00'],
        ['=1+1', 3],
      ]),
    ).toBe('Boat,Net\r\nSmall Fry,"$1,250.00"\r\n\'=1+1,3\r\n');
  });
});
