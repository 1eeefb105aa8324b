// What the country gate shows when the address names no country: on a fresh install (no country at all yet) the
// guest is told the site is being set up and the office's page still opens, so staff can put the company in.
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { AGENT_PAGES, operatorPath } from '../../domain/protocol';
import { type Country, COMPANY_NAME, DEFAULT_COUNTRY } from '../../domain/catalogue';
import { LoadProblem, NotFoundPage, useDocumentMeta } from '../content';
import { countries } from '../http/resources';
import { useResource } from '../http/useResource';
import { Spinner } from '../ui/Spinner';

const SETTING_UP = `${COMPANY_NAME} is opening soon: this site is being set up.`;

function OpeningSoon() {
  useDocumentMeta({ title: 'Opening soon', description: SETTING_UP });
  return (
    <section className="not-found container">
      <h1>Opening soon</h1>
      <p>{SETTING_UP} Boats and bookings will appear here once the office has put them in.</p>
      <div className="button-row">
        <Link href={operatorPath(DEFAULT_COUNTRY)} className="button button--ghost">
          Staff sign in
        </Link>
      </div>
    </section>
  );
}

/** The office's pages (sign-in, operator) open on a fresh install, at the address the company's country will have. */
const opensBeforeCountry = (urlTitle: string, page: string) =>
  urlTitle === DEFAULT_COUNTRY && (page === AGENT_PAGES.operator || page === AGENT_PAGES.signIn);

/**
 * For the country gate, once the address's country is known: `page` (found, or an office's page on a site with no
 * country yet, or whose first one was just saved), `wait` (a country this device kept as unknown that the list now
 * names is read again), or `missing`, with the list of every country.
 */
export function useMissingCountry(urlTitle: string, query: UseQueryResult<Country | null, Error>, location: string) {
  const notFound = urlTitle !== '' && query.data === null;
  const all = useResource(countries, [], notFound);
  const listed = notFound && all.data?.some((c) => c.urlTitle === urlTitle) === true;
  const { refetch } = query;
  useEffect(() => {
    if (listed) void refetch({ cancelRefetch: false });
  }, [listed, refetch]);
  const office = opensBeforeCountry(urlTitle, location.split('/').slice(2).join('/'));
  const show: 'page' | 'wait' | 'missing' =
    !notFound || (office && (listed || all.data?.length === 0))
      ? 'page'
      : listed && !query.isError
        ? 'wait'
        : 'missing';
  return { all, show };
}

/** `all`: every country, read once the address's country was not found. */
export function NoSuchCountry({ all }: { all: UseQueryResult<Country[], Error> }) {
  if (all.isError && all.data === undefined)
    return <LoadProblem error={all.error} onRetry={() => void all.refetch()} />;
  if (all.isPending) return <Spinner />;
  return all.data.length > 0 ? <NotFoundPage /> : <OpeningSoon />;
}
