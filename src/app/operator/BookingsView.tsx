// The operator's bookings: search by reference, name, email, phone or day; open one for its facts, its history and a
// refund (full or partial, with a reason; one key per opened form, so a double click refunds once), a free move and a
// cancel (OfficeActions.tsx).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDayAndTime, formatTime } from '../../domain/time';
import { centsOfTypedDollars, formatMoney } from '../../domain/texts';
import type { BookingDetail } from '../../domain/office';
import { useOfficeCountry } from '../country';
import { newIdempotencyKey } from '../http/idempotencyKey';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { Spinner } from '../ui/Spinner';
import { TextInput } from '../ui/TextInput';
import { ZoneNote } from '../ui/ZoneNote';
import { fetchBookingDetail, OPERATOR_QUERIES, problemOf, refundBooking, searchBookings } from './operatorApi';
import { OPERATOR_TEXT as T } from './operatorMessages';
import { refundAmountError, typedDollars } from './refundAmount';
import { CancelForm, MoveForm } from './OfficeActions';
import { BusyButton } from '../ui/BusyButton';
import { GuestPhone } from './GuestPhone';
import { CrewForm, GuestForm, OfficeNotesForm } from './BookingEdits';
import { OfficeFacts } from './OfficeFacts';
import { AttendanceControl, PartyForm } from './OfficeDeskForms';
import { useSearch } from 'wouter';

function RefundForm({ detail }: { detail: BookingDetail }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState(typedDollars(detail.refundableCents));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // What is left changed: offer it, in place (a remount would drop the message of a refund just made). When something
  // else changed it (a cancel, another desk), that message is no longer the news.
  const [offered, setOffered] = useState(detail.refundableCents);
  const [leftByThisForm, setLeftByThisForm] = useState<number | null>(null);
  if (offered !== detail.refundableCents) {
    setOffered(detail.refundableCents);
    setAmount(typedDollars(detail.refundableCents));
    if (detail.refundableCents !== leftByThisForm) setDone(null);
  }
  const refund = useMutation({
    mutationFn: (cents: number) => refundBooking(detail.bookingRef, { amountCents: cents, reason: reason.trim() }, key),
    onSuccess: (answer) => {
      setDone(T.refundDone(formatMoney(answer.amountCents)));
      setKey(newIdempotencyKey());
      // Ready for another refund: a new reason, and no errors about the one just done; the amount left follows.
      setLeftByThisForm(detail.refundableCents - answer.amountCents);
      setReason('');
      setSubmitted(false);
      void queryClient.invalidateQueries({ queryKey: OPERATOR_QUERIES });
    },
    onError: (error) => setProblem(problemOf(error)),
  });
  if (detail.settledBy === 'on account') return <p className="operator-muted">{T.refundOnAccount}</p>;
  if (detail.refundableCents === 0) return <p className="operator-muted">{done ?? T.refundNothingLeft}</p>;
  const cents = centsOfTypedDollars(amount);
  const errors = {
    amount: refundAmountError(cents, detail.refundableCents),
    reason: reason.trim() ? undefined : T.reasonRequired,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (refund.isPending) return;
    setProblem(null);
    setDone(null);
    setSubmitted(true);
    if (errors.amount || errors.reason) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    refund.mutate(cents);
  };
  return (
    <form className="operator-form" onSubmit={submit} noValidate>
      <h3>{T.refundTitle}</h3>
      <TextInput
        label={T.refundAmount}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        touched={submitted}
        required
      />
      <TextInput
        label={T.refundReason}
        value={reason}
        maxLength={500}
        onChange={setReason}
        error={errors.reason}
        touched={submitted}
        required
      />
      {problem && (
        <p className="operator-problem" role="alert">
          {problem}
        </p>
      )}
      {done && <p role="status">{done}</p>}
      <BusyButton type="submit" className="button button--primary" busy={refund.isPending}>
        {T.refundButton(Number.isFinite(cents) && cents > 0 ? formatMoney(cents) : '')}
      </BusyButton>
    </form>
  );
}

