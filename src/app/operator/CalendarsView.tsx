// Closing boats' calendars: a boat or all, a day or a time range (Cayman time), a reason. 'Check bookings' lists the
// trips it would affect; closing emails each of those guests once. Closures are listed with Reopen. The week calendar's
// 'Close this time' opens it with the boat and the free time filled in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { todayInZone, formatDayWithYear, formatTime, dayjs } from '../../domain/time';
import {
  CLOSURE_REASON_LABELS,
  CLOSURE_REASONS,
  type ClosureAnswer,
  type ClosureReason,
  type CloseCalendarRequest,
} from '../../domain/office';
import { useSearch } from 'wouter';
import { Spinner } from '../ui/Spinner';
import { closeCalendar, fetchClosures, fetchManifest, OPERATOR_QUERIES, problemOf, reopenClosure } from './operatorApi';
import { OPERATOR_TEXT as T } from './operatorMessages';
import { BusyButton } from '../ui/BusyButton';

const when = (iso: string, zone: string) => `${formatDayWithYear(iso, zone)} ${formatTime(iso, zone)}`;

export function CalendarsView({ zone }: { zone: string }) {
  const queryClient = useQueryClient();
  const today = todayInZone(zone);
  // The boats, as the manifest lists them.
  const boats = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'manifest', today],
    queryFn: ({ signal }) => fetchManifest(today, signal),
    retry: false,
  });
  const closures = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'closures'],
    queryFn: ({ signal }) => fetchClosures(signal),
    retry: false,
  });
  // Opened from the week calendar's free time: `boat`, `from` and `to` (local 'YYYY-MM-DDTHH:mm') fill the form.
  const asked = new URLSearchParams(useSearch());
  const [form, setForm] = useState(() => {
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
  });
  const [preview, setPreview] = useState<ClosureAnswer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => {
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
  const list = useRef<HTMLUListElement>(null);
  const reopen = useMutation({
    mutationFn: reopenClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_QUERIES }),
    onError: (error) => setProblem(problemOf(error)),
  });
  // 'Check bookings' and the confirm button give way to what they led to: focus follows, not the page's top.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview || done) outcome.current?.focus();
  }, [preview, done]);
  // Reopen gives way to 'Reopened' once the list is fresh: focus goes there.
  const reopenedAt = closures.data?.find((c) => c.id === reopen.variables)?.reopenedAt;
  useEffect(() => {
    if (reopenedAt) list.current?.querySelector<HTMLElement>(`[data-reopened="${reopen.variables}"]`)?.focus();
  }, [reopenedAt, reopen.variables]);
  const boatName = (id: string) => boats.data?.boats.find((b) => b.boatId === id)?.boatName ?? id;

  return (
    <div>
      <form
        className="operator-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!close.isPending) close.mutate(false);
        }}
      >
        <h2>{T.closeTitle}</h2>
        <label className="operator-field">
          <span>{T.boat}</span>
          <select value={form.boat} onChange={(e) => set({ boat: e.target.value })}>
            <option value="all">{T.allBoats}</option>
            {boats.data?.boats.map((b) => (
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
      <h2>{T.closuresTitle}</h2>
      {closures.isPending && <Spinner inline />}
      {closures.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(closures.error)}
        </p>
      )}
      {closures.data &&
        (closures.data.length === 0 ? (
          <p>{T.noClosures}</p>
        ) : (
          <ul className="operator-list" ref={list}>
            {closures.data.map((c) => (
              <li key={c.id} className="operator-closure">
                <span>
                  <strong>{CLOSURE_REASON_LABELS[c.reason]}</strong> · {when(c.from, zone)} – {when(c.to, zone)}
                  <br />
                  {c.boatIds.map(boatName).join(', ')}
                  {c.note ? ` · ${c.note}` : ''} <span className="operator-muted">{T.closedBy(c.createdByName)}</span>
                </span>
                {c.reopenedAt ? (
                  <span className="operator-muted" data-reopened={c.id} tabIndex={-1}>
                    {T.reopened}
                  </span>
                ) : (
                  <BusyButton
                    className="button button--ghost"
                    onClick={() => reopen.mutate(c.id)}
                    busy={reopen.isPending}
                  >
                    {T.reopen}
                  </BusyButton>
                )}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
