import { Link, useParams } from 'wouter';
import { GUIDE_SECTION_TITLES, type Destination } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { destination } from '../http/resources';
import { useCountry, useCountryPath } from '../country';
import { Breadcrumbs, ContentSections, PageHero, QueryView, useDocumentMeta } from '../content';

export default function DestinationPage() {
  const { urlTitle = '' } = useParams<{ urlTitle: string }>();
  return <DestinationView urlTitle={urlTitle} />;
}

export function DestinationView({ urlTitle }: { urlTitle: string }) {
  const query = useResource(destination, [urlTitle]);
  return <QueryView query={query}>{(d) => <DestinationArticle page={d} />}</QueryView>;
}

function DestinationArticle({ page }: { page: Destination }) {
  const country = useCountry();
  const to = useCountryPath();
  useDocumentMeta({ title: `${page.title} – ${country.mainIsland}`, description: page.summary, image: page.image });
  const section = GUIDE_SECTION_TITLES[page.type];
  return (
    <article>
      <Breadcrumbs
        items={[
          { label: 'Home', href: to() },
          { label: 'Guide', href: to('guide') },
          { label: section, href: to('guide', page.type) },
          { label: page.title },
        ]}
      />
      <PageHero image={page.image} eyebrow={section} title={page.title} lead={page.summary} />
      <div className="container article-layout">
        <ContentSections sections={page.sections} />
        <aside className="article-aside" aria-label="Plan your trip">
          <h2 className="article-aside__title">See it from the water</h2>
          <p>Pick a private boat with a local captain and plan your own day.</p>
          <Link href={to('boats-and-rates')} className="button button--primary">
            See boats &amp; rates
          </Link>
          <Link href={to('faq')} className="button button--ghost">
            Read the FAQ
          </Link>
        </aside>
      </div>
    </article>
  );
}
