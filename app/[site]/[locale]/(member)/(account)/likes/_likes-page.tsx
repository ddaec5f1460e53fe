import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { LikesLists } from '@/components/likes/likes-lists';
import { AppLink as Link } from '@/components/ui/app-link';
import { isCountry } from '@/lib/config/countries';
import type { LikeListType } from '@/lib/schemas/likes';
import { requireViewer } from '@/lib/server/auth/page-session';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { listLikeCards } from '@/lib/server/likes/list-likes';
import type { ShownOn } from '@/lib/server/members/shown-member';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { destinationPath } from '@/lib/utils/member-destinations';

type Props = { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The title of /likes (null) or of one list. */
export function likesMetadata(type: LikeListType | null) {
  return async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
    const { locale } = await readPageParams(params);
    const t = await getTranslations({ locale, namespace: 'Likes' });
    return { title: type ? `${t(`tabs.${type}`)} · ${t('metaTitle')}` : t('metaTitle') };
  };
}

/** The page of one list, reading `?page=`. */
export function LikesRoute(type: LikeListType) {
  return async function LikesListPage({ params, searchParams }: Props) {
    const { site } = await readPageParams(params);
    return <LikesPage site={site} type={type} page={pageNumber((await searchParams).page)} />;
  };
}

/** `?page=` as a page number: anything else is the first page; a page past the end is an empty list. */
function pageNumber(value: string | string[] | undefined): number {
  const n = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return Math.max(1, n);
}

/** /likes and /likes/{type} (member pages): one of the three lists of likes. */
async function LikesPage({ site, type, page }: { site: ShownOn; type: LikeListType; page: number }) {
  const viewer = await requireViewer();
  const [{ cards, more }, t] = await Promise.all([
    listLikeCards({ viewerId: viewer.id, site, type, page }),
    getTranslations('Likes'),
  ]);
  const countries = [...new Set(cards.map((m) => m.country).filter(isCountry))];
  const regionNames = Object.fromEntries(countries.flatMap((c) => listRegions(c).map((r) => [r.code, r.name])));
  const swipe = destinationPath('swipeGame');
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('title')}</h1>
        {swipe ? (
          <Link href={swipe} className="btn btn-outline-primary btn-sm">
            {t('playSwipe')}
          </Link>
        ) : null}
      </div>
      <AccountMessages namespaces={['Likes']}>
        <LikesLists type={type} cards={cards} page={page} more={more} regionNames={regionNames} />
      </AccountMessages>
    </div>
  );
}
