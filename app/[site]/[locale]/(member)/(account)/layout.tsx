import type { ReactNode } from 'react';
import { requireViewer } from '@/lib/server/auth/page-session';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MemberProviders } from '@/components/push/member-providers';
import { DefaultFrame } from '../../_frames/default-frame';

/**
 * Member pages in the default layout: only for members. A visitor is sent to the login page (and back
 * afterwards) here, above the loading state, so the answer is a real redirect before anything streams.
 */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { site, locale } = await readPageParams(params);
  await requireViewer();
  return (
    <DefaultFrame site={site} locale={locale} providers={MemberProviders}>
      {children}
    </DefaultFrame>
  );
}
