// /{country}/policies: every policy, a line on each, linking to its page.
import { Link } from 'wouter';
import { useCountryPath } from '../country';
import { PageHero, usePageMeta, POLICY_LINKS } from '../content';

export default function PoliciesPage() {
  const to = useCountryPath();
  usePageMeta('policies', {
    title: 'Policies',
    description: 'Terms of service, privacy, cancellation, refunds and our Charter Secure guarantee.',
  });
  return (
    <>
      <PageHero
        eyebrow="Policies"
        title="Our policies"
        lead="The terms of every booking, in plain words."
        size="small"
      />
      <div className="container">
        <ul className="card-grid section">
          {POLICY_LINKS.map((p) => (
            <li key={p.slug} className="card">
              <div className="card__body">
                <h2 className="card__title">
                  <Link className="card__link" href={to('policies', p.slug)}>
                    {p.label}
                  </Link>
                </h2>
                <p className="card__text">{p.about}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
