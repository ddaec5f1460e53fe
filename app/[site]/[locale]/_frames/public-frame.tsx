import type { ReactNode } from 'react';
import type { PageParams, SiteParams } from '@/lib/server/pages/read-page-params';
import { siteTimeSettings } from '@/lib/utils/time';
import { FrameContent } from './frame-content';
import { PublicShell } from './public-shell';

/** The default layout's frame for the public pages ((default)): FrameContent inside PublicShell (issue 12). */
export function PublicFrame({
  children,
  site,
  locale,
}: { children: ReactNode } & Pick<PageParams<SiteParams>, 'site' | 'locale'>) {
  const time = siteTimeSettings(locale, site.defaultCountry);
  return (
    <PublicShell locale={locale} time={time}>
      <FrameContent site={site} time={time}>
        {children}
      </FrameContent>
    </PublicShell>
  );
}
