import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { OpsShell } from '@/components/ops/layout/ops-shell';
import type { Messages } from '@/lib/i18n/messages';
import { navFor } from '@/lib/server/ops/accounts/operator-dto';
import { countOpenAlerts } from '@/lib/server/ops/alerts/list-alerts';
import { pageOperator } from '@/lib/server/ops/page-session';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import '@/components/ops/layout/console.scss';

/**
 * The operator console (issue 15): rendered per request (it reads the console's cookie; the proxy marks every
 * /ops answer private and unstored), never indexed, English only, in a frame of its own rather than the
 * member shell. Each page checks its operator itself (requireOperator); the frame shows the navigation of the
 * areas the operator's role may use. The API's error codes read in English (Errors of en.json).
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Operator console', template: '%s | Operator console' },
  robots: { index: false, follow: false, nocache: true },
};

export default async function OpsLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site } = await readPageParams(params);
  const operator = await pageOperator();
  const messages = (await getMessages({ locale: 'en' })) as Messages;
  const full = operator && !operator.mustEnrol ? operator : null;
  // Open alerts wait beside their link (admins and moderators: care flags, under-age members, repeated replies).
  const openAlerts = full ? await countOpenAlerts(full) : 0;
  const nav = full ? navFor(full).map((item) => (item.area === 'alerts' ? { ...item, badge: openAlerts } : item)) : [];
  return (
    <NextIntlClientProvider locale="en" messages={{ Errors: messages.Errors }}>
      <OpsShell
        operator={operator ? { name: operator.name, email: operator.email, role: operator.role } : null}
        nav={nav}
        siteName={site.name}
      >
        {children}
      </OpsShell>
    </NextIntlClientProvider>
  );
}
