import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { AccountMessages } from '@/components/account/account-messages';
import { MemberProfile } from '@/components/member-profile/member-profile';
import { isCountry } from '@/lib/config/countries';
import type { Locale } from '@/lib/config/locales';
import { idParams } from '@/lib/schemas/chat';
import type { MemberProfilePage as ProfileData } from '@/lib/schemas/member-profile';
import { pageViewer } from '@/lib/server/auth/page-session';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { requestContext } from '@/lib/server/core/request-context';
import { getMemberProfile } from '@/lib/server/members/get-member-profile';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { fictionalTexts } from '@/lib/server/sites/fictional-texts';
import type { Site } from '@/lib/server/sites/get-site';
import { buyPath } from '@/lib/utils/member-destinations';

type Props = { params: Promise<SiteParams & { id: string }> };

/**
 * The profile as this request's viewer may see it, once per request (the metadata and the page both ask):
 * a member the site does not show them is the 404 of an unknown page; a visitor where the site lets
 * visitors browse no members goes to the login page and comes back (spec §4 logged_out_search).
 */
const loadProfile = cache(async (site: Site, locale: Locale, id: string): Promise<ProfileData> => {
  if (!idParams.safeParse({ id }).success) notFound();
  const viewer = await pageViewer();
  // Decision: one's own id is the own profile page, where it is edited.
  if (viewer?.id === id) redirect('/profile');
  try {
    return await getMemberProfile({
      site,
      locale,
      memberId: id,
      viewer: viewer ? { id: viewer.id, paid: viewer.paid } : null,
      visitorTrafficSource: requestContext(await headers()).tracking !== null,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    if (error instanceof AppError && error.code === 'authentication_required')
      redirect(`/login?next=${encodeURIComponent(`/members/${id}`)}`);
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale, id } = await readPageParams(params);
  const [{ profile }, t] = await Promise.all([
    loadProfile(site, locale, id),
    getTranslations({ locale, namespace: 'MemberProfile' }),
  ]);
  return { title: t('metaTitle', { name: profile.name }) };
}

/** /members/{id} and /likes/m/{id}: another member's profile (spec §2), for members and, where the site allows, visitors. */
export default async function MemberProfilePage({ params }: Props) {
  const { site, locale, id } = await readPageParams(params);
  const [{ profile, related }, viewer, fictional, tCountries] = await Promise.all([
    loadProfile(site, locale, id),
    pageViewer(),
    fictionalTexts(site, locale),
    getTranslations('Countries'),
  ]);
  const regionNames = new Map(
    [...new Set(related.map((m) => m.country).filter(isCountry))].flatMap((c) =>
      listRegions(c).map((r) => [r.code, r.name] as const),
    ),
  );
  const placed = related.map((m) => ({
    ...m,
    place: [m.region ? regionNames.get(m.region) : null, isCountry(m.country) ? tCountries(m.country) : null]
      .filter(Boolean)
      .join(', '),
  }));
  const lastActive = profile.last_active ? Date.parse(profile.last_active) : null;
  return (
    <AccountMessages namespaces={['MemberProfile', 'Likes', 'Chat']}>
      <MemberProfile
        profile={profile}
        related={placed}
        member={viewer !== null}
        fictional={fictional}
        hoursSinceActive={lastActive === null ? null : (now().getTime() - lastActive) / 3_600_000}
        loginHref={`/login?next=${encodeURIComponent(`/members/${id}`)}`}
        buyHref={buyPath('credits')}
      />
    </AccountMessages>
  );
}
