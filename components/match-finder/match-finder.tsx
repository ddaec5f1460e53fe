import { useTranslations } from 'next-intl';
import { ResultGrid } from '@/components/search/result-grid';
import { AppLink as Link } from '@/components/ui/app-link';
import type { MatchReasons, SearchResult } from '@/lib/schemas/search';

type Suggestion = SearchResult & { reasons: MatchReasons };
type Props = {
  suggestions: readonly Suggestion[];
  profileIncomplete: boolean;
  regionNames: Readonly<Record<string, string>>;
};

/** /match-finder: the best-fitting members first, each card saying why it fits, with like and chat. */
export function MatchFinder({ suggestions, profileIncomplete, regionNames }: Props) {
  const t = useTranslations('MatchFinder');
  const reasons = new Map(suggestions.map((s) => [s.id, s.reasons]));
  const why = (m: SearchResult) => {
    const r = reasons.get(m.id);
    if (!r) return null;
    const items = [
      r.place === 'region' ? t('reasonRegion') : r.place === 'country' ? t('reasonCountry') : null,
      r.ageClose ? t('reasonAge') : null,
      r.seeksYou ? t('reasonSeeksYou') : null,
      r.sharedInterests > 0 ? t('reasonInterests', { count: r.sharedInterests }) : null,
    ].filter((x): x is string => x !== null);
    if (items.length === 0) return null;
    return (
      <ul className="list-unstyled d-flex flex-wrap gap-1 w-100 mb-1" aria-label={t('reasonsLabel', { name: m.name })}>
        {items.map((item) => (
          <li key={item} className="badge rounded-pill text-bg-light border fw-normal">
            {item}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <>
      {profileIncomplete ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{t('completeProfile')}</span>
          <Link href="/profile" className="btn btn-sm btn-primary">
            {t('editProfile')}
          </Link>
        </div>
      ) : null}
      {suggestions.length === 0 ? (
        <p className="alert alert-secondary">{t('empty')}</p>
      ) : (
        <ResultGrid results={suggestions} regionNames={regionNames} mode="member" priority details={why} />
      )}
      <p className="text-center mt-2">
        <Link href="/members" className="btn btn-outline-primary">
          {t('searchLink')}
        </Link>
      </p>
    </>
  );
}
