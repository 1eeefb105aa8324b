// The day manifest: per boat, each trip with its times (Cayman time), meeting point and drop-off, guests, stops, the
// guest's name and phone, notes and how it was booked. Today's and tomorrow's are kept on the device when online and
// open offline from that copy ('as of …'). Prints one boat per A4 page.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addDays, todayInZone, formatDayWithYear, formatTime } from '../../domain/time';
import { CLOSURE_REASON_LABELS, OPERATOR_MESSAGES, type Manifest, type ManifestTrip } from '../../domain/office';
import { useOfficeCountry } from '../country';
import { isApiError } from '../http/ApiError';
import { keepManifest, keptManifest } from '../state/manifestCopy';
import { Spinner } from '../ui/Spinner';
import { ZoneNote } from '../ui/ZoneNote';
import { fetchManifest, OPERATOR_QUERIES } from './operatorApi';
import { OPERATOR_TEXT as T } from './operatorMessages';
import { GuestPhone } from './GuestPhone';
import { OfficeFacts } from './OfficeFacts';
import { OFFICE_EDIT_TEXT } from './officeEditMessages';
import { AttendanceControl } from './OfficeDeskForms';

const span = (from: string, to: string, zone: string) => `${formatTime(from, zone)} – ${formatTime(to, zone)}`;

/**
 * A closure's part of the day: 'all day', 'from 2:00 PM', 'until 11:00 AM', or '9:00 AM – 1:00 PM' (midnights are the
 * day's ends).
 */
function closureSpan(from: string, to: string, zone: string): string {
  const startsAtMidnight = from.slice(11, 16) === '00:00';
  const endsAtMidnight = to.slice(11, 16) === '00:00' && to.slice(0, 10) > from.slice(0, 10);
  if (startsAtMidnight && endsAtMidnight) return T.allDay;
  if (endsAtMidnight) return T.closedFrom(formatTime(from, zone));
  if (startsAtMidnight) return T.closedUntil(formatTime(to, zone));
  return span(from, to, zone);
}

function Trip({ trip, zone }: { trip: ManifestTrip; zone: string }) {
  return (
    <li className="manifest-trip">
      <div className="manifest-trip__head">
        <strong className="manifest-trip__time">{span(trip.startTime, trip.endTime, zone)}</strong>
        <span>
          {trip.charterHours} hrs · {T.guests(trip)}
        </span>
        <span className="manifest-trip__ref">{trip.bookingRef}</span>
      </div>
      {trip.closed && <p className="manifest-trip__closed">{T.closedTrip}</p>}
      {trip.role === 'bioBayAccess' && <p className="operator-muted">{T.bioBay}</p>}
      <p className="manifest-trip__guest">
        {trip.guestName} · <GuestPhone phone={trip.phone} guestName={trip.guestName} warning={trip.phoneWarning} />
      </p>
      <dl className="manifest-trip__facts">
        <div>
          <dt>{T.meet}</dt>
          <dd>
            {trip.meetAt}
            {trip.meetingInstructions ? ` — ${trip.meetingInstructions}` : ''}
          </dd>
        </div>
        <div>
          <dt>{T.dropOff}</dt>
          <dd>{trip.dropOff}</dd>
        </div>
        {trip.stops.length > 0 && (
          <div>
            <dt>{T.stops}</dt>
            <dd>
              <ol>
                {trip.stops.map((s, i) => (
                  <li key={`${i}-${s}`}>{s}</li>
                ))}
              </ol>
            </dd>
          </div>
        )}
        {trip.notes && (
          <div>
            <dt>{T.notes}</dt>
            <dd className="operator-notes">{trip.notes}</dd>
          </div>
        )}
        <OfficeFacts office={trip.office} crew={trip.crew} />
      </dl>
      <p className="operator-muted">{T.bookedVia(trip)}</p>
      {trip.role === 'primary' && (
        <AttendanceControl bookingRef={trip.bookingRef} startTime={trip.startTime} state={trip.attendance ?? null} />
      )}
    </li>
  );
}

