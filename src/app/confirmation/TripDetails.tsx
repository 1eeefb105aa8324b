// Section 2: start time (boat's local time), the boat with its info modal, the badges and the activities.
import { useState } from 'react';
import { type BookingInfo, bookingGuests } from '../../domain/booking';
import { formatDayWithYear, formatTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import { CONFIRMATION, activityCountLabel, boatModelLabel, charterHoursLabel, guestsLabel } from '../../domain/texts';
import { LazyBoatInfoModal } from '../content';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import type { KeptImage } from './confirmationStore';

export function TripDetails({
  info,
  keptImage,
  mainIsland,
}: {
  info: BookingInfo;
  keptImage: KeptImage;
  mainIsland: string;
}) {
  const [boatOpen, setBoatOpen] = useState(false);
  const s = info.tripSummary;
  const boat = s.boat.data;
  const start = info.timeSlot.startTime;
  return (
    <section className="confirmation-card" aria-labelledby="trip-details">
      <h2 id="trip-details" className="confirmation-card__title">
        {CONFIRMATION.tripDetails}
      </h2>
      <p className="trip-start">
        <span className="trip-start__label">{CONFIRMATION_TEXT.scheduledStart}</span>
        <span className="trip-start__day">{formatDayWithYear(start, info.timezone)}</span>
        <span className="trip-start__time">
          {formatTime(start, info.timezone)} – {formatTime(info.timeSlot.endTime, info.timezone)}
        </span>
        <span className="trip-start__zone">{zoneNote(ZONE_PLACE, info.timezone, new Date(start))}</span>
      </p>
      <div className="trip-boat">
        <div className="trip-boat__media">
          <ImageWithFallback
            className="trip-boat__image"
            src={boat.boatInfo.mainImage}
            fallbackSrc={keptImage(boat.boatInfo.mainImage)}
            alt={boat.name}
          />
          <button
            type="button"
            className="trip-boat__info"
            onClick={() => setBoatOpen(true)}
            onPointerEnter={LazyBoatInfoModal.preload}
            onFocus={LazyBoatInfoModal.preload}
            aria-label={`${CONFIRMATION_TEXT.boatDetails}: ${boat.name}`}
          >
            <span aria-hidden="true">i</span>
          </button>
        </div>
        <div>
          <p className="trip-boat__name">{boat.name}</p>
          <p className="confirmation-muted">{boatModelLabel(info.tripSummary.boat.data)}</p>
          <ul className="trip-badges" aria-label="Trip">
            <li>{charterHoursLabel(s.boatPriceRateAndExtraHour.data.hours)}</li>
            <li>{guestsLabel(bookingGuests(info))}</li>
            <li>{activityCountLabel(s.activities.length)}</li>
          </ul>
        </div>
      </div>
      {s.activities.length > 0 && (
        <ul className="trip-activities">
          {s.activities.map((a, i) => (
            <li key={`${a.data._id}-${i}`} className="trip-activities__item">
              <ImageWithFallback
                className="trip-activities__image"
                src={a.data.image}
                fallbackSrc={keptImage(a.data.image)}
                alt=""
              />
              <span>
                <strong>{a.data.name}</strong>
                <br />
                <span className="confirmation-muted">{a.data.subTitle}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <LazyBoatInfoModal
        when={boatOpen}
        boat={boatOpen ? boat : null}
        activities={s.activities.map((a) => a.data)}
        mainIsland={mainIsland}
        onClose={() => setBoatOpen(false)}
      />
    </section>
  );
}
