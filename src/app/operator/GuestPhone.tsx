// A guest's phone on the manifest and a booking: in its country's format, a link to call it, and a warning beside it
// when there is none or it does not dial as stored (an older field's '+113455550101'): shown, never rewritten.
import { usePhoneRule } from '../ui/usePhoneRule';
import { OPERATOR_TEXT as T } from './operatorMessages';

export function GuestPhone({ phone, guestName, warning }: { phone: string; guestName: string; warning?: string }) {
  // As stored until the phone rule has loaded (offline before it was kept: the number still dials as stored).
  const rule = usePhoneRule();
  return (
    <>
      {phone && (
        <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} aria-label={T.call(guestName)}>
          {rule ? rule.formatPhoneNumber(phone) : phone}
        </a>
      )}
      {warning && (
        <strong className="guest-phone__warning">
          {phone ? ' ' : ''}⚠ {warning}
        </strong>
      )}
    </>
  );
}
