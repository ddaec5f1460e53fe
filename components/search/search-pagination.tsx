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
    <li key={`${text}-${p}`}>
      <Link className="btn btn-sm btn-outline-primary" href={searchHref(filters, p)} aria-label={label}>
        {text}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('pages')}>
      <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-1">
        {page > 1 ? item(page - 1, t('previous')) : null}
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 align-self-center">
              …
            </li>
          ) : p === page ? (
            <li key={p} aria-current="page">
              <span className="btn btn-sm btn-primary" aria-label={t('pageN', { page: p })}>
                {p}
              </span>
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
