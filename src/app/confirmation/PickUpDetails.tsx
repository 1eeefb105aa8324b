// Section 3: where to meet, how to find it, a photo and the map (the offline island map, in a modal).
import { useState } from 'react';
import type { BookingInfo } from '../../domain/booking';
import { BUTTONS, CONFIRMATION } from '../../domain/texts';
import { pickUpPoint, LazyIslandMap } from '../map';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { Modal } from '../ui/Modal';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import type { KeptImage } from './confirmationStore';

export function PickUpDetails({ info, keptImage }: { info: BookingInfo; keptImage: KeptImage }) {
  const [mapOpen, setMapOpen] = useState(false);
  const pickUp = info.tripSummary.pull.data;
  if (!pickUp) return null;
  const main = info.tripSummary.boat.data.pickUpLocations.main;
  const point = { ...pickUpPoint(pickUp), image: undefined }; // its photo is shown beside the map
  return (
    <section className="confirmation-card" aria-labelledby="pick-up-location">
      <h2 id="pick-up-location" className="confirmation-card__title">
        {CONFIRMATION.pickUpLocation}
      </h2>
      <div className="pick-up">
        <div>
          <p className="confirmation-muted">{CONFIRMATION.meetAt}</p>
          <p className="pick-up__name">{pickUp.name}</p>
          {main.dock && main.location === pickUp._id && <p className="confirmation-muted">{main.dock}</p>}
          <h3 className="pick-up__heading">{CONFIRMATION.meetingInstructions}</h3>
          <p>
            <a href={pickUp.link} target="_blank" rel="noopener noreferrer">
              {CONFIRMATION_TEXT.openInMaps} ({pickUp.coordinates.lat.toFixed(5)}, {pickUp.coordinates.lng.toFixed(5)})
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <p>{pickUp.instructions}</p>
          <button type="button" className="button button--ghost" onClick={() => setMapOpen(true)}>
            {BUTTONS.map}
          </button>
        </div>
        <ImageWithFallback
          className="pick-up__image"
          src={pickUp.image}
          fallbackSrc={keptImage(pickUp.image)}
          alt={pickUp.name}
        />
      </div>
      <Modal open={mapOpen} onClose={() => setMapOpen(false)} title={CONFIRMATION_TEXT.pickUpMap} size="wide">
        {mapOpen && <LazyIslandMap points={[point]} center={pickUp.coordinates} height={420} />}
      </Modal>
    </section>
  );
}