function ManifestBoats({ manifest }: { manifest: Manifest }) {
  const zone = manifest.timezone;
  return (
    <>
      {manifest.boats.length === 0 && <p className="operator-muted">{T.noBoats}</p>}
      {manifest.boats.map((boat) => (
        // A boat with no trip that day is on the screen (its closures too), not on paper: one printed page per boat
        // that sails.
        <section
          key={boat.boatId}
          className={`manifest-boat${boat.trips.length === 0 ? ' manifest-boat--empty' : ''}`}
          aria-labelledby={`boat-${boat.boatId}`}
        >
          <h2 id={`boat-${boat.boatId}`}>
            {boat.boatName} <span className="operator-muted">· {formatDayWithYear(manifest.date, zone)}</span>
          </h2>
          {boat.closures.map((c) => (
            <p key={c.id} className="manifest-boat__closure">
              {T.closed(closureSpan(c.from, c.to, zone), CLOSURE_REASON_LABELS[c.reason])}
              {c.note ? ` (${c.note})` : ''}
            </p>
          ))}
          {boat.trips.length === 0 ? (
            <p className="operator-muted">
              {manifest.scope === 'crewed' ? OFFICE_EDIT_TEXT.noTripsOfYours : T.noTrips}
            </p>
          ) : (
            <ol className="manifest-trips">
              {boat.trips.map((t) => (
                <Trip key={`${t.bookingRef}-${t.role}`} trip={t} zone={zone} />
              ))}
            </ol>
          )}
        </section>
      ))}
    </>
  );
}

export function ManifestView({ userId, zone }: { userId: string | null; zone: string }) {
  const { country } = useOfficeCountry();
  const today = todayInZone(zone);
  const tomorrow = addDays(today, 1);
  const [date, setDate] = useState(today);
  const day = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'manifest', date],
    queryFn: ({ signal }) => fetchManifest(date, signal),
    retry: false,
    networkMode: 'always',
    refetchInterval: 5 * 60_000,
  });

  // Keep what the captain opened (today or later) for the dock, and tomorrow's read alongside today's.
  useEffect(() => {
    if (!userId || !day.data || date < today) return;
    keepManifest(userId, day.data, today);
    if (date === today)
      fetchManifest(tomorrow).then(
        (m) => keepManifest(userId, m, today),
        () => undefined,
      );
  }, [userId, day.data, date, today, tomorrow]);

  const kept = day.data ? undefined : day.isError ? keptManifest(userId, date) : undefined;
  const shown = day.data ?? kept;
  const offline = day.isError && isApiError(day.error) && day.error.offline;

  return (
    <div className="manifest">
      <div className="operator-toolbar no-print">
        <label className="operator-field">
          <span>{T.day}</span>
          <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setDate(today)}
          aria-pressed={date === today}
        >
          {T.today}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setDate(tomorrow)}
          aria-pressed={date === tomorrow}
        >
          {T.tomorrow}
        </button>
        <button type="button" className="button button--primary" onClick={() => window.print()} disabled={!shown}>
          {T.print}
        </button>
      </div>
      {kept && (
        <p className="operator-notice" role="status">
          {T.keptCopy(OPERATOR_MESSAGES.asOf(formatTime(kept.generatedAt, zone)))}
        </p>
      )}
      {day.isPending && <Spinner label="Loading the manifest…" />}
      {day.isError && !kept && (
        <div className="operator-notice" role="alert">
          <p>{offline ? T.noCopy : isApiError(day.error) ? day.error.message : T.loadFailed}</p>
          <button type="button" className="button button--ghost" onClick={() => void day.refetch()}>
            {T.retry}
          </button>
        </div>
      )}
      {shown?.scope === 'crewed' && <p className="operator-muted no-print">{OFFICE_EDIT_TEXT.crewedOnly}</p>}
      {shown && country && <ZoneNote country={country} />}
      {shown && <ManifestBoats manifest={shown} />}
    </div>
  );
}
