import { Link, useParams } from 'wouter';
import { type Boat, ratingSummary, twoHourPrice } from '../../../domain/catalogue';
import { boatTripQuery, tripBuilderUrl } from '../../../domain/trip';
import { TRIP_BUILDER_TEXT } from '../../trip-builder';
import { useResource } from '../../http/useResource';
import { boat as boatResource, pickUpLocations, reviews } from '../../http/resources';
import { formatBoatPrice } from '../../format';
import { RatingBadge, Reviews, Breadcrumbs, QueryView, useDocumentMeta } from '../../content';
import { useCountry, useCountryPath } from '../../country';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { BoatDetailsTabs, BoatFacts, BoatGallery, BoatPickUps } from './BoatSections';

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
          <BoatFacts boat={boat} />
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

      <BoatDetailsTabs boat={boat} mainIsland={country.mainIsland} />

      <BoatPickUps boat={boat} pickUps={pickUps} />

      <Reviews reviews={boatReviews} title={`What guests say about ${boat.name}`} />

      <BoatGallery boat={boat} />
    </article>
  );
}
