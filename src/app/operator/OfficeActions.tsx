// The office's cancel (with a reason; a full refund by default, part of it or none) and free move to another start of
// the same boat, on an opened booking. The server answers a repeat with what the first did: a double click acts once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDayWithYear, formatTime, todayInZone } from '../../domain/time';
import { centsOfTypedDollars, formatMoney } from '../../domain/texts';
import type { BookingDetail } from '../../domain/office';
import type { ChangeOption } from '../../domain/booking';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Spinner } from '../ui/Spinner';
import { TextInput } from '../ui/TextInput';
import {
  cancelBookingByOffice,
  fetchMoveOptions,
  moveBookingByOffice,
  OPERATOR_QUERIES,
  problemOf,
} from './operatorApi';
import { OPERATOR_TEXT as T } from './operatorMessages';
import { refundAmountError } from './refundAmount';
import { BusyButton } from '../ui/BusyButton';

type RefundKind = keyof typeof T.cancelRefundKinds;

export function CancelForm({ detail }: { detail: BookingDetail }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<RefundKind>(detail.refundableCents > 0 ? 'full' : 'none');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const cancel = useMutation({
    mutationFn: (refundCents: number | undefined) =>
      cancelBookingByOffice(detail.bookingRef, {
        reason: reason.trim(),
        ...(refundCents === undefined ? {} : { refundCents }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OPERATOR_QUERIES }),
    onError: (error) => setProblem(problemOf(error)),
  });
  const cents = centsOfTypedDollars(amount);
  const errors = {
    reason: reason.trim() ? undefined : T.cancelReasonRequired,
    amount: kind === 'partial' ? refundAmountError(cents, detail.refundableCents) : undefined,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (cancel.isPending) return;
    setProblem(null);
    setSubmitted(true);
    if (errors.reason || errors.amount) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    cancel.mutate(kind === 'full' ? undefined : kind === 'none' ? 0 : cents);
  };
  if (cancel.data) return <p role="status">{T.cancelDone(formatMoney(cancel.data.refundCents))}</p>;
  if (detail.state !== 'BOOKED') return null;
  return (
    <form className="operator-form" onSubmit={submit} noValidate>
      <h3>{T.cancelTitle}</h3>
      <TextInput
        label={T.refundReason}
        value={reason}
        maxLength={500}
        onChange={setReason}
        error={errors.reason}
        touched={submitted}
        required
      />
      {detail.refundableCents > 0 && (
        <fieldset className="operator-field">
          <legend>{T.cancelRefund}</legend>
          {(Object.keys(T.cancelRefundKinds) as RefundKind[]).map((k) => (
            <label key={k} className="operator-choice">
              <input type="radio" name="refund-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {k === 'full'
                ? `${T.cancelRefundKinds.full} (${formatMoney(detail.refundableCents)})`
                : T.cancelRefundKinds[k]}
            </label>
          ))}
          {kind === 'partial' && (
            <TextInput
              label={T.refundAmount}
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              touched={submitted}
              required
            />
          )}
        </fieldset>
      )}
      {problem && (
        <p className="operator-problem" role="alert">
          {problem}
        </p>
      )}
      <BusyButton type="submit" className="button button--primary" busy={cancel.isPending}>
        {T.cancelButton}
      </BusyButton>
    </form>
  );
}

export function MoveForm({ detail, zone }: { detail: BookingDetail; zone: string }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(detail.startTime.slice(0, 10));
  const [chosen, setChosen] = useState<ChangeOption | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const options = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'move-options', detail.bookingRef, date],
    queryFn: ({ signal }) => fetchMoveOptions(detail.bookingRef, date, signal),
    enabled: detail.state === 'BOOKED',
    retry: false,
    gcTime: 0,
  });
  const move = useMutation({
    mutationFn: (o: ChangeOption) => moveBookingByOffice(detail.bookingRef, { startTime: o.startTime }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OPERATOR_QUERIES }),
    onError: (error) => {
      setProblem(problemOf(error));
      void options.refetch();
    },
  });
  if (move.data)
    return (
      <p role="status">
        {T.moveDone(`${formatDayWithYear(move.data.startTime, zone)}, ${formatTime(move.data.startTime, zone)}`)}
      </p>
    );
  if (detail.state !== 'BOOKED') return null;
  const free = options.data?.options.filter((o) => o.available) ?? [];
  return (
    <form
      className="operator-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen && !move.isPending) move.mutate(chosen);
      }}
    >
      <h3>{T.moveTitle}</h3>
      <label className="operator-field">
        <span>{T.moveDay}</span>
        <input
          type="date"
          value={date}
          min={todayInZone(zone)}
          onChange={(e) => {
            if (e.target.value) {
              setDate(e.target.value);
              setChosen(null);
            }
          }}
        />
      </label>
      {options.isPending && <Spinner inline />}
      {options.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(options.error)}
        </p>
      )}
      {options.data &&
        (free.length === 0 ? (
          <p className="operator-muted">{T.moveNone}</p>
        ) : (
          <div className="operator-slots">
            {free.map((o) => (
              <button
                key={o.startTime}
                type="button"
                className="button button--ghost"
                aria-pressed={chosen?.startTime === o.startTime}
                onClick={() => setChosen(o)}
              >
                {formatTime(o.startTime, zone)}
              </button>
            ))}
          </div>
        ))}
      {problem && (
        <p className="operator-problem" role="alert">
          {problem}
        </p>
      )}
      <BusyButton type="submit" className="button button--primary" disabled={!chosen} busy={move.isPending}>
        {chosen ? T.moveButton(formatTime(chosen.startTime, zone)) : T.moveTitle}
      </BusyButton>
    </form>
  );
}
