// 'Change date or time': the guest picks a day, then a free time on it; a dearer time is paid first (the booking moves
// when the payment arrives), a time at the same price or less moves the booking at once.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type BookingInfo, SELF_SERVICE_TEXT as T, type ChangeOption } from '../../domain/booking';
import { addDays, todayInZone, formatDayLong, formatTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import { formatMoney } from '../../domain/texts';
import { problemText } from '../http/ApiError';
import { newIdempotencyKey } from '../http/idempotencyKey';
import { BusyButton } from '../ui/BusyButton';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { changeOwnBooking, fetchChangeOptions, startChangeCheckout } from './confirmationApi';

const problemOf = (error: unknown) => problemText(error, T.offline);
const priceNote = (o: ChangeOption) =>
  o.priceDifferenceCents === 0
    ? T.priceSame
    : o.priceDifferenceCents < 0
      ? T.priceLower(formatMoney(-o.priceDifferenceCents))
      : T.priceHigher(formatMoney(o.priceDifferenceCents));

export function ChangeDialog({
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
        <ChangeFooter
          chosen={chosen}
          paying={pay.isPending || pay.isSuccess}
          changing={change.isPending}
          onKeep={onClose}
          onPay={(o) => pay.mutate(o)}
          onChange={(o) => change.mutate(o)}
        />
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
          <SlotList
            slots={free}
            chosen={chosen}
            zone={zone}
            onChoose={(o) => {
              setChosen(o);
              setPayKey(newIdempotencyKey());
            }}
          />
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

function SlotList({
  slots,
  chosen,
  zone,
  onChoose,
}: {
  slots: ChangeOption[];
  chosen: ChangeOption | null;
  zone: string;
  onChoose: (slot: ChangeOption) => void;
}) {
  return (
    <ul className="self-service__slots">
      {slots.map((o) => (
        <li key={o.startTime}>
          <button
            type="button"
            className="button button--ghost self-service__slot"
            aria-pressed={chosen?.startTime === o.startTime}
            onClick={() => onChoose(o)}
          >
            {formatTime(o.startTime, zone)}
            <span className="self-service__price">{priceNote(o)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Keep the booking, and Pay and move (a dearer time) or Confirm change. */
function ChangeFooter({
  chosen,
  paying,
  changing,
  onKeep,
  onPay,
  onChange,
}: {
  chosen: ChangeOption | null;
  paying: boolean;
  changing: boolean;
  onKeep: () => void;
  onPay: (slot: ChangeOption) => void;
  onChange: (slot: ChangeOption) => void;
}) {
  return (
    <>
      <button type="button" className="button button--ghost" onClick={onKeep}>
        {T.keep}
      </button>
      {chosen && chosen.priceDifferenceCents > 0 ? (
        <BusyButton className="button button--primary" busy={paying} onClick={() => onPay(chosen)}>
          {T.payAndMove(formatMoney(chosen.priceDifferenceCents))}
        </BusyButton>
      ) : (
        <BusyButton
          className="button button--primary"
          disabled={!chosen}
          busy={changing}
          onClick={() => chosen && onChange(chosen)}
        >
          {T.confirmChange}
        </BusyButton>
      )}
    </>
  );
}
