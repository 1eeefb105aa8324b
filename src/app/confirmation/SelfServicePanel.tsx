// 'Change date or time' and 'Cancel booking' on the confirmation page (the booking device, or the emailed signed link),
// within the cancellation policy; after the cut-off, why not and whom to call. A trip the operator closed is free to
// change or cancel. Both need a connection and say so.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingRegion, type BookingInfo, agentMayCancelAt, SELF_SERVICE_TEXT as T } from '../../domain/booking';
import { formatPhone } from '../../domain/schema';
import { formatMoney } from '../../domain/texts';
import { problemText } from '../http/ApiError';
import { useOnline } from '../http/useOnline';
import { Modal } from '../ui/Modal';
import { cancelOwnBooking, fetchSelfService } from './confirmationApi';
import { BusyButton } from '../ui/BusyButton';
import { ChangeDialog } from './ChangeDialog';

const problemOf = (error: unknown) => problemText(error, T.offline);

/** Why online changes are closed: the office's number in it (as the server writes it) is a call link. */
function ClosedReason({ text, phone }: { text: string; phone: string | undefined }) {
  const written = phone ? formatPhone(phone) : '';
  const at = written ? text.indexOf(written) : -1;
  if (!phone || at < 0) return <p className="self-service__note">{text}</p>;
  return (
    <p className="self-service__note">
      {text.slice(0, at)}
      <a href={`tel:${phone}`}>{written}</a>
      {text.slice(at + written.length)}
    </p>
  );
}

/**
 * A booking found by reference and email (neither the booking device nor the email's link): before the cut-off, the
 * link is the way to change it; after it, as on the panel, whom to call.
 */
export function FoundByEmailNote({ info }: { info: BookingInfo }) {
  const phone = bookingRegion(info)?.phone;
  const startMs = Date.parse(info.timeSlot.startTime);
  // eslint-disable-next-line react-hooks/purity -- the note says what is true at this render
  const now = Date.now();
  const text = agentMayCancelAt(startMs, now)
    ? T.fromEmailLink
    : startMs <= now
      ? T.started(formatPhone(phone ?? ''))
      : T.afterCutOff(formatPhone(phone ?? ''));
  return (
    <div className="self-service no-print">
      <ClosedReason text={text} phone={phone} />
    </div>
  );
}

/** 'Cancel booking': what comes back, and the confirm. */
function CancelDialog({
  refundCents,
  problem,
  busy,
  onKeep,
  onConfirm,
}: {
  refundCents: number;
  problem: string | null;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open
      onClose={onKeep}
      title={T.cancelTitle}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onKeep}>
            {T.keep}
          </button>
          <BusyButton className="button button--primary" onClick={onConfirm} busy={busy}>
            {T.confirmCancel}
          </BusyButton>
        </>
      }
    >
      <p>{refundCents > 0 ? T.refundLine(formatMoney(refundCents)) : T.noRefundLine}</p>
      {problem && (
        <p role="alert" className="self-service__problem">
          {problem}
        </p>
      )}
    </Modal>
  );
}

export function SelfServicePanel({
  info,
  token,
  onChanged,
}: {
  info: BookingInfo;
  token: string | null;
  onChanged: () => void;
}) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const key = ['booking-self-service', info.bookingRef];
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchSelfService(info.bookingRef, token, signal),
    retry: false,
    enabled: online,
  });
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);
  const [done, setDone] = useState<{ text: string; cancelled: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => cancelOwnBooking(info.bookingRef, token),
    onSuccess: (answer) => {
      setDialog(null);
      setDone({
        text: answer.refundCents > 0 ? T.cancelledRefund(formatMoney(answer.refundCents)) : T.cancelled,
        cancelled: true,
      });
      void queryClient.invalidateQueries({ queryKey: key });
      // The page (and the copy kept on the device) now says the booking is cancelled.
      onChanged();
    },
    onError: (error) => setProblem(problemOf(error)),
  });
  const finishChange = (text: string) => {
    setDialog(null);
    setDone({ text, cancelled: false });
    // The page shows the booking's new time: read it again (the kept copy follows).
    void queryClient.invalidateQueries({ queryKey: key });
    onChanged();
  };

  if (!online)
    return (
      <section className="self-service no-print">
        <p className="self-service__note">{T.offline}</p>
      </section>
    );
  if (state.isPending) return null;
  if (state.isError) return null;
  const s = state.data;
  return (
    <section className="self-service no-print" aria-label={T.change}>
      {done && (
        <p role="status" className="self-service__done">
          {done.text}
        </p>
      )}
      {!done && s.closedByOperator && s.open && (
        <p className="self-service__note self-service__note--closed">
          {T.closedByOperator(s.refundCents > 0 ? formatMoney(s.refundCents) : null)}
        </p>
      )}
      {/* A moved booking may be moved again or cancelled, as the policy still allows. */}
      {!done?.cancelled && s.open && (
        <div className="self-service__actions">
          <button type="button" className="button button--primary" onClick={() => setDialog('change')}>
            {T.change}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setProblem(null);
              setDialog('cancel');
            }}
          >
            {T.cancel}
          </button>
        </div>
      )}
      {!done?.cancelled && !s.open && s.closedReason && (
        <ClosedReason text={s.closedReason} phone={bookingRegion(info)?.phone} />
      )}
      {dialog === 'change' && (
        <ChangeDialog info={info} token={token} onClose={() => setDialog(null)} onDone={finishChange} />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          refundCents={s.refundCents}
          problem={problem}
          busy={cancel.isPending}
          onKeep={() => setDialog(null)}
          onConfirm={() => cancel.mutate()}
        />
      )}
    </section>
  );
}
