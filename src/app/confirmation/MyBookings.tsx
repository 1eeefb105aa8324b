// 'My bookings': the confirmations kept on this device (reference, date, boat), each linking to its page.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formatDayLong, formatTime, ZONE_PLACE } from '../../domain/time';
import { countryPath } from '../country';
import { ZoneNote } from '../ui/ZoneNote';
import { MY_BOOKINGS } from './confirmationMessages';
import { listConfirmations, type ConfirmationList, type StoredConfirmation } from './confirmationStore';
import { deviceConfirmations } from './deviceStore';
import './confirmation.css';

/** The kept confirmations; null while they are read. */
export function useDeviceConfirmations(): ConfirmationList | null {
  const [list, setList] = useState<ConfirmationList | null>(null);
  useEffect(() => {
    let live = true;
    listConfirmations(deviceConfirmations)
      .catch((): ConfirmationList => ({ entries: [], dropped: 0 })) // no IndexedDB: nothing is kept
      .then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, []);
  return list;
}

export const confirmationHref = (entry: StoredConfirmation) =>
  `${countryPath(entry.country, 'booking-confirmed')}?ref=${encodeURIComponent(entry.info.bookingRef)}`;

export function MyBookingsList({ entries }: { entries: StoredConfirmation[] }) {
  // Boats' local times: a device on ship time or at home is told so, once per zone listed.
  const zones = [...new Set(entries.map((entry) => entry.info.timezone))];
  return (
    <>
      <ul className="my-bookings">
        {entries.map((entry) => {
          const { info } = entry;
          return (
            <li key={info.bookingRef}>
              <Link href={confirmationHref(entry)} className="my-bookings__item">
                <span className="my-bookings__ref">{info.bookingRef}</span>
                <span>{`${formatDayLong(info.timeSlot.startTime, info.timezone)}, ${formatTime(info.timeSlot.startTime, info.timezone)}`}</span>
                <span className="my-bookings__boat">{info.tripSummary.boat.data.name}</span>
                {info.cancelled && <span className="my-bookings__cancelled">{MY_BOOKINGS.cancelled}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {zones.map((zone) => (
        <ZoneNote key={zone} country={{ name: ZONE_PLACE, timezone: zone }} />
      ))}
    </>
  );
}

/** The home page's entry: shown only when this device keeps at least one confirmation. */
export function MyBookingsSection() {
  const list = useDeviceConfirmations();
  if (!list || list.entries.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title" className="section__title">
        {MY_BOOKINGS.title}
      </h2>
      <p className="confirmation-muted my-bookings__lead">{MY_BOOKINGS.lead}</p>
      {list.dropped > 0 && <p role="status">{MY_BOOKINGS.dropped}</p>}
      <MyBookingsList entries={list.entries} />
    </section>
  );
}
