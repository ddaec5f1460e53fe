import type { ReactNode } from 'react';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { PublicFrame } from '../_frames/public-frame';

/** The default layout (spec §2) of the public pages: see PublicFrame. */
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { site, locale } = await readPageParams(params);
  return (
    <PublicFrame site={site} locale={locale}>
      {children}
    </PublicFrame>
  );
}
