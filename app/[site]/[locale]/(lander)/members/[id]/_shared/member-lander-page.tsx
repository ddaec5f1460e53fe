import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache, type ReactElement } from 'react';
import type { Niche } from '@/lib/config/constants';
import type { Country } from '@/lib/config/countries';
import type { Locale } from '@/lib/config/locales';
import type { MemberLanderData } from '@/lib/schemas/landers';
import { getMemberLander } from '@/lib/server/landers/get-member-lander';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo/page-metadata';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import type { Site } from '@/lib/server/sites/get-site';
import {
  buildLandingSlug,
  isMemberId,
  memberLanderPath,
  parseLandingSlug,
  type MemberLanderDesign,
} from '@/lib/utils/landing-slug';
import { slugAlternates } from '@/lib/utils/seo-links';
import { MemberChatLander } from '@/components/landers/member/member-chat-lander';
import type { MemberLanderProps } from '@/components/landers/member/member-lander-types';
import { MemberProfileLander } from '@/components/landers/member/member-profile-lander';
import { MemberSpotlightLander } from '@/components/landers/member/member-spotlight-lander';
import { landerContext } from '../../../_shared/lander-context';

export type MemberLanderParams = SiteParams & { id: string; slug?: string[] };
type Props = { params: Promise<MemberLanderParams> };

const DESIGNS: Record<MemberLanderDesign, (props: MemberLanderProps) => Promise<ReactElement>> = {
  landing: MemberSpotlightLander,
  landing2: MemberProfileLander,
  landing3: MemberChatLander,
};

type Resolved = { site: Site; niche: Niche; locale: Locale; slug: string | null; data: MemberLanderData };

// generateMetadata and the page ask for the same member in one render: load it once.
const loadMember = cache((id: string, siteNiche: Niche, niche: Niche, locale: Locale, country: Country) =>
  getMemberLander({ id, niche: siteNiche, landerNiche: niche, locale, country }),
);

/**
 * The member, the niche and the language of a member lander: the slug's (landing2, landing3) or the
 * site's niche and the resolved language. The site must show the member (shownMember) and the member
 * be of that niche, or the page is the 404. The proxy sends wrong slugs to the canonical one first (routeLander).
 */
async function resolve(
  design: MemberLanderDesign,
  params: Promise<MemberLanderParams>,
  redirectWrongSlug: boolean,
): Promise<Resolved | null> {
  const { site, locale: segmentLocale, id, slug = [] } = await readPageParams(params);
  if (!isMemberId(id)) return null;
  let niche = site.niche;
  let locale: Locale = segmentLocale;
  if (slug.length > 0) {
    const parsed = design !== 'landing' && slug.length === 1 && slug[0] ? parseLandingSlug(slug[0]) : null;
    if (!parsed) {
      if (redirectWrongSlug)
        permanentRedirect(memberLanderPath(id, design, design === 'landing' ? null : buildLandingSlug(niche, locale)));
      return null;
    }
    ({ niche, locale } = parsed);
  }
  const data = await loadMember(id, site.niche, niche, locale, site.defaultCountry);
  return data ? { site, niche, locale, slug: slug[0] ?? null, data } : null;
}

export async function memberLanderMetadata(design: MemberLanderDesign, { params }: Props): Promise<Metadata> {
  const found = await resolve(design, params, false);
  if (!found) return {};
  const { site, niche, locale, data } = found;
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'MemberLanders' });
  const { member } = data;
  const values = { name: member.name, age: member.age, place: member.place ?? '', site: site.name };
  return pageMetadata({
    site,
    locale,
    path: memberLanderPath(id, design, found.slug),
    title: t('metaTitle', values),
    description: member.tagline || t(member.place ? 'metaDescription' : 'metaDescriptionNoPlace', values),
    // landing has one URL for every language; landing2 and landing3 one per language slug.
    alternates:
      design === 'landing'
        ? undefined
        : slugAlternates({
            path: (slug) => memberLanderPath(id, design, slug),
            absolute: (path) => absoluteUrl(site, path),
            niche,
            locale,
          }),
    image: { path: member.image.filename, width: 512, height: 512, alt: t('metaTitle', values) },
    // Campaign targets, one per member, design and language: kept out of search indexes (and the sitemap).
    index: false,
  });
}

/** A member lander (spec §2): one member of the lander's niche, the fictional disclosure, similar members, one way in. */
export async function MemberLanderPage({ design, params }: Props & { design: MemberLanderDesign }) {
  const found = await resolve(design, params, true);
  if (!found) notFound();
  const { site, niche, locale, slug, data } = found;
  const Design = DESIGNS[design];
  return <Design data={data} ctx={{ ...(await landerContext(site, locale, niche)), design, slug }} />;
}
