import { GUIDE_SECTIONS, GUIDE_SECTION_TITLES } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { destinations } from '../http/resources';
import { useCountry, useCountryPath } from '../country';
import { DestinationCard, PageHero, QueryView, usePageMeta } from '../content';
import { GuideTiles } from './HomePage';
import { GuidePlacesMap } from './guide/GuidePlacesMap';

export default function GuidePage() {
  const country = useCountry();
  const to = useCountryPath();
  usePageMeta('guide', {
    title: `${country.mainIsland} Travel Guide`,
    description: `Everything to know before you visit ${country.name}: the island, getting there, things to do, boating, where to stay and where to eat.`,
  });
  const query = useResource(destinations, [country.urlTitle]);
  return (
    <>
      <PageHero
        eyebrow="Destination guide"
        title={`${country.mainIsland} travel guide`}
        lead="Local knowledge from our captains: what to see, how to get around and how to make the most of a day on the water."
      />
      <QueryView query={query}>
        {(list) => (
          <>
            <section className="section container" aria-label="Guide sections">
              <GuideTiles destinations={list} to={to} />
            </section>
            <GuidePlacesMap country={country.urlTitle} mainIsland={country.mainIsland} />
            {GUIDE_SECTIONS.map((section) => {
              const pages = list.filter((d) => d.type === section);
              if (pages.length === 0) return null;
              return (
                <section key={section} className="section container" aria-labelledby={`guide-${section}`}>
                  <h2 id={`guide-${section}`} className="section__title">
                    {GUIDE_SECTION_TITLES[section]}
                  </h2>
                  <ul className="card-grid">
                    {pages.map((d) => (
                      <li key={d._id}>
                        <DestinationCard destination={d} href={to('destination', d.urlTitle)} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </>
        )}
      </QueryView>
    </>
  );
}
