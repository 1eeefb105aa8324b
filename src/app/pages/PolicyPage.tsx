import { Link, Redirect, useParams } from 'wouter';
import { POLICY_SLUGS, type Policy, type PolicySlug } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { policy } from '../http/resources';
import { useCountry, useCountryPath } from '../country';
import { ContentSections, PageHero, QueryView, useDocumentMeta, POLICY_LINKS, NotFoundPage } from '../content';
import { formatDate, formatPhone } from '../format';
import { POLICY_TITLES } from '../../domain/texts';

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
  return (
    <QueryView query={query}>{(p) => (p ? <PolicyArticle policy={p} /> : <UnwrittenPolicy slug={slug} />)}</QueryView>
  );
}

/** A policy the company has not published yet: said so, with who to ask meanwhile, rather than 'Page not found'. */
function UnwrittenPolicy({ slug }: { slug: PolicySlug }) {
  const country = useCountry();
  const to = useCountryPath();
  const title = POLICY_TITLES[slug];
  useDocumentMeta({ title, description: `${title}: not published yet.`, image: POLICY_SHARE_IMAGE });
  const ways = [
    country.phone && (
      <a key="phone" href={`tel:${country.phone}`}>
        {formatPhone(country.phone)}
      </a>
    ),
    country.email && (
      <a key="email" href={`mailto:${country.email}`}>
        {country.email}
      </a>
    ),
  ].filter(Boolean);
  return (
    <article>
      <PageHero eyebrow="Policies" title={title} lead="Not published yet" size="small" />
      <div className="container article-layout">
        <p>
          {`Our ${title} is not on the site yet. Until it is, ask us anything it would cover`}
          {ways.length === 0 ? (
            <>
              {' through the '}
              <Link href={to('contact-us')}>contact page</Link>
            </>
          ) : (
            <>
              {': '}
              {ways[0]}
              {ways[1] && <> or {ways[1]}</>}
            </>
          )}
          .
        </p>
      </div>
    </article>
  );
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
