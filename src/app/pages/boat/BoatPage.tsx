import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { type Boat, ratingSummary, twoHourPrice } from '../../../domain/catalogue';
import { boatTripQuery, tripBuilderUrl } from '../../../domain/trip';
import { TRIP_BUILDER_TEXT } from '../../trip-builder';
import { useResource } from '../../http/useResource';
import { boat as boatResource, pickUpLocations, reviews } from '../../http/resources';
import { formatBoatPrice } from '../../format';
import {
  RatingBadge,
  Reviews,
  Breadcrumbs,
  ImageGrid,
  Lightbox,
  OptionalQuery,
  QueryView,
  useDocumentMeta,
  BoatRates,
  Checklist,
} from '../../content';
import { useCountry, useCountryPath } from '../../country';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { Tabs } from '../../ui/Tabs';
import { BoatPickUpMap } from './BoatPickUpMap';

export default function BoatPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useResource(boatResource, [id]);
  return <QueryView query={query}>{(b) => <BoatDetails boat={b} />}</QueryView>;
}

function BoatDetails({ boat }: { boat: Boat }) {
  const country = useCountry();
  const to = useCountryPath();
  const model = `${boat.boatInfo.size} ft ${boat.boatInfo.madeBy} ${boat.boatInfo.boatModel}`;
  useDocumentMeta({ title: `${boat.name} – ${model}`, description: boat.description, image: boat.boatInfo.mainImage });
  const pickUps = useResource(pickUpLocations, [country.urlTitle]);
  const boatReviews = (useResource(reviews, [country.urlTitle]).data ?? []).filter((r) => r.boatId === boat._id);
  const from = twoHourPrice(boat);
  const [shown, setShown] = useState<number | null>(null);
  const photos = [boat.boatInfo.mainImage, ...boat.boatInfo.secondaryImages].map((src, i) => ({
    src,
    alt: `${boat.name}, photo ${i + 1}`,
    caption: boat.name,
  }));
  const byType = (type: 'INCLUDED' | 'WHAT_TO_BRING' | 'AMENITIES') =>
    boat.boatingCheckList.filter((i) => i.type === type);
  const docks = [
    { ...boat.pickUpLocations.main, main: true },
    ...boat.pickUpLocations.alternatives.map((d) => ({ ...d, main: false })),
  ];

  return (
    <article className="boat-page">
      <Breadcrumbs
        items={[
          { label: 'Home', href: to() },
          { label: 'Boats & Rates', href: to('boats-and-rates') },
          { label: boat.name },
        ]}
      />
      <div className="container boat-page__top">
        <div className="boat-page__media">
          <ImageWithFallback className="boat-page__image" src={boat.boatInfo.mainImage} alt={boat.name} firstScreen />
        </div>
        <div className="boat-page__intro">
          <p className="eyebrow">{model}</p>
          <h1 className="boat-page__title">{boat.name}</h1>
          {/* The price and what guests made of the boat, together, as guests compare boats by both. */}
          <p className="boat-page__price">
            {from !== undefined && (
              <span>
                <span className="card__price-label">2 hours from</span> <strong>{formatBoatPrice(from)}</strong>
              </span>
            )}
            <RatingBadge summary={ratingSummary(boatReviews)} reviewsHref="#reviews" />
          </p>
          <p className="lead">{boat.description}</p>
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
          <div className="button-row">
            <Link
              className="button button--accent"
              href={tripBuilderUrl('', country.urlTitle, boatTripQuery(boat, country.urlTitle, pickUps.data))}
            >
              {TRIP_BUILDER_TEXT.buildWithBoat}
            </Link>
            <a className="button button--ghost" href={`tel:${country.phone}`}>
              Call to book
            </a>
            <Link className="button button--ghost" href={`${to('compare-boats')}?ids=${encodeURIComponent(boat._id)}`}>
              Compare with other boats
            </Link>
          </div>
        </div>
      </div>

      <section className="section container" aria-labelledby="boat-details">
        <h2 id="boat-details" className="section__title">
          Details
        </h2>
        <Tabs
          label="Boat details"
          tabs={[
            { id: 'rates', label: 'Rates', content: <BoatRates boat={boat} mainIsland={country.mainIsland} /> },
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

      <Reviews reviews={boatReviews} title={`What guests say about ${boat.name}`} />

      <section className="section container" aria-labelledby="boat-gallery">
        <h2 id="boat-gallery" className="section__title">
          Gallery
        </h2>
        <ImageGrid images={photos} onOpen={setShown} />
        <Lightbox images={photos} index={shown} onChange={setShown} />
      </section>
    </article>
  );
}
