import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { SwipeGame } from '@/components/likes/swipe-game';
import { TimeProvider } from '@/components/shell/time-provider';
import { isCountry } from '@/lib/config/countries';
import { requireViewer } from '@/lib/server/auth/page-session';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { listSwipeDeck } from '@/lib/server/likes/swipe-deck';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { getTimeSettings } from '@/lib/server/profiles/get-time-settings';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Swipe' });
  return { title: t('metaTitle') };
}

/** /swipe-game (member page, spec §2, §9): like or pass one member at a time, four likes a day. */
export default async function SwipeGamePage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const viewer = await requireViewer();
  const [deck, t, tc, time] = await Promise.all([
    listSwipeDeck({ viewerId: viewer.id, siteKey: site.key, offset: 0 }),
    getTranslations('Swipe'),
    getTranslations('Common'),
    getTimeSettings(site.key, viewer.id, locale),
  ]);
  const countries = [...new Set(deck.cards.map((m) => m.country).filter(isCountry))];
  const regionNames = Object.fromEntries(countries.flatMap((c) => listRegions(c).map((r) => [r.code, r.name])));
  return (
    <TimeProvider settings={time}>
      <div className="container py-4" style={{ maxWidth: 560 }}>
        <h1 className="h3 text-center">{t('title')}</h1>
        <p className="text-center text-body-secondary">{t('intro')}</p>
        <AccountMessages namespaces={['Swipe', 'Likes', 'Countries']}>
          <SwipeGame initial={deck} fictionalLabel={tc('fictionalProfile')} regionNames={regionNames} />
        </AccountMessages>
      </div>
    </TimeProvider>
  );
}
