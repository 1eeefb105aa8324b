import { countryInSentence } from '../../domain/texts';
import { ratingsByBoat, GUIDE_SECTIONS, GUIDE_SECTION_TITLES, type DestinationSummary } from '../../domain/catalogue';
import { Link } from 'wouter';
import { useResource } from '../http/useResource';
import { banners, boatSummaries, destinations, popularAdventures, reviews } from '../http/resources';
import { useCountry, useCountryPath } from '../country';
import { BannerLinks, AdventureCard, BoatCard, PageHero, OptionalQuery, Reviews, usePageMeta } from '../content';
import { formatPhone } from '../format';
import { Carousel } from '../ui/Carousel';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { MyBookingsSection } from '../confirmation';

export default function HomePage() {
  const country = useCountry();
  const to = useCountryPath();
  usePageMeta('home', {
    title: `Private Boat Charters in ${countryInSentence(country.name)}`,
    description: country.description,
  });
  const popular = useResource(popularAdventures, [country.urlTitle]);
  const boatList = useResource(boatSummaries, [country.urlTitle]);
  const guide = useResource(destinations, [country.urlTitle]);
  const reviewList = useResource(reviews, [country.urlTitle]);
  const ratings = ratingsByBoat(reviewList.data ?? []);
  const bannerList = useResource(banners, [country.urlTitle]);

  return (
    <>
      <PageHero
        size="large"
        image={country.heroImage}
        eyebrow={`${country.mainIsland}, ${country.name}`}
        title="Your own boat, your own captain, your day on the water."
        lead={country.description}
      >
        <div className="button-row">
          <Link href={to('trip-builder')} className="button button--accent button--large">
            Build your trip
          </Link>
          <Link href={to('boats-and-rates')} className="button button--light button--large">
            See boats &amp; rates
          </Link>
        </div>
      </PageHero>

      <MyBookingsSection />

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

      <OptionalQuery query={popular}>
        {(list) =>
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
        }
      </OptionalQuery>

      <OptionalQuery query={boatList}>
        {(list) =>
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
        }
      </OptionalQuery>

      <section className="section container" aria-labelledby="guide-title">
        <div className="section__head">
          <h2 id="guide-title" className="section__title">{`${country.mainIsland} guide`}</h2>
          <Link href={to('guide')} className="section__more">
            Open the guide
          </Link>
        </div>
        <GuideTiles destinations={guide.data ?? []} to={to} />
      </section>

      <OptionalQuery query={reviewList}>{(list) => <Reviews reviews={list} />}</OptionalQuery>
      <OptionalQuery query={bannerList}>{(list) => <BannerLinks banners={list} />}</OptionalQuery>

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
    </>
  );
}

/** Six guide sections, each pictured by its first destination page when there is one. */
export function GuideTiles({
  destinations,
  to,
}: {
  destinations: DestinationSummary[];
  to: (...s: string[]) => string;
}) {
  return (
    <ul className="guide-tiles">
      {GUIDE_SECTIONS.map((section) => {
        const cover = destinations.find((d) => d.type === section);
        const count = destinations.filter((d) => d.type === section).length;
        return (
          <li key={section}>
            <Link href={to('guide', section)} className="guide-tile">
              <ImageWithFallback className="guide-tile__image" src={cover?.image} alt="" />
              <span className="guide-tile__label">
                <span className="guide-tile__title">{GUIDE_SECTION_TITLES[section]}</span>
                {count > 0 && (
                  <span className="guide-tile__count">{count === 1 ? '1 article' : `${count} articles`}</span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
