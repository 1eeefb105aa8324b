import { countryInSentence } from '../../domain/texts';
import { ratingsByBoat, GUIDE_SECTIONS, GUIDE_SECTION_TITLES, type DestinationSummary } from '../../domain/catalogue';
import { Link } from 'wouter';
import { useResource } from '../http/useResource';
import { banners, boatSummaries, destinations, popularAdventures, reviews } from '../http/resources';
import { useCountry, useCountryPath } from '../country';
import { BannerLinks, PageHero, OptionalQuery, Reviews, usePageMeta } from '../content';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { MyBookingsSection } from '../confirmation';
import { CallToAction, FleetSection, PopularAdventures, TrustStrip } from './HomeSections';

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

      <TrustStrip />

      <OptionalQuery query={popular}>{(list) => <PopularAdventures adventures={list} />}</OptionalQuery>

      <OptionalQuery query={boatList}>{(list) => <FleetSection boats={list} ratings={ratings} />}</OptionalQuery>

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

      <CallToAction />
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
