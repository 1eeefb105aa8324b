// Page links for long lists; lists are cut into pages of 16.
const PAGE_SIZE = 16;

export const pageCount = (total: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
export const pageSlice = <T,>(items: T[], page: number, size = PAGE_SIZE) =>
  items.slice((page - 1) * size, page * size);

export function Pagination({
  page,
  pages,
  onChange,
  label = 'Pages',
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <ul className="pagination__pages">
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination__step" onClick={() => onChange(page + 1)} disabled={page >= pages}>
        Next
      </button>
    </nav>
  );
}
