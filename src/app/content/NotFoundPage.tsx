import { Link } from 'wouter';
import { DEFAULT_COUNTRY } from '../../domain/catalogue';
import { PAGE_NOT_FOUND } from '../messages';
import { useDocumentMeta } from './useDocumentMeta';

export function NotFoundPage() {
  useDocumentMeta({ title: 'Page not found', description: PAGE_NOT_FOUND });
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>{PAGE_NOT_FOUND} It may have moved, or the address may be mistyped.</p>
      <div className="button-row">
        <Link href={`/${DEFAULT_COUNTRY}`} className="button button--primary">
          Go to the home page
        </Link>
        <Link href={`/${DEFAULT_COUNTRY}/boats-and-rates`} className="button button--ghost">
          See boats &amp; rates
        </Link>
        <Link href={`/${DEFAULT_COUNTRY}/faq`} className="button button--ghost">
          Read the FAQ
        </Link>
      </div>
    </section>
  );
}
