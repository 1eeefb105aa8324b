// The boat page's sections below its top: the facts, the details' tabs, the pick-up points and the gallery.
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Boat, PickUpLocation } from '../../../domain/catalogue';
import { BoatRates, Checklist, ImageGrid, Lightbox, OptionalQuery } from '../../content';
import { Tabs } from '../../ui/Tabs';
import { BoatPickUpMap } from './BoatPickUpMap';

export function BoatFacts({ boat }: { boat: Boat }) {
  return (
    <dl className="facts">
      <div>
        <dt>Guests</dt>
        <dd>{`Up to ${boat.maxGuests}`}</dd>
      </div>
      <div>
        <dt>Length</dt>
        <dd>{`${boat.boatInfo.size} ft`}</dd>
      </div>
      <div>
        <dt>Longest charter</dt>
        <dd>{`${boat.maxHours} hrs`}</dd>
      </div>
      <div>
        <dt>Cruising speed</dt>
        <dd>{`${boat.cruisingSpeedKnots} knots`}</dd>
      </div>
      <div>
        <dt>Captain</dt>
        <dd>{boat.boatInfo.boatCaptain.name}</dd>
      </div>
      <div>
        <dt>Areas</dt>
        <dd>{boat.regions.map((r) => r.name).join(', ')}</dd>
      </div>
    </dl>
  );
}

export function BoatDetailsTabs({ boat, mainIsland }: { boat: Boat; mainIsland: string }) {
  const byType = (type: 'INCLUDED' | 'WHAT_TO_BRING' | 'AMENITIES') =>
    boat.boatingCheckList.filter((i) => i.type === type);
  return (
    <section className="section container" aria-labelledby="boat-details">
      <h2 id="boat-details" className="section__title">
        Details
      </h2>
      <Tabs
        label="Boat details"
        tabs={[
          { id: 'rates', label: 'Rates', content: <BoatRates boat={boat} mainIsland={mainIsland} /> },
          {
            id: 'amenities',
            label: 'Amenities',
            content: <Checklist items={byType('AMENITIES')} empty="No amenities listed for this boat." />,
          },
          {
            id: 'included',
            label: 'Included',
            content: <Checklist items={byType('INCLUDED')} empty="Nothing listed as included yet." />,
          },
          {
            id: 'bring',
            label: 'What to Bring',
            content: <Checklist items={byType('WHAT_TO_BRING')} empty="Nothing special to bring." />,
          },
        ]}
      />
    </section>
  );
}

/** The boat's docks, its main one first, each named from the pick-up points once they are read. */
export function BoatPickUps({ boat, pickUps }: { boat: Boat; pickUps: UseQueryResult<PickUpLocation[], Error> }) {
  const docks = [
    { ...boat.pickUpLocations.main, main: true },
    ...boat.pickUpLocations.alternatives.map((d) => ({ ...d, main: false })),
  ];
  return (
    <section className="section container" aria-labelledby="boat-pickups">
      <h2 id="boat-pickups" className="section__title">
        Pick-up points
      </h2>
      <OptionalQuery query={pickUps}>
        {(places) => (
          <>
            <ul className="pickup-list">
              {docks.map((d) => {
                const place = places.find((p) => p._id === d.location);
                return (
                  <li key={`${d.location}-${d.dock}`} className="pickup">
                    <p className="pickup__name">
                      {place?.name ?? d.location}
                      {d.main && <span className="chip">Main</span>}
                    </p>
                    <p className="pickup__dock">{d.dock}</p>
                    {place && (
                      <a className="pickup__map" href={place.link} target="_blank" rel="noopener noreferrer">
                        Open in maps<span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
            <BoatPickUpMap pickUps={boat.pickUpLocations} places={places} />
          </>
        )}
      </OptionalQuery>
    </section>
  );
}

export function BoatGallery({ boat }: { boat: Boat }) {
  const [shown, setShown] = useState<number | null>(null);
  const photos = [boat.boatInfo.mainImage, ...boat.boatInfo.secondaryImages].map((src, i) => ({
    src,
    alt: `${boat.name}, photo ${i + 1}`,
    caption: boat.name,
  }));
  return (
    <section className="section container" aria-labelledby="boat-gallery">
      <h2 id="boat-gallery" className="section__title">
        Gallery
      </h2>
      <ImageGrid images={photos} onOpen={setShown} />
      <Lightbox images={photos} index={shown} onChange={setShown} />
    </section>
  );
}
