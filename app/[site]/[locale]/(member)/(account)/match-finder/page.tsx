import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { MatchFinder } from '@/components/match-finder/match-finder';
import { isCountry } from '@/lib/config/countries';
import { requireViewer } from '@/lib/server/auth/page-session';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { findMatches } from '@/lib/server/members/find-matches';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'MatchFinder' });
  return { title: t('metaTitle') };
}

/** /match-finder (members only): the members who fit this member best, ranked (see findMatches), with like and chat. */
export default async function MatchFinderPage({ params }: { params: Promise<SiteParams> }) {
  const { site } = await readPageParams(params);
  const viewer = await requireViewer();
  const [answer, t] = await Promise.all([
    findMatches({ viewerId: viewer.id, niche: site.niche }),
    getTranslations('MatchFinder'),
  ]);
  const countries = [...new Set(answer.suggestions.map((m) => m.country).filter(isCountry))];
  const regionNames = Object.fromEntries(countries.flatMap((c) => listRegions(c).map((r) => [r.code, r.name])));
  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      <AccountMessages namespaces={['Likes']}>
        <MatchFinder {...answer} regionNames={regionNames} />
      </AccountMessages>
    </div>
  );
}
