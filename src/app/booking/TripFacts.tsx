// The basics of a held trip as one list: the day (with the year), start and return in island time, boat, meeting
// point (and drop-off when it differs), guests and the stops in route order. Confirm Itinerary and Trip Summary show
// it.
import type { Boat, PickUpLocation } from '../../domain/catalogue';
import { formatDayWithYear, formatTime, zoneNote } from '../../domain/time';
import { boatModelLabel, partyLabel } from '../../domain/texts';
import { BOOKING_TEXT } from './bookingMessages';
import { placeOf } from '../ui/ZoneNote';

export interface HeldTrip {
  startTime: string;
  hours: number;
  zone: string;
  country: { name: string };
  boat: Pick<Boat, 'name' | 'boatInfo'>;
  pickUp: Pick<PickUpLocation, '_id' | 'name'> | undefined;
  dropOff: Pick<PickUpLocation, '_id' | 'name'> | undefined;
  adults: number;
  children: number;
  stops: string[];
}

const returnTime = (startTime: string, hours: number) =>
  new Date(Date.parse(startTime) + hours * 3_600_000).toISOString();

export function TripFacts({ trip }: { trip: HeldTrip }) {
  const { startTime, zone, boat, pickUp, dropOff } = trip;
  const times = `${formatTime(startTime, zone)} – ${formatTime(returnTime(startTime, trip.hours), zone)}`;
  return (
    <dl className="tb-lines bk-facts">
      <div className="tb-lines__row">
        <dt>{BOOKING_TEXT.date}</dt>
        <dd>{formatDayWithYear(startTime, zone)}</dd>
      </div>
      <div className="tb-lines__row">
        <dt>{BOOKING_TEXT.time}</dt>
        <dd>
          <span>{times}</span>
          <br />
          <span className="bk-facts__zone">{zoneNote(placeOf(trip.country), zone, new Date(startTime))}</span>
        </dd>
      </div>
      <div className="tb-lines__row">
        <dt>{BOOKING_TEXT.boat}</dt>
        <dd>
          {boat.name} · {boatModelLabel(boat)}
        </dd>
      </div>
      {pickUp && (
        <div className="tb-lines__row">
          <dt>{BOOKING_TEXT.meetingPoint}</dt>
          <dd>{pickUp.name}</dd>
        </div>
      )}
      {dropOff && dropOff._id !== pickUp?._id && (
        <div className="tb-lines__row">
          <dt>{BOOKING_TEXT.dropOff}</dt>
          <dd>{dropOff.name}</dd>
        </div>
      )}
      <div className="tb-lines__row">
        <dt>{BOOKING_TEXT.guests}</dt>
        <dd>{partyLabel(trip.adults, trip.children)}</dd>
      </div>
      <div className="tb-lines__row">
        <dt>{BOOKING_TEXT.stops}</dt>
        <dd>
          {trip.stops.length > 0 ? (
            <ol className="bk-facts__stops">
              {trip.stops.map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
            </ol>
          ) : (
            '—'
          )}
        </dd>
      </div>
    </dl>
  );
}
