import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { isCountry } from '@/lib/config/countries';
import {
  searchHref,
  type SearchAccess,
  type SearchAnswer,
  type SearchField,
  type SimilarGroup,
} from '@/lib/schemas/search';
import type { Region } from '@/lib/schemas/settings';
import { ResultGrid } from './result-grid';
import { SearchForm } from './search-form';
import { SearchPagination } from './search-pagination';

type Props = {
  access: Exclude<SearchAccess, 'none'>;
  /** Null when the search was refused (bad filters, too many searches). */
  answer: SearchAnswer | null;
  fields: readonly SearchField[];
  values: Partial<Record<string, string | string[]>>;
  errors: Partial<Record<string, string>>;
  retryAfterS: number | null;
  regions: readonly Region[];
  regionNames: Readonly<Record<string, string>>;
  interestKeys: readonly string[];
};

/** /members: the filters, the results with their count and page links, and similar results under their stage's name. */
export function SearchPage(props: Props) {
  const { access, answer, regionNames } = props;
  const t = useTranslations('Search');
  const tc = useTranslations('Countries');
  const mode = access === 'member' ? 'member' : access === 'limited' ? 'limited' : 'visitor';
  const stageLabel = (g: SimilarGroup, previous: SimilarGroup['filters']) => {
    switch (g.stage) {
      case 'region':
        return t('stageRegion', { country: isCountry(previous.country) ? tc(previous.country) : '' });
      case 'country':
        return t('stageCountry');
      case 'age':
        return t('stageAge', { min: g.filters.min_age ?? 18, max: g.filters.max_age ?? 99 });
      case 'attributes':
        return t('stageAttributes');
    }
  };
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('title')}</h1>
        {access === 'member' ? <Link href="/match-finder">{t('matchFinderLink')}</Link> : null}
      </div>
      {access !== 'member' ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{access === 'limited' ? t('limitedNotice') : t('visitorNotice')}</span>
          <Link href="/signup" className="btn btn-primary btn-sm">
            {t('signup')}
          </Link>
        </div>
      ) : null}
      <SearchForm
        fields={props.fields}
        values={props.values}
        regions={props.regions}
        interestKeys={props.interestKeys}
        errors={props.errors}
      />
      {props.retryAfterS !== null ? (
        <p className="alert alert-warning" role="alert">
          {t('rateLimited', { seconds: props.retryAfterS })}
        </p>
      ) : null}
      {answer ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className="h5" aria-live="polite">
            {answer.numResultsCapped
              ? t('countCapped', { count: answer.numResults })
              : t('count', { count: answer.numResults })}
          </h2>
          {answer.results.length ? (
            <ResultGrid results={answer.results} regionNames={regionNames} mode={mode} priority headingLevel={3} />
          ) : answer.page > 1 ? (
            <p className="alert alert-secondary">
              {t('pastEnd')} <Link href={searchHref(answer.filters)}>{t('firstPage')}</Link>
            </p>
          ) : (
            <p className="text-body-secondary">{t('noResults')}</p>
          )}
          <SearchPagination filters={answer.filters} page={answer.page} pages={answer.pages} />
          {answer.similarResults.length ? (
            <section aria-labelledby="similar-results" className="mt-4">
              <h2 id="similar-results" className="h5">
                {t('similar')}
              </h2>
              {answer.similarResults.map((g, i) => (
                <section key={g.stage} aria-labelledby={`similar-${g.stage}`}>
                  <h3 id={`similar-${g.stage}`} className="h6 text-body-secondary">
                    {stageLabel(g, i === 0 ? answer.filters : answer.similarResults[i - 1]!.filters)}
                  </h3>
                  <ResultGrid results={g.results} regionNames={regionNames} mode={mode} headingLevel={3} />
                </section>
              ))}
            </section>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
