// The notice of a payment being asked about (./paymentFollowUp.ts), on every page while one waits: 'it may have gone
// through, we will check when the signal is back'. It asks again by itself when the signal returns, when the app is
// shown again and every little while (a port's wifi may never say it went online). One dialog: it is the only one
// shown.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useCountryPath } from '../country';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { afterPaint } from '../ui/nextTask';
import { paymentFollowUp } from '../state/paymentFollowUpState';
import { CONFIRMATION_TEXT } from '../confirmation';
import { PAYMENT_FOLLOW_UP_TEXT as TEXT } from './bookingMessages';
import { askAgainOnSignal, closeFollowUpNotice, followUpPayments } from './paymentFollowUp';

export function PaymentFollowUpNotice() {
  const ui = useSnapshot(paymentFollowUp);
  const path = useCountryPath();
  useEffect(() => {
    void afterPaint().then(() => followUpPayments());
  }, []);
  const unanswered = ui.state === 'unreachable';
  useEffect(() => (unanswered ? askAgainOnSignal() : undefined), [unanswered]);

  const open =
    ui.state === 'ended' ||
    ui.state === 'lost' ||
    ((ui.state === 'asking' || ui.state === 'unreachable') && !ui.noticeHidden);
  const title = ui.state === 'ended' ? TEXT.endedTitle : ui.state === 'lost' ? TEXT.lostTitle : TEXT.title;
  const checking = ui.state === 'asking' || ui.checking;
  return (
    <Modal
      open={open}
      onClose={closeFollowUpNotice}
      title={title}
      footer={
        <>
          {ui.state === 'lost' && (
            <Link href={path('booking-summary')} className="button button--ghost" onClick={closeFollowUpNotice}>
              {CONFIRMATION_TEXT.findBooking}
            </Link>
          )}
          {ui.state === 'unreachable' && (
            <button
              type="button"
              className="button button--ghost"
              disabled={ui.checking}
              onClick={() => void followUpPayments()}
            >
              {TEXT.checkNow}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={closeFollowUpNotice}>
            {TEXT.close}
          </button>
        </>
      }
    >
      {ui.state === 'unreachable' && <p>{TEXT.unreachable}</p>}
      {ui.state === 'unreachable' && <p>{TEXT.emailHint}</p>}
      {ui.state === 'ended' && <p>{TEXT.ended}</p>}
      {ui.state === 'lost' && <p>{TEXT.lost}</p>}
      {checking && <Spinner inline label={TEXT.checking} />}
    </Modal>
  );
}
