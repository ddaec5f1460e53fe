import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MemberCard } from '@/components/members/member-card';
import { LikeButton } from '@/components/members/like-button';
import { AppLink as Link } from '@/components/ui/app-link';
import { isCountry } from '@/lib/config/countries';
import type { SearchResult } from '@/lib/schemas/search';

type Props = {
  results: readonly SearchResult[];
  regionNames: Readonly<Record<string, string>>;
  /** Members get like and chat; a visitor's limited search leads every card to the signup (the modal in place). */
  mode: 'member' | 'visitor' | 'limited';
  /** The first cards of the page load at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** Shown on a card above its buttons (the match finder's reasons). */
  details?: (member: SearchResult) => ReactNode;
};

/** Members as cards (the one MemberCard): photo, name, age, place, online, the fictional marker, like and chat. */
export function ResultGrid({ results, regionNames, mode, priority = false, headingLevel = 2, details }: Props) {
  const tc = useTranslations('Countries');
  const t = useTranslations('Search');
  const place = (m: SearchResult) => {
    const region = m.region ? regionNames[m.region] : undefined;
    return [region, isCountry(m.country) ? tc(m.country) : null].filter(Boolean).join(', ');
  };
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-4">
      {results.map((m, i) => (
        <li key={m.id} className="col">
          <MemberCard
            member={{ ...m, image: m.main_image }}
            place={place(m)}
            href={mode === 'limited' ? '/signup' : undefined}
            priority={priority && i < 4}
            headingLevel={headingLevel}
            actions={
              mode === 'member' ? (
                <>
                  {details?.(m)}
                  <LikeButton profileId={m.id} name={m.name} liked={m.liked} />
                  <Link
                    href={`/members/${m.id}/chat`}
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={`${t('chat')}: ${m.name}`}
                  >
                    {t('chat')}
                  </Link>
                </>
              ) : (
                <Link href="/signup" className="btn btn-sm btn-outline-primary" aria-label={`${t('meet')}: ${m.name}`}>
                  {t('meet')}
                </Link>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
