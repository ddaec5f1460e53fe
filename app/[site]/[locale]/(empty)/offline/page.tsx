import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { OfflineRetry } from '@/components/push/offline-retry';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Push' });
  return { title: t('offline.title'), robots: { index: false, follow: false } };
}

/**
 * /offline: what the service worker shows when a page cannot be reached (spec §4 "Online/offline follows
 * browser connectivity"). Precached by public/sw.js with its CSS and fonts; it reloads the page the member
 * wanted as soon as the browser is online again.
 */
export default async function OfflinePage({ params }: Props) {
  const { site } = await readPageParams(params);
  const t = await getTranslations('Push');
  return (
    <main id="main" className="min-vh-100 d-flex align-items-center justify-content-center p-3">
      <section className="text-center" style={{ maxWidth: '28rem' }} aria-labelledby="offline-title">
        <h1 id="offline-title" className="h3 mb-3">
          {t('offline.title')}
        </h1>
        <p className="mb-4">{t('offline.body', { site: site.name })}</p>
        <OfflineRetry label={t('offline.retry')} />
      </section>
    </main>
  );
}
