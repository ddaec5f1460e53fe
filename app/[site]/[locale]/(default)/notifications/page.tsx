import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/config/locales';
import { requirePageUser } from '@/lib/server/auth/page-session';
import { getNotificationSettings } from '@/lib/server/notifications/get-notification-settings';
import { AccountMessages } from '@/components/account/account-messages';
import { NotificationSettings } from '@/components/settings/notification-settings';
import { AppLink as Link } from '@/components/ui/app-link';
import type { SiteParams } from '@/app/[site]/[locale]/layout';

// A member page: rendered per request for the signed-in member, never as a cached (ISR) page of the site.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Notifications' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /notifications (spec §2): the member's e-mail notification switches. A member page: dynamic, never cached. */
export default async function NotificationsPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const user = await requirePageUser(site, '/notifications');
  const [t, settings] = await Promise.all([getTranslations('Notifications'), getNotificationSettings(user.id)]);
  return (
    <section className="container py-4">
      <div className="row justify-content-center">
        <div className="col-lg-8">
          <h1 className="h3">{t('title')}</h1>
          <p className="text-body-secondary">{t('intro')}</p>
          <div className="card shadow-sm">
            <div className="card-body p-4">
              <AccountMessages namespaces={['Notifications']}>
                <NotificationSettings initial={settings} email={user.email} />
              </AccountMessages>
            </div>
          </div>
          <p className="mt-3">
            <Link href="/profile#account-settings">{t('accountLink')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
