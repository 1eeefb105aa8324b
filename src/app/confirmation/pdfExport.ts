// 'Save page as PDF': the confirmation written as a document, A4 with real text (jspdf), page breaks
// between blocks. jspdf loads only on click and the service worker precaches its chunk, so this works offline.
import { defined } from '../../domain/schema';
import type { BookingInfo } from '../../domain/booking';
import { confirmationBlocks, PDF_TEXT, type PdfContext } from './confirmationPdf';
import { BRAND_COLOURS } from '../styles/brandColours';
import {
  PDF_LABEL_WIDTH_MM,
  PDF_MARGIN_MM,
  PDF_PAGE_MM,
  ROW_STYLE,
  layoutPages,
  type PdfBlock,
  type PdfRowKind,
} from './pdfLayout';
import { reachableImport } from '../ui/reachableImport';

const colour = (name: string) => defined(BRAND_COLOURS[name], `the colour --${name} in tokens.css`);
const INK = colour('ink');
const MUTED = colour('muted');
const RULE = colour('line');

/**
 * The standard PDF fonts know Latin-1 (WinAnsi) only: characters beyond it that the page uses get their nearest
 * plain form, anything else goes, so that no line prints as garbage.
 */
export function pdfText(text: string): string {
  return (
    text
      .replace(/[\u2212\u2010-\u2015]/g, (c) => (c === '\u2013' || c === '\u2014' ? c : '-'))
      .replace(/\u2032/g, "'")
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201C\u201D]/g, '"')
      .replace(/\u2026/g, '...')
      .replace(/[\u00A0\u202F]/g, ' ')
      // eslint-disable-next-line no-control-regex -- the range is every Latin-1 character the PDF font can draw
      .replace(/[^\u0000-\u00FF\u2013\u2014\u2022]/gu, '')
  );
}

const loadPdfWriter = reachableImport(() => import('jspdf'));

export async function saveConfirmationPdf(info: BookingInfo, ctx: PdfContext, fileName: string): Promise<void> {
  await savePdf(
    confirmationBlocks(info, ctx),
    {
      title: `${ctx.companyName} ${info.bookingRef}`,
      subject: PDF_TEXT.title,
      creator: ctx.companyName,
      footer: info.bookingRef,
    },
    fileName,
  );
}

export interface PdfMeta {
  title: string;
  subject: string;
  creator: string;
  /** Printed with the page number at the foot of each page. */
  footer: string;
}

/** Writes blocks of rows (pdfLayout.ts) as an A4 document and saves it; jspdf loads here, on the first call. */
export async function savePdf(blocks: PdfBlock[], meta: PdfMeta, fileName: string): Promise<void> {
  const { jsPDF } = await loadPdfWriter();
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  pdf.setProperties({ title: meta.title, subject: meta.subject, creator: meta.creator });
  const applyFontOf = (kind: PdfRowKind) => {
    const style = ROW_STYLE[kind];
    pdf.setFont('helvetica', style.bold ? 'bold' : 'normal');
    pdf.setFontSize(style.size);
  };
  const pages = layoutPages(blocks, (text, widthMm, kind) => {
    applyFontOf(kind);
    return pdf.splitTextToSize(pdfText(text), widthMm) as string[];
  });

  const left = PDF_MARGIN_MM;
  const right = PDF_PAGE_MM.width - PDF_MARGIN_MM;
  pages.forEach((page, index) => {
    if (index > 0) pdf.addPage();
    for (const { row, lines, topMm } of page) {
      const style = ROW_STYLE[row.kind];
      // jspdf places text by its baseline: about 80 % of the line below the row's top.
      const baseline = (line: number) => topMm + line * style.lineMm + style.lineMm * 0.8;
      applyFontOf(row.kind);
      pdf.setTextColor(row.kind === 'small' ? MUTED : INK);
      if (row.kind === 'heading') {
        pdf.setDrawColor(RULE);
        pdf.line(left, topMm + style.lineMm + 0.2, right, topMm + style.lineMm + 0.2);
      }
      if (row.kind === 'pair' && row.label) {
        pdf.setFont('helvetica', 'bold');
        pdf.setTextColor(MUTED);
        pdf.text(pdfText(row.label), left, baseline(0));
        applyFontOf(row.kind);
        pdf.setTextColor(INK);
      }
      if (row.kind === 'price' || row.kind === 'total')
        pdf.text(pdfText(row.value), right, baseline(0), { align: 'right' });
      const x = row.kind === 'pair' ? left + PDF_LABEL_WIDTH_MM : left;
      lines.forEach((line, i) => pdf.text(line, x, baseline(i)));
    }
    applyFontOf('small');
    pdf.setTextColor(MUTED);
    pdf.text(
      pdfText(`${meta.footer} · ${index + 1} / ${pages.length}`),
      right,
      PDF_PAGE_MM.height - PDF_MARGIN_MM / 2,
      { align: 'right' },
    );
  });
  pdf.save(fileName);
}
