import { Link, useParams } from 'wouter';
import { GUIDE_SECTIONS, GUIDE_SECTION_TITLES, type GuideSection } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { destinationsOfSection } from '../http/resources';
import { useCountry, useCountryPath } from '../country';
import { Breadcrumbs, DestinationCard, firstScreenCard, PageHero, QueryView, usePageMeta } from '../content';
import { DestinationView } from './DestinationPage';

const isSection = (value: string): value is GuideSection => (GUIDE_SECTIONS as readonly string[]).includes(value);

/** /guide/{section} lists a section; any other slug (cruise-ship-port, …) is a destination page. */
export default function GuideSectionPage() {
  const { section = '' } = useParams<{ section: string }>();
  return isSection(section) ? <SectionList section={section} /> : <DestinationView urlTitle={section} />;
}

function SectionList({ section }: { section: GuideSection }) {
  const country = useCountry();
  const to = useCountryPath();
  const title = GUIDE_SECTION_TITLES[section];
  usePageMeta(`guide-${section}`, {
    title: `${title} – ${country.mainIsland} Guide`,
    description: `${title}: our guide to ${country.mainIsland}.`,
  });
  const query = useResource(destinationsOfSection, [country.urlTitle, section]);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: to() }, { label: 'Guide', href: to('guide') }, { label: title }]} />
      <PageHero eyebrow={`${country.mainIsland} guide`} title={title} size="small" />
      <nav className="container section-nav" aria-label="Guide sections">
        <ul>
          {GUIDE_SECTIONS.map((s) => (
            <li key={s}>
              <Link href={to('guide', s)} aria-current={s === section ? 'page' : undefined} className="pill">
                {GUIDE_SECTION_TITLES[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="section container">
        <QueryView query={query}>
          {(list) =>
            list.length === 0 ? (
              <p className="empty">No articles in this section yet.</p>
            ) : (
              <ul className="card-grid">
                {list.map((d, index) => (
                  <li key={d._id}>
                    <DestinationCard
                      destination={d}
                      href={to('destination', d.urlTitle)}
                      titleLevel={2}
                      {...firstScreenCard(index)}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </section>
    </>
  );
}
