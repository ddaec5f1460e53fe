import type { ComponentType, ReactNode } from 'react';
import type { PageParams, SiteParams } from '@/lib/server/pages/read-page-params';
import { siteTimeSettings } from '@/lib/utils/time';
import { MemberShell } from '@/components/shell/member-shell';
import { FrameContent } from './frame-content';

/**
 * The default layout's frame for the member pages of the default layout ((member)/(account), (member)/(discover)):
 * FrameContent inside MemberShell, with the layout's `providers` (AppProviders: Redux and SWR, see MemberShell).
 * The public pages ((default)) use PublicFrame: a route whose server modules import MemberShell loads its client
 * translation provider, rendered or not (issue 12).
 */
export async function DefaultFrame({
  children,
  site,
  locale,
  providers,
}: { children: ReactNode; providers?: ComponentType<{ children: ReactNode }> } & Pick<
  PageParams<SiteParams>,
  'site' | 'locale'
>) {
  const time = siteTimeSettings(locale, site.defaultCountry);
  return (
    <MemberShell time={time} namespaces={['EnrichAlert', 'Money']} providers={providers}>
      <FrameContent site={site} time={time}>
        {children}
      </FrameContent>
    </MemberShell>
  );
}
