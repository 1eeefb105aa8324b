// On an opened booking and the manifest (issue #58): the office changes the party size (re-priced by the server's one
// pricing; a larger party answers a payment link for the difference), and the office or the trip's captain marks a
// party that did not come, once its trip has started, or undoes it. Offline, each says it needs a connection.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  mayMarkAttendance,
  type AttendanceState,
  type PartyChangeAnswer,
  type BookingDetail,
} from '../../domain/office';
import { useOnline } from '../http/useOnline';
import { BusyButton } from '../ui/BusyButton';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { TextInput } from '../ui/TextInput';
import { changeParty, markAttendance } from './officeDeskApi';
import { OFFICE_DESK_TEXT as T } from './officeDeskMessages';
import { OFFICE_EDIT_TEXT } from './officeEditMessages';
import { OPERATOR_QUERIES, problemOf } from './operatorApi';

const whole = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : NaN);

function OfflineNote() {
  return useOnline() ? null : <p className="operator-muted">{OFFICE_EDIT_TEXT.needsConnection}</p>;
}

export function PartyForm({ detail }: { detail: BookingDetail }) {
  const queryClient = useQueryClient();
  const [adults, setAdults] = useState(String(detail.adults));
  const [kids, setKids] = useState(String(detail.kids));
  const [submitted, setSubmitted] = useState(false);
  const [answer, setAnswer] = useState<PartyChangeAnswer | null>(null);
  const [copied, setCopied] = useState(false);
  const save = useMutation({
    mutationFn: (party: { adults: number; kids: number }) => changeParty(detail.bookingRef, party),
    onSuccess: (a) => {
      setAnswer(a);
      void queryClient.invalidateQueries({ queryKey: OPERATOR_QUERIES });
    },
  });
  if (detail.state !== 'BOOKED' || detail.bookedBy === 'reseller') return null;
  const a = whole(adults);
  const k = whole(kids);
  const max = detail.maxGuests;
  const errors = {
    adults:
      Number.isNaN(a) || a < 1
        ? T.adultsError
        : max !== null && a + (Number.isNaN(k) ? 0 : k) > max
          ? T.overMax(max)
          : undefined,
    kids: Number.isNaN(k) ? T.kidsError : undefined,
  };
  const edited = (set: (v: string) => void) => (v: string) => {
    set(v);
    setAnswer(null);
    save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (save.isPending) return;
    if (errors.adults || errors.kids) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    save.mutate({ adults: a, kids: k });
  };
  return (
    <details className="operator-disclosure">
      <summary>{T.partyTitle}</summary>
      <form className="operator-form" onSubmit={submit} noValidate aria-label={T.partyTitle}>
        <p className="operator-muted">
          {T.partyPriced}
          {max !== null ? ` ${T.partyLimit(max)}` : ''}
        </p>
        <div className="operator-row">
          <TextInput
            label={T.adults}
            inputMode="numeric"
            value={adults}
            onChange={edited(setAdults)}
            error={errors.adults}
            touched={submitted}
            required
          />
          <TextInput
            label={T.kids}
            inputMode="numeric"
            value={kids}
            onChange={edited(setKids)}
            error={errors.kids}
            touched={submitted}
            required
          />
        </div>
        <OfflineNote />
        {save.error && (
          <p className="operator-problem" role="alert">
            {problemOf(save.error)}
          </p>
        )}
        {answer?.outcome === 'changed' && <p role="status">{T.partyChanged(answer.refundCents)}</p>}
        {answer?.outcome === 'pay' && answer.url && (
          <div role="status" className="operator-notice">
            <p>{T.partyToPay(answer.amountCents)}</p>
            <p className="operator-notes">
              <a href={answer.url}>{answer.url}</a>
            </p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                void navigator.clipboard?.writeText(answer.url!).then(
                  () => setCopied(true),
                  () => undefined,
                )
              }
            >
              {T.copyLink}
            </button>
            {copied && <span> {T.copied}</span>}
          </div>
        )}
        <BusyButton type="submit" className="button button--primary" busy={save.isPending}>
          {T.partySave}
        </BusyButton>
      </form>
    </details>
  );
}

/** The no-show mark of a booked trip: shown once it has started; the server decides who may set it. */
export function AttendanceControl({
  bookingRef,
  startTime,
  state,
  by,
}: {
  bookingRef: string;
  startTime: string;
  state: AttendanceState | null;
  by?: string | null;
}) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (next: AttendanceState | null) => markAttendance(bookingRef, { state: next }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OPERATOR_QUERIES }),
  });
  // eslint-disable-next-line react-hooks/purity -- whether the trip has started, as of this render
  const started = mayMarkAttendance(Date.parse(startTime), Date.now());
  if (!started && state === null) return null;
  return (
    <div className="operator-attendance no-print">
      {state === 'no-show' && (
        <p className="operator-attendance__mark" role="status">
          <strong>{T.noShowBy(by ?? null)}</strong>
        </p>
      )}
      <BusyButton
        className="button button--ghost"
        busy={mark.isPending}
        onClick={() => mark.mutate(state === 'no-show' ? null : 'no-show')}
      >
        {state === 'no-show' ? T.undoNoShow : T.markNoShow}
      </BusyButton>
      {mark.error && (
        <p className="operator-problem" role="alert">
          {problemOf(mark.error)}
        </p>
      )}
    </div>
  );
}
