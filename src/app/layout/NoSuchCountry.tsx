// What the country gate shows when the address names no country: on a fresh install (no country at all yet) the
// guest is told the site is being set up and the office's page still opens, so staff can put the company in.
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { AGENT_PAGES, operatorPath } from '../../domain/agentPaths';
import type { Country } from '../../domain/catalogue';
import { COMPANY_NAME, DEFAULT_COUNTRY } from '../../domain/company';
import { LoadProblem } from '../content/QueryView';
import { NotFoundPage } from '../content/NotFoundPage';
import { useDocumentMeta } from '../content/useDocumentMeta';
import { Spinner } from '../ui/Spinner';

const SETTING_UP = `${COMPANY_NAME} is opening soon: this site is being set up.`;

function OpeningSoon() {
  useDocumentMeta({ title: 'Opening soon', description: SETTING_UP });
  return (
    <section className="not-found container">
      <h1>Opening soon</h1>
      <p>{SETTING_UP} Boats and bookings will appear here once the office has put them in.</p>
      <div className="button-row">
        <Link href={operatorPath(DEFAULT_COUNTRY)} className="button button--ghost">Staff sign in</Link>
      </div>
    </section>
  );
}

/** The office's pages (sign-in, operator) open on a fresh install, at the address the company's country will have. */
export const opensBeforeCountry = (urlTitle: string, page: string) =>
  urlTitle === DEFAULT_COUNTRY && (page === AGENT_PAGES.operator || page === AGENT_PAGES.signIn);

/** `all`: every country, read once the address's country was not found. */
export function NoSuchCountry({ all }: { all: UseQueryResult<Country[], Error> }) {
  if (all.isError && all.data === undefined) return <LoadProblem error={all.error} onRetry={() => void all.refetch()} />;
  if (all.isPending) return <Spinner />;
  return all.data.length > 0 ? <NotFoundPage /> : <OpeningSoon />;
}
