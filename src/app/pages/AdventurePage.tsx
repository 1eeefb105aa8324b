import { useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { Adventure } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { activities, adventure } from '../http/resources';
import { useCountry, useCountryPath } from '../country';
import { Breadcrumbs, ContentSections, PageHero, QueryView, useDocumentMeta, Lightbox, ImageGrid } from '../content';
import { AdventureMap } from './adventure/AdventureMap';

export default function AdventurePage() {
  const { urlTitle = '' } = useParams<{ urlTitle: string }>();
  const query = useResource(adventure, [urlTitle]);
  return <QueryView query={query}>{(a) => <AdventureArticle adventure={a} />}</QueryView>;
}

function AdventureArticle({ adventure: a }: { adventure: Adventure }) {
  const country = useCountry();
  const to = useCountryPath();
  useDocumentMeta({ title: `${a.headerTitle} – ${country.mainIsland}`, description: a.summary, image: a.image });
  const stops = useResource(activities, [country.urlTitle]);
  const images = a.gallery.map((src, i) => ({ src, alt: `${a.headerTitle}, photo ${i + 1}`, caption: '' }));
  const [shown, setShown] = useState<number | null>(null);
  const here = useMemo(
    () => (stops.data ?? []).filter((s) => a.activityIds.includes(s._id) || a.activityIds.includes(s.activityId)),
    [stops.data, a.activityIds],
  );

  return (
    <article>
      <Breadcrumbs
        items={[{ label: 'Home', href: to() }, { label: 'Adventures', href: to('activity') }, { label: a.headerTitle }]}
      />
      <PageHero image={a.image} eyebrow="Adventure" title={a.headerTitle} lead={a.summary} />
      <div className="container article-layout">
        <div>
          <ContentSections sections={a.sections} />
          {here.length > 0 && (
            <section className="section--tight">
              <h2>Stops on this adventure</h2>
              <ul className="stop-list">
                {here.map((s) => (
                  <li key={s._id} className="stop">
                    <h3 className="stop__name">{s.name}</h3>
                    <p className="stop__sub">{s.subTitle}</p>
                    <p>{s.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <AdventureMap adventure={a} stops={here} />
          {images.length > 0 && (
            <section className="section--tight">
              <h2>Photos</h2>
              <ImageGrid images={images} onOpen={setShown} />
              <Lightbox images={images} index={shown} onChange={setShown} />
            </section>
          )}
        </div>
        <aside className="article-aside" aria-label="Book this adventure">
          <h2 className="article-aside__title">Make it your day</h2>
          <p>Any of our boats can take you here. Compare them by size, guests and price.</p>
          <Link href={to('boats-and-rates')} className="button button--primary">
            See boats &amp; rates
          </Link>
          <a href={`tel:${country.phone}`} className="button button--ghost">
            Call us
          </a>
        </aside>
      </div>
    </article>
  );
}
