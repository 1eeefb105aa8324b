import { useState, type RefObject } from 'react';
import { BUTTONS } from '../../domain/labels';
import { useToast } from '../ui/Toasts';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import { PDF_HIDDEN_ATTRIBUTE, savePageAsPdf } from './pdfExport';

/** 'Save page as PDF' with a spinner while the PDF is made; PDF errors are logged (spec 02 §8) and a short notice shown. */
export function SavePdfButton({ target, fileName }: { target: RefObject<HTMLElement | null>; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const save = async () => {
    if (!target.current || busy) return;
    setBusy(true);
    try {
      await savePageAsPdf(target.current, fileName);
    } catch (error) {
      console.error('PDF export failed', error);
      toast.show(CONFIRMATION_TEXT.pdfFailed, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--primary" onClick={() => void save()} disabled={busy} aria-busy={busy} {...{ [PDF_HIDDEN_ATTRIBUTE]: '' }}>
      {busy && <span className="spinner__wheel spinner__wheel--small" aria-hidden="true" />}
      {busy ? CONFIRMATION_TEXT.generatingPdf : BUTTONS.savePdf}
    </button>
  );
}
