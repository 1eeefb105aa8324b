import { countryInSentence } from '../../domain/texts';
import { useResource } from '../http/useResource';
import { adventures } from '../http/resources';
import { useCountry, useCountryPath } from '../country';
import { AdventureCard, firstScreenCard, PageHero, QueryView, usePageMeta } from '../content';

export default function AdventuresPage() {
  const country = useCountry();
  const to = useCountryPath();
  usePageMeta('activity', {
    title: `Adventures in ${countryInSentence(country.name)}`,
    description: `Snorkelling, sandbars, reefs, fishing and bio bay trips around ${country.mainIsland}.`,
  });
  const query = useResource(adventures, [country.urlTitle]);
  return (
    <>
      <PageHero
        eyebrow="Adventures"
        title={`Things to do on the water in ${country.mainIsland}`}
        lead="Every adventure can be part of a private charter: choose the stops you love and your captain takes you there."
      />
      <section className="section container">
        <QueryView query={query}>
          {(list) =>
            list.length === 0 ? (
              <p className="empty">No adventures listed yet.</p>
            ) : (
              <ul className="card-grid">
                {list.map((a, index) => (
                  <li key={a._id}>
                    <AdventureCard
                      adventure={a}
                      href={to('adventures', a.urlTitle)}
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
