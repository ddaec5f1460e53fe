import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAccountSettings } from '@/lib/server/accounts/get-account-settings';
import { requireViewer } from '@/lib/server/auth/page-session';
import { getNotificationSettings } from '@/lib/server/notifications/get-notification-settings';
import { AccountMessages } from '@/components/account/account-messages';
import { NotificationSettings } from '@/components/settings/notification-settings';
import { AppLink as Link } from '@/components/ui/app-link';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Notifications' });
  return { title: t('metaTitle') };
}

/** /notifications (spec §2): the member's e-mail notification switches. */
export default async function NotificationsPage({ params }: { params: Promise<SiteParams> }) {
  await readPageParams(params);
  const viewer = await requireViewer();
  const [t, settings, account] = await Promise.all([
    getTranslations('Notifications'),
    getNotificationSettings(viewer.id),
    getAccountSettings(viewer.id),
  ]);
  return (
    <section className="container py-4">
      <div className="row justify-content-center">
        <div className="col-lg-8">
          <h1 className="h3">{t('title')}</h1>
          <p className="text-body-secondary">{t('intro')}</p>
          <div className="card shadow-sm">
            <div className="card-body p-4">
              <AccountMessages namespaces={['Notifications']}>
                <NotificationSettings initial={settings} email={account.email} />
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
