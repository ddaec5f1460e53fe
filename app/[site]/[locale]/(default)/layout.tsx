import type { ReactNode } from 'react';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { DefaultFrame } from '../_frames/default-frame';

/** The default layout (spec §2) of the public pages: see DefaultFrame. */
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { site, locale } = await readPageParams(params);
  return (
    <DefaultFrame site={site} locale={locale}>
      {children}
    </DefaultFrame>
  );
}
