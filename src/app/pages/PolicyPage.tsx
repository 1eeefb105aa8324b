import { Link, Redirect, useParams } from 'wouter';
import { POLICY_SLUGS, type Policy, type PolicySlug } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { policy } from '../http/resources';
import { useCountry, useCountryPath } from '../country/CountryContext';
import { ContentSections } from '../content/ContentSections';
import { PageHero } from '../content/PageHero';
import { QueryView } from '../content/QueryView';
import { useDocumentMeta } from '../content/useDocumentMeta';
import { formatDate } from '../format';
import { POLICY_LINKS } from '../content/policyLinks';
import { NotFoundPage } from '../content/NotFoundPage';

const POLICY_SHARE_IMAGE = '/images/content/policy.svg';

/** Short names that older links use (confirmations kept on a device linked to policies/cancellation). */
const ALIASES: Record<string, PolicySlug> = {
  cancellation: 'cancellation-policy',
  terms: 'term-of-service',
  privacy: 'privacy-policy',
};

const isSlug = (s: string): s is PolicySlug => (POLICY_SLUGS as readonly string[]).includes(s);

export default function PolicyPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const to = useCountryPath();
  const alias = ALIASES[slug];
  if (alias) return <Redirect to={to('policies', alias)} replace />;
  if (!isSlug(slug)) return <NotFoundPage />;
  return <PolicyView slug={slug} />;
}

function PolicyView({ slug }: { slug: PolicySlug }) {
  const country = useCountry();
  const query = useResource(policy, [country.urlTitle, slug]);
  return <QueryView query={query}>{(p) => <PolicyArticle policy={p} />}</QueryView>;
}

function PolicyArticle({ policy: p }: { policy: Policy }) {
  const to = useCountryPath();
  useDocumentMeta({
    title: p.title,
    description: `${p.title}, last updated ${formatDate(p.updatedAt)}.`,
    image: POLICY_SHARE_IMAGE,
  });
  return (
    <article>
      <PageHero eyebrow="Policies" title={p.title} lead={`Last updated ${formatDate(p.updatedAt)}`} size="small" />
      <div className="container article-layout">
        <ContentSections sections={p.sections} />
        <nav className="article-aside" aria-labelledby="all-policies">
          <h2 id="all-policies" className="article-aside__title">
            All policies
          </h2>
          <ul className="link-list">
            {POLICY_LINKS.map((l) => (
              <li key={l.slug}>
                <Link href={to('policies', l.slug)} aria-current={l.slug === p.slug ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </article>
  );
}
