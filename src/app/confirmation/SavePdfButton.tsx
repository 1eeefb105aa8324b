import { useState } from 'react';
import type { BookingInfo } from '../../domain/booking';
import { BUTTONS } from '../../domain/texts';
import { COMPANY_NAME } from '../../domain/catalogue';
import { useCountryState } from '../country';
import { useToast } from '../ui/Toasts';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import { BusyButton } from '../ui/BusyButton';
import { reachableImport } from '../ui/reachableImport';

// The document's writer loads on the first click (its chunk precached, so offline too): the page's first load is
// the confirmation, not the PDF.
const loadPdfExport = reachableImport(() => import('./pdfExport'));

/**
 * 'Save page as PDF' with a spinner while the PDF is made; PDF errors are logged and a short notice shown.
 */
export function SavePdfButton({ info, country }: { info: BookingInfo; country: string }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const details = useCountryState().query.data;
  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const ctx = {
        companyName: COMPANY_NAME,
        origin: window.location.origin,
        countryUrl: country,
        country: details ?? undefined,
      };
      const { saveConfirmationPdf } = await loadPdfExport();
      await saveConfirmationPdf(info, ctx, `booking-${info.bookingRef}.pdf`);
    } catch (error) {
      console.error('PDF export failed', error);
      toast.show(CONFIRMATION_TEXT.pdfFailed, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton className="button button--primary" onClick={() => void save()} busy={busy}>
      {busy && <span className="spinner__wheel spinner__wheel--small" aria-hidden="true" />}
      {busy ? CONFIRMATION_TEXT.generatingPdf : BUTTONS.savePdf}
    </BusyButton>
  );
}
