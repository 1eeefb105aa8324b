// One boat's week (issue #58), as a charter office's calendar shows it: by day, the booked trips, guests' live holds,
// closures and the free time within the boat's hours. A trip opens its booking or moves here (the office's move
// form); free time opens the closure form prefilled. Seven columns on a wide screen, the days stacked on a phone;
// each day a heading and a list, so a screen reader and the keyboard walk it in order.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { operatorPath } from '../../domain/protocol';
import { formatDayWithYear, formatTime, addDays, todayInZone } from '../../domain/time';
import { WEEK_DAYS, type WeekItem, CLOSURE_REASON_LABELS, type ClosureReason } from '../../domain/office';
import { useOfficeCountry } from '../country';
import { Spinner } from '../ui/Spinner';
import { ZoneNote } from '../ui/ZoneNote';
import { fetchBoatWeek } from './officeDeskApi';
import { OFFICE_DESK_TEXT as T } from './officeDeskMessages';
import { MoveForm } from './OfficeActions';
import { fetchBookingDetail, fetchManifest, OPERATOR_QUERIES, problemOf } from './operatorApi';

const span = (item: WeekItem, zone: string) =>
  `${formatTime(item.startTime, zone)} – ${formatTime(item.endTime, zone)}`;

/** The office's move of one trip, from its booking as the server has it now. */
function MoveHere({ bookingRef, zone }: { bookingRef: string; zone: string }) {
  const detail = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'booking', bookingRef],
    queryFn: ({ signal }) => fetchBookingDetail(bookingRef, signal),
    retry: false,
  });
  if (detail.isPending) return <Spinner inline />;
  if (detail.isError)
    return (
      <p className="operator-problem" role="alert">
        {problemOf(detail.error)}
      </p>
    );
  return <MoveForm detail={detail.data} zone={zone} />;
}

function Item({ item, zone, boatId, past }: { item: WeekItem; zone: string; boatId: string; past: boolean }) {
  const { urlTitle } = useOfficeCountry();
  const [moving, setMoving] = useState(false);
  const time = <strong className="week-item__time">{span(item, zone)}</strong>;
  if (item.kind === 'booking' && item.bookingRef) {
    return (
      <li className={`week-item week-item--booking${item.attendance === 'no-show' ? ' week-item--no-show' : ''}`}>
        {time} {T.booking(item.guestName ?? '', item.guests ?? 0)}
        {item.attendance === 'no-show' && (
          <>
            {' '}
            · <strong>{T.noShow}</strong>
          </>
        )}
        <span className="week-item__actions">
          <Link
            href={`${operatorPath(urlTitle, 'bookings')}&ref=${encodeURIComponent(item.bookingRef)}`}
            className="button button--ghost"
          >
            {T.openBooking(item.bookingRef)}
          </Link>
          {!past && (
            <button
              type="button"
              className="button button--ghost"
              aria-expanded={moving}
              onClick={() => setMoving(!moving)}
            >
              {moving ? T.hideMove : T.moveTrip}
            </button>
          )}
        </span>
        {moving && <MoveHere bookingRef={item.bookingRef} zone={zone} />}
      </li>
    );
  }
  if (item.kind === 'hold')
    return (
      <li className="week-item week-item--hold">
        {time} {T.hold(item.expiresAt ? formatTime(item.expiresAt, zone) : '')}
      </li>
    );
  if (item.kind === 'closure') {
    return (
      <li className="week-item week-item--closure">
        {time} {T.closure(CLOSURE_REASON_LABELS[item.reason as ClosureReason] ?? item.reason ?? '')}
      </li>
    );
  }
  const prefill = new URLSearchParams({
    boat: boatId,
    from: item.startTime.slice(0, 16),
    to: item.endTime.slice(0, 16),
  });
  return (
    <li className="week-item week-item--free">
      {time} {T.free}
      <span className="week-item__actions">
        <Link
          href={`${operatorPath(urlTitle, 'calendars')}&${prefill}`}
          className="button button--ghost"
          aria-label={`${T.closeTime}: ${span(item, zone)}`}
        >
          {T.closeTime}
        </Link>
      </span>
    </li>
  );
}

export function WeekView({ zone }: { zone: string }) {
  const { country } = useOfficeCountry();
  const today = todayInZone(zone);
  const boats = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'manifest', today],
    queryFn: ({ signal }) => fetchManifest(today, signal),
    retry: false,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [from, setFrom] = useState(today);
  const boatId = chosen ?? boats.data?.boats[0]?.boatId ?? null;
  const week = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'week', boatId, from],
    queryFn: ({ signal }) => fetchBoatWeek(boatId!, from, signal),
    enabled: boatId !== null,
    retry: false,
  });
  return (
    <div className="week">
      <div className="operator-toolbar">
        <label className="operator-field">
          <span>{T.weekBoat}</span>
          <select value={boatId ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {boats.data?.boats.map((b) => (
              <option key={b.boatId} value={b.boatId}>
                {b.boatName}
              </option>
            ))}
          </select>
        </label>
        <label className="operator-field">
          <span>{T.weekFrom}</span>
          <input type="date" value={from} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <button type="button" className="button button--ghost" onClick={() => setFrom(addDays(from, -WEEK_DAYS))}>
          {T.prevWeek}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setFrom(today)}
          aria-pressed={from === today}
        >
          {T.thisWeek}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setFrom(addDays(from, WEEK_DAYS))}>
          {T.nextWeek}
        </button>
      </div>
      {(boats.isPending || week.isFetching) && <Spinner inline />}
      {boats.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(boats.error)}
        </p>
      )}
      {week.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(week.error)}
        </p>
      )}
      {week.data && (
        <>
          <h2>{week.data.boatName}</h2>
          <p className="operator-muted">{T.legend}</p>
          {country && <ZoneNote country={country} />}
          <div className="week-days">
            {week.data.days.map((day) => (
              <section
                key={day.date}
                className={`week-day${day.past ? ' week-day--past' : ''}`}
                aria-labelledby={`week-${day.date}`}
              >
                <h3 id={`week-${day.date}`}>
                  {formatDayWithYear(day.date, zone)}
                  {day.past ? <span className="operator-muted"> · {T.past}</span> : null}
                </h3>
                {day.items.length === 0 ? (
                  <p className="operator-muted">{T.nothingThatDay}</p>
                ) : (
                  <ul className="week-items">
                    {day.items.map((item) => (
                      <Item
                        key={`${item.kind}-${item.startTime}-${item.bookingRef ?? item.closureId ?? ''}`}
                        item={item}
                        zone={zone}
                        boatId={week.data.boatId}
                        past={day.past}
                      />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
