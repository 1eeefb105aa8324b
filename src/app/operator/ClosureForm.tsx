// The form that closes boats' calendars: what to close (a boat or all, a day or a time range in the office's zone, a
// reason), 'Check bookings' to see the trips it would affect, then the close itself.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dayjs, formatDayWithYear, formatTime } from '../../domain/time';
import {
  CLOSURE_REASON_LABELS,
  CLOSURE_REASONS,
  type ClosureAnswer,
  type ClosureReason,
  type CloseCalendarRequest,
} from '../../domain/office';
import { BusyButton } from '../ui/BusyButton';
import { closeCalendar, OPERATOR_QUERIES, problemOf } from './operatorApi';
import { OPERATOR_TEXT as T } from './operatorMessages';

export const when = (iso: string, zone: string) => `${formatDayWithYear(iso, zone)} ${formatTime(iso, zone)}`;

type ClosureForm = ReturnType<typeof askedClosure>;

/** Opened from the week calendar's free time: `boat`, `from` and `to` (local 'YYYY-MM-DDTHH:mm') fill the form. */
function askedClosure(search: string, today: string) {
  const asked = new URLSearchParams(search);
  const from = asked.get('from') ?? '';
  const to = asked.get('to') ?? '';
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
  return {
    boat: asked.get('boat') ?? 'all',
    fromDay: local.test(from) ? from.slice(0, 10) : today,
    fromTime: local.test(from) ? from.slice(11) : '',
    toDay: local.test(to) ? to.slice(0, 10) : today,
    toTime: local.test(to) ? to.slice(11) : '',
    reason: 'weather' as ClosureReason,
    note: '',
  };
}

/**
 * The closure being written and its request: a check first (`confirm` false answers the affected trips), then the
 * close. A change to the form drops the check's answer. `problem` is shared with Reopen.
 */
export function useClosureForm(zone: string, today: string, search: string) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => askedClosure(search, today));
  const [preview, setPreview] = useState<ClosureAnswer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<ClosureForm>) => {
    setForm({ ...form, ...patch });
    setPreview(null);
    setDone(null);
  };
  const at = (day: string, time: string) => (time ? dayjs.tz(`${day}T${time}`, zone).format() : day);
  const request = (confirm: boolean): CloseCalendarRequest => ({
    boat: form.boat,
    from: at(form.fromDay, form.fromTime),
    to: at(form.toDay, form.toTime),
    reason: form.reason,
    note: form.note.trim() || undefined,
    confirm,
  });
  const close = useMutation({
    mutationFn: (confirm: boolean) => closeCalendar(request(confirm)),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => {
      if (answer.closureId) {
        setPreview(null);
        setDone(T.closedDone(answer.notified));
        void queryClient.invalidateQueries({ queryKey: OPERATOR_QUERIES });
      } else setPreview(answer);
    },
    onError: (error) => setProblem(problemOf(error)),
  });
  // 'Check bookings' and the confirm button give way to what they led to: focus follows, not the page's top.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview || done) outcome.current?.focus();
  }, [preview, done]);
  return { form, set, preview, done, problem, setProblem, close, outcome };
}

export function CloseForm({
  closure,
  boats,
  zone,
}: {
  closure: ReturnType<typeof useClosureForm>;
  boats: { boatId: string; boatName: string }[];
  zone: string;
}) {
  const { form, set, preview, done, problem, close, outcome } = closure;
  return (
    <form
      className="operator-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!close.isPending) close.mutate(false);
      }}
    >
      <h2>{T.closeTitle}</h2>
      <ClosureFields form={form} set={set} boats={boats} />
      {problem && (
        <p className="operator-problem" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <div role="status" className="operator-notice" ref={outcome} tabIndex={-1}>
          {done}
        </div>
      )}
      {!preview && (
        <BusyButton type="submit" className="button button--primary" busy={close.isPending}>
          {T.check}
        </BusyButton>
      )}
      {preview && (
        <div className="operator-preview" role="status" ref={outcome} tabIndex={-1}>
          <p>{T.affected(preview.affected.length)}</p>
          {preview.affected.length > 0 && (
            <ul>
              {preview.affected.map((a) => (
                <li key={a.bookingRef}>
                  {a.bookingRef} · {when(a.startTime, zone)} · {a.boatName} · {a.guestName}
                </li>
              ))}
            </ul>
          )}
          <BusyButton className="button button--primary" onClick={() => close.mutate(true)} busy={close.isPending}>
            {T.confirmClose(preview.affected.length)}
          </BusyButton>
        </div>
      )}
    </form>
  );
}

/** What to close: the boat (or all), from and to (a day, or a time on it), the reason and a note. */
function ClosureFields({
  form,
  set,
  boats,
}: {
  form: ClosureForm;
  set: (patch: Partial<ClosureForm>) => void;
  boats: { boatId: string; boatName: string }[];
}) {
  return (
    <>
      <label className="operator-field">
        <span>{T.boat}</span>
        <select value={form.boat} onChange={(e) => set({ boat: e.target.value })}>
          <option value="all">{T.allBoats}</option>
          {boats.map((b) => (
            <option key={b.boatId} value={b.boatId}>
              {b.boatName}
            </option>
          ))}
        </select>
      </label>
      <div className="operator-row">
        <label className="operator-field">
          <span>{T.fromDay}</span>
          <input type="date" required value={form.fromDay} onChange={(e) => set({ fromDay: e.target.value })} />
        </label>
        <label className="operator-field">
          <span>{T.fromTime}</span>
          <input type="time" value={form.fromTime} onChange={(e) => set({ fromTime: e.target.value })} />
        </label>
      </div>
      <div className="operator-row">
        <label className="operator-field">
          <span>{T.toDay}</span>
          <input type="date" required value={form.toDay} onChange={(e) => set({ toDay: e.target.value })} />
        </label>
        <label className="operator-field">
          <span>{T.toTime}</span>
          <input type="time" value={form.toTime} onChange={(e) => set({ toTime: e.target.value })} />
        </label>
      </div>
      <p className="operator-muted">{T.wholeDays}</p>
      <label className="operator-field">
        <span>{T.reason}</span>
        <select value={form.reason} onChange={(e) => set({ reason: e.target.value as ClosureReason })}>
          {CLOSURE_REASONS.map((r) => (
            <option key={r} value={r}>
              {CLOSURE_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <label className="operator-field">
        <span>{T.note}</span>
        <input value={form.note} maxLength={500} onChange={(e) => set({ note: e.target.value })} />
      </label>
    </>
  );
}
