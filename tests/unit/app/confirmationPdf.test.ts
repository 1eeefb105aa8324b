import { describe, expect, it } from 'vitest';
import { PDF_PAGE_MM, fitRect, pixelsPerPage } from '../../../src/app/confirmation/pdfExport';

describe('PDF export geometry', () => {
  it('cuts A4 pages of 210 × 295 mm from the page image', () => {
    expect(PDF_PAGE_MM).toEqual({ width: 210, height: 295 });
    expect(pixelsPerPage(1260)).toBe(1770);
  });

  it('draws pictures as object-fit shows them', () => {
    // A square picture in a 4:3 box: cover overflows top and bottom (clipped), contain letterboxes it.
    expect(fitRect('cover', 100, 100, 40, 30)).toEqual([0, -5, 40, 40]);
    expect(fitRect('contain', 100, 100, 40, 30)).toEqual([5, 0, 30, 30]);
    expect(fitRect('fill', 100, 50, 40, 30)).toEqual([0, 0, 40, 30]);
  });
});
