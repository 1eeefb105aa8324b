// The home page's sections between the hero and the guide: why book with us, popular adventures, the fleet, and the
// closing call to book.
import { Link } from 'wouter';
import type { AdventureSummary, BoatSummary, ratingsByBoat } from '../../domain/catalogue';
import { AdventureCard, BoatCard } from '../content';
import { useCountry, useCountryPath } from '../country';
import { formatPhone } from '../format';
import { Carousel } from '../ui/Carousel';

export function TrustStrip() {
  return (
    <section className="trust-strip" aria-label="Why book with us">
      <ul className="container trust-strip__list">
        <li>
          <strong>Private charters</strong>
          <span>Only your group on board</span>
        </li>
        <li>
          <strong>Local captains</strong>
          <span>Licensed and insured</span>
        </li>
        <li>
          <strong>Clear prices</strong>
          <span>In US dollars, no surprises</span>
        </li>
        <li>
          <strong>Cruise friendly</strong>
          <span>Back well before all-aboard</span>
        </li>
      </ul>
    </section>
  );
}

export function PopularAdventures({ adventures: list }: { adventures: AdventureSummary[] }) {
  const to = useCountryPath();
  return (
    list.length > 0 && (
      <section className="section container" aria-labelledby="popular-title">
        <div className="section__head">
          <h2 id="popular-title" className="section__title">
            Popular adventures
          </h2>
          <Link href={to('activity')} className="section__more">
            All adventures
          </Link>
        </div>
        <Carousel label="Popular adventures">
          {list.map((a) => (
            <AdventureCard key={a._id} adventure={a} href={to('adventures', a.urlTitle)} />
          ))}
        </Carousel>
      </section>
    )
  );
}

/** The first three boats of the fleet, each with what guests made of it. */
export function FleetSection({
  boats: list,
  ratings,
}: {
  boats: BoatSummary[];
  ratings: ReturnType<typeof ratingsByBoat>;
}) {
  const to = useCountryPath();
  return (
    list.length > 0 && (
      <section className="section section--sea" aria-labelledby="boats-title">
        <div className="container">
          <div className="section__head">
            <h2 id="boats-title" className="section__title">
              Our fleet
            </h2>
            <Link href={to('boats-and-rates')} className="section__more">
              All boats &amp; rates
            </Link>
          </div>
          <ul className="card-grid">
            {list.slice(0, 3).map((b) => (
              <li key={b._id}>
                <BoatCard boat={b} href={to('boat', b.urlTitle)} rating={ratings.get(b._id)} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    )
  );
}

export function CallToAction() {
  const country = useCountry();
  const to = useCountryPath();
  return (
    <section className="cta-band">
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__title">Ready to get out on the water?</h2>
          <p>Compare boats, rates and what is included, then pick the one that fits your group.</p>
        </div>
        <div className="button-row">
          <Link href={to('trip-builder')} className="button button--accent button--large">
            Build your trip
          </Link>
          <a href={`tel:${country.phone}`} className="button button--light button--large">
            Call {formatPhone(country.phone)}
          </a>
        </div>
      </div>
    </section>
  );
}
