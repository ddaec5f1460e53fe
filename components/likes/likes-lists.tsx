import { useTranslations } from 'next-intl';
import { LikeButton } from '@/components/members/like-button';
import { MemberCard } from '@/components/members/member-card';
import { AppLink as Link } from '@/components/ui/app-link';
import { isCountry } from '@/lib/config/countries';
import { LIKE_LIST_TYPES, type LikeListType } from '@/lib/schemas/likes';
import type { ShowcaseMember } from '@/lib/schemas/members';
import { destinationPath, findMembersPath } from '@/lib/utils/member-destinations';

/** A card of the lists: the member, whether their like is new, whether the member likes them, whether it is mutual. */
export type LikeCardView = ShowcaseMember & { isNew: boolean; liked: boolean; mutual: boolean };

type Props = {
  type: LikeListType;
  cards: readonly LikeCardView[];
  page: number;
  more: boolean;
  regionNames: Readonly<Record<string, string>>;
};

const pathOf = (type: LikeListType, page = 1) => `/likes/${type}${page > 1 ? `?page=${page}` : ''}`;

/**
 * /likes and /likes/{type}: the three lists as tabs (links, so each list has its own address), the members
 * as cards with like-back or unlike and chat, page links that work without JavaScript, and empty states
 * that lead somewhere useful.
 */
export function LikesLists({ type, cards, page, more, regionNames }: Props) {
  const t = useTranslations('Likes');
  const tCountries = useTranslations('Countries');
  const place = (m: ShowcaseMember) =>
    [m.region ? regionNames[m.region] : undefined, isCountry(m.country) ? tCountries(m.country) : null]
      .filter(Boolean)
      .join(', ');
  return (
    <>
      <nav aria-label={t('tabsLabel')} className="mb-3">
        <ul className="nav nav-pills gap-1">
          {LIKE_LIST_TYPES.map((tab) => (
            <li key={tab} className="nav-item">
              <Link
                href={pathOf(tab)}
                className={`nav-link ${tab === type ? 'active' : ''}`}
                aria-current={tab === type ? 'page' : undefined}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-body-secondary">{t(`intro.${type}`)}</p>
      {cards.length === 0 ? (
        <Empty type={type} />
      ) : (
        <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled">
          {cards.map((m, i) => (
            <li key={m.id} className="col position-relative">
              {m.isNew ? (
                <span className="badge text-bg-primary position-absolute top-0 start-0 m-2 ms-3 z-1">
                  {t('newBadge')}
                  <span className="visually-hidden">: {t('newLike', { name: m.name })}</span>
                </span>
              ) : null}
              <MemberCard
                member={m}
                place={place(m)}
                priority={i < 4}
                actions={
                  <>
                    <LikeButton
                      profileId={m.id}
                      name={m.name}
                      liked={m.liked}
                      likeText={type === 'received' ? t('likeBack') : undefined}
                    />
                    <Link
                      href={`/members/${m.id}/chat`}
                      className={`btn btn-sm ${m.mutual ? 'btn-primary' : 'btn-outline-secondary'}`}
                      aria-label={t('chatLabel', { name: m.name })}
                    >
                      {t('chat')}
                    </Link>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {page > 1 || more ? (
        <nav aria-label={t('pagination')} className="d-flex justify-content-between mt-4">
          {page > 1 ? (
            <Link href={pathOf(type, page - 1)} className="btn btn-outline-secondary" rel="prev">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          {more ? (
            <Link href={pathOf(type, page + 1)} className="btn btn-outline-secondary" rel="next">
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** Nothing in the list yet: what to do about it (a better profile, finding members, the swipe game). */
function Empty({ type }: { type: LikeListType }) {
  const t = useTranslations('Likes');
  const swipe = destinationPath('swipeGame');
  return (
    <div className="alert alert-light border text-center py-4">
      <p>{t(`empty.${type}`)}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {type === 'received' ? (
          <Link href="/profile" className="btn btn-primary">
            {t('completeProfile')}
          </Link>
        ) : null}
        <Link href={findMembersPath()} className={`btn ${type === 'received' ? 'btn-outline-primary' : 'btn-primary'}`}>
          {t('findMembers')}
        </Link>
        {swipe ? (
          <Link href={swipe} className="btn btn-outline-primary">
            {t('playSwipe')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