function Detail({ bookingRef, zone, onBack }: { bookingRef: string; zone: string; onBack: () => void }) {
  const { country } = useOfficeCountry();
  const detail = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'booking', bookingRef],
    queryFn: ({ signal }) => fetchBookingDetail(bookingRef, signal),
    retry: false,
  });
  // The list's button that opened it is gone: focus the booking's heading once, not the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  return (
    <div className="operator-detail">
      <button type="button" className="button button--ghost" onClick={onBack}>
        {T.back}
      </button>
      {detail.isPending && <Spinner />}
      {detail.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(detail.error)}
        </p>
      )}
      {detail.data && (
        <>
          <h2 ref={heading} tabIndex={-1}>
            {detail.data.bookingRef} · {T.states[detail.data.state]}
          </h2>
          {country && <ZoneNote country={country} />}
          <dl className="operator-facts">
            <div>
              <dt>When</dt>
              <dd>
                {formatDayAndTime(detail.data.startTime, zone)} – {formatTime(detail.data.endTime, zone)}
              </dd>
            </div>
            <div>
              <dt>Boat</dt>
              <dd>{detail.data.boatName}</dd>
            </div>
            <div>
              <dt>Guest</dt>
              <dd>
                {detail.data.guestName} · {detail.data.email} ·{' '}
                <GuestPhone
                  phone={detail.data.phone}
                  guestName={detail.data.guestName}
                  warning={detail.data.phoneWarning}
                />
              </dd>
            </div>
            <div>
              <dt>Guests</dt>
              <dd>{T.guests(detail.data)}</dd>
            </div>
            {detail.data.notes && (
              <div>
                <dt>{T.notes}</dt>
                <dd className="operator-notes">{detail.data.notes}</dd>
              </div>
            )}
            <div>
              <dt>{T.paid}</dt>
              <dd>
                {formatMoney(detail.data.amountCents)} · {T.bookedVia({ ...detail.data, agentName: null })}
              </dd>
            </div>
            {detail.data.refundedCents > 0 && (
              <div>
                <dt>{T.refunded}</dt>
                <dd>{formatMoney(detail.data.refundedCents)}</dd>
              </div>
            )}
            {detail.data.closed && (
              <div>
                <dt>Closure</dt>
                <dd>{T.closedTrip}</dd>
              </div>
            )}
            <OfficeFacts office={detail.data.office} crew={detail.data.crew} />
          </dl>
          {detail.data.state === 'BOOKED' && (
            <AttendanceControl
              bookingRef={detail.data.bookingRef}
              startTime={detail.data.startTime}
              state={detail.data.attendance.state}
              by={detail.data.attendance.by}
            />
          )}
          <GuestForm detail={detail.data} />
          <PartyForm detail={detail.data} />
          <OfficeNotesForm detail={detail.data} />
          <CrewForm detail={detail.data} />
          <RefundForm detail={detail.data} />
          <MoveForm detail={detail.data} zone={zone} />
          <CancelForm detail={detail.data} />
          <h3>{T.history}</h3>
          {country && <ZoneNote country={country} />}
          <ol className="operator-history">
            {detail.data.history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at}>{formatDayAndTime(h.at, zone)}</time> · {h.text}{' '}
                <span className="operator-muted">({h.by})</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

export function BookingsView({ zone }: { zone: string }) {
  const [q, setQ] = useState('');
  const [date, setDate] = useState('');
  // Opened, the list shows today's and the coming days' bookings (an empty search asks for those).
  const [asked, setAsked] = useState<{ q: string; date: string }>({ q: '', date: '' });
  // Opened from elsewhere (the week calendar): `?tab=bookings&ref=…` opens that booking.
  const [open, setOpen] = useState<string | null>(new URLSearchParams(useSearch()).get('ref'));
  const [closed, setClosed] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // Back from a booking: focus returns to its line in the list.
  useEffect(() => {
    if (!open && closed) list.current?.querySelector<HTMLElement>(`[data-ref="${closed}"]`)?.focus();
  }, [open, closed]);
  const found = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'search', asked],
    queryFn: ({ signal }) => searchBookings(asked.q, asked.date, signal),
    retry: false,
  });
  if (open)
    return (
      <Detail
        bookingRef={open}
        zone={zone}
        onBack={() => {
          setClosed(open);
          setOpen(null);
        }}
      />
    );
  return (
    <div>
      <form
        className="operator-toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ q: q.trim(), date });
        }}
      >
        <label className="operator-field operator-field--grow">
          <span>{T.searchLabel}</span>
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <label className="operator-field">
          <span>{T.searchDate}</span>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <button type="submit" className="button button--primary">
          {T.search}
        </button>
      </form>
      {found.isFetching && <Spinner inline />}
      {found.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(found.error)}
        </p>
      )}
      {found.data && <h2 className="operator-list__title">{asked.q || asked.date ? T.searchResults : T.upcoming}</h2>}
      {found.data &&
        (found.data.length === 0 ? (
          <p>{asked.q || asked.date ? T.noResults : T.noUpcoming}</p>
        ) : (
          <ul className="operator-list" ref={list}>
            {found.data.map((b) => (
              <li key={b.bookingRef}>
                <button
                  type="button"
                  className="operator-list__item"
                  data-ref={b.bookingRef}
                  onClick={() => setOpen(b.bookingRef)}
                >
                  <strong>{b.bookingRef}</strong> · {formatDayAndTime(b.startTime, zone)} · {b.boatName}
                  <br />
                  {b.guestName} · {b.email} · {T.states[b.state]}
                  {b.refundedCents ? ` · ${T.refunded} ${formatMoney(b.refundedCents)}` : ''}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
