// 'Change date or time' and 'Cancel booking' on the confirmation page (the booking device, or the emailed signed link),
// within the cancellation policy; after the cut-off, why not and whom to call. A trip the operator closed is free to
// change or cancel. Both need a connection and say so.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  bookingRegion,
  type BookingInfo,
  agentMayCancelAt,
  SELF_SERVICE_TEXT as T,
  type ChangeOption,
} from '../../domain/booking';
import { formatPhone } from '../../domain/schema';
import { addDays, todayInZone, formatDayLong, formatTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import { formatMoney } from '../../domain/texts';
import { problemText } from '../http/ApiError';
import { useOnline } from '../http/useOnline';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { newIdempotencyKey } from '../http/idempotencyKey';
import {
  cancelOwnBooking,
  changeOwnBooking,
  fetchChangeOptions,
  fetchSelfService,
  startChangeCheckout,
} from './confirmationApi';
import { BusyButton } from '../ui/BusyButton';

const problemOf = (error: unknown) => problemText(error, T.offline);
const priceNote = (o: ChangeOption) =>
  o.priceDifferenceCents === 0
    ? T.priceSame
    : o.priceDifferenceCents < 0
      ? T.priceLower(formatMoney(-o.priceDifferenceCents))
      : T.priceHigher(formatMoney(o.priceDifferenceCents));

function ChangeDialog({
  info,
  token,
  onClose,
  onDone,
}: {
  info: BookingInfo;
  token: string | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const zone = info.timezone;
  const [date, setDate] = useState(info.timeSlot.startTime.slice(0, 10));
  const [chosen, setChosen] = useState<ChangeOption | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const options = useQuery({
    queryKey: ['booking-change-options', info.bookingRef, date],
    // Not aborted when the guest picks another day: the answer is small, and an aborted call is noise.
    queryFn: () => fetchChangeOptions(info.bookingRef, token, date),
    retry: false,
    gcTime: 0,
  });
  const [payKey, setPayKey] = useState(newIdempotencyKey);
  // A dearer time goes to the payment page; the booking moves when the payment arrives, and the page there shows it.
  const pay = useMutation({
    mutationFn: (o: ChangeOption) => startChangeCheckout(info.bookingRef, token, o.startTime, payKey),
    onSuccess: (answer) => window.location.assign(answer.url),
    onError: (error) => {
      setProblem(problemOf(error));
      setPayKey(newIdempotencyKey());
      void options.refetch();
    },
  });
  const change = useMutation({
    mutationFn: (o: ChangeOption) => changeOwnBooking(info.bookingRef, token, o.startTime),
    onSuccess: (answer) =>
      onDone(
        T.changed(
          `${formatDayLong(answer.startTime, zone)}, ${formatTime(answer.startTime, zone)} (${zoneNote(ZONE_PLACE, zone, new Date(answer.startTime))})`,
        ),
      ),
    onError: (error) => {
      setProblem(problemOf(error));
      void options.refetch();
    },
  });
  const free = options.data?.options.filter((o) => o.available) ?? [];
  return (
    <Modal
      open
      onClose={onClose}
      title={T.changeTitle}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {T.keep}
          </button>
          {chosen && chosen.priceDifferenceCents > 0 ? (
            <BusyButton
              className="button button--primary"
              busy={pay.isPending || pay.isSuccess}
              onClick={() => pay.mutate(chosen)}
            >
              {T.payAndMove(formatMoney(chosen.priceDifferenceCents))}
            </BusyButton>
          ) : (
            <BusyButton
              className="button button--primary"
              disabled={!chosen}
              busy={change.isPending}
              onClick={() => chosen && change.mutate(chosen)}
            >
              {T.confirmChange}
            </BusyButton>
          )}
        </>
      }
    >
      <label className="self-service__field">
        <span>{T.pickDay}</span>
        <input
          type="date"
          value={date}
          min={todayInZone(zone)}
          max={addDays(todayInZone(zone), 365)}
          onChange={(e) => {
            if (e.target.value) {
              setDate(e.target.value);
              setChosen(null);
            }
          }}
        />
      </label>
      <p className="self-service__zone">{zoneNote(ZONE_PLACE, zone, new Date(info.timeSlot.startTime))}</p>
      {options.isPending && <Spinner inline />}
      {options.isError && <p role="alert">{problemOf(options.error)}</p>}
      {options.data &&
        (free.length === 0 ? (
          <p>{T.noSlots}</p>
        ) : (
          <ul className="self-service__slots">
            {free.map((o) => (
              <li key={o.startTime}>
                <button
                  type="button"
                  className="button button--ghost self-service__slot"
                  aria-pressed={chosen?.startTime === o.startTime}
                  onClick={() => {
                    setChosen(o);
                    setPayKey(newIdempotencyKey());
                  }}
                >
                  {formatTime(o.startTime, zone)}
                  <span className="self-service__price">{priceNote(o)}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
      {chosen && chosen.priceDifferenceCents > 0 && <p className="self-service__note">{T.payingNote}</p>}
      {problem && (
        <p role="alert" className="self-service__problem">
          {problem}
        </p>
      )}
    </Modal>
  );
}

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
        <Modal
          open
          onClose={() => setDialog(null)}
          title={T.cancelTitle}
          footer={
            <>
              <button type="button" className="button button--ghost" onClick={() => setDialog(null)}>
                {T.keep}
              </button>
              <BusyButton className="button button--primary" onClick={() => cancel.mutate()} busy={cancel.isPending}>
                {T.confirmCancel}
              </BusyButton>
            </>
          }
        >
          <p>{s.refundCents > 0 ? T.refundLine(formatMoney(s.refundCents)) : T.noRefundLine}</p>
          {problem && (
            <p role="alert" className="self-service__problem">
              {problem}
            </p>
          )}
        </Modal>
      )}
    </section>
  );
}
