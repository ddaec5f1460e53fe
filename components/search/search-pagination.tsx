import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { searchHref, type SearchFilters } from '@/lib/schemas/search';

/** The pages to link around the current one: the first, the last, and two on each side. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]));
}

/** Page links of a search as plain links (they work without JavaScript), keeping the filters. */
export function SearchPagination({ filters, page, pages }: { filters: SearchFilters; page: number; pages: number }) {
  const t = useTranslations('Search');
  if (pages <= 1) return null;
  const item = (p: number, text: string, label?: string) => (
    <li className="page-item" key={`${text}-${p}`}>
      <Link className="page-link" href={searchHref(filters, p)} aria-label={label}>
        {text}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('pages')}>
      <ul className="pagination flex-wrap justify-content-center">
        {page > 1 ? item(page - 1, t('previous')) : null}
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li className="page-item disabled" key={`gap-${i}`} aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : p === page ? (
            <li className="page-item active" key={p} aria-current="page">
              <span className="page-link">{p}</span>
            </li>
          ) : (
            item(p, String(p), t('pageN', { page: p }))
          ),
        )}
        {page < pages ? item(page + 1, t('next')) : null}
      </ul>
    </nav>
  );
}
