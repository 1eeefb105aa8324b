import { useEffect, useState } from 'react';
import type { BookingInfo } from '../../domain/booking';
import { EMAIL_SENT, RESEND_EMAIL_FAILED } from '../../domain/texts';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import { resendConfirmationEmail } from './confirmationApi';
import { BusyButton } from '../ui/BusyButton';
import { isApiError } from '../http/ApiError';

/** How long the send-again result stays shown. */
export const SEND_AGAIN_NOTICE_MS = 3000;

type Outcome = { ok: boolean; message: string } | null;

/**
 * 'Send again': disabled while sending (BusyButton: it keeps the focus), then says how it went for 3000 ms.
 */
export function SendAgainButton({ info, token }: { info: BookingInfo; token: string | null }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), SEND_AGAIN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const send = async () => {
    setSending(true);
    try {
      await resendConfirmationEmail({ paymentId: info._id, paymantDate: info.updatedAt }, token);
      setOutcome({ ok: true, message: EMAIL_SENT });
    } catch (error) {
      // No answer at all is the phone's connection, not a failed email: say so, not 'Failed to send email'.
      setOutcome({
        ok: false,
        message: isApiError(error) && error.offline ? CONFIRMATION_TEXT.sendAgainOffline : RESEND_EMAIL_FAILED,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <span className="send-again">
      <span>{CONFIRMATION_TEXT.emailNotArrived}</span>{' '}
      <BusyButton className="link-button" onClick={() => void send()} busy={sending}>
        {sending ? CONFIRMATION_TEXT.sending : CONFIRMATION_TEXT.sendAgain}
      </BusyButton>
      <span
        className={outcome?.ok === false ? 'send-again__result is-error' : 'send-again__result'}
        role="status"
        aria-live="polite"
      >
        {outcome?.message ?? ''}
      </span>
    </span>
  );
}
