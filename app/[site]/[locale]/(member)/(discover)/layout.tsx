import type { ReactNode } from 'react';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { MemberProviders } from '@/components/push/member-providers';
import { DefaultFrame } from '../../_frames/default-frame';

/**
 * Discovery pages a visitor may also reach (member search, member profiles): the default layout, with
 * the member pages' policy of the (member) group (per request, never indexed). Each page decides who
 * may see what (the logged-out search rule of spec §4, photos by role of spec §6).
 */
export default async function DiscoverLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { site, locale } = await readPageParams(params);
  return (
    <DefaultFrame site={site} locale={locale} providers={MemberProviders}>
      {children}
    </DefaultFrame>
  );
}
