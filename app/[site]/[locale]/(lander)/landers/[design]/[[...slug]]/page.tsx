import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactElement } from 'react';
import type { Niche } from '@/lib/config/constants';
import type { Locale } from '@/lib/config/locales';
import { getLanderData } from '@/lib/server/landers/get-lander-data';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo/page-metadata';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import type { Site } from '@/lib/server/sites/get-site';
import { slugAlternates } from '@/lib/utils/seo-links';
import { buildLandingSlug, isLanderDesign, parseLandingSlug, type LanderDesign } from '@/lib/utils/landing-slug';
import { AloneTonightLander } from '@/components/landers/alone-tonight-lander';
import { CollageLander } from '@/components/landers/collage-lander';
import { GalleryLander } from '@/components/landers/gallery-lander';
import { IconsLander } from '@/components/landers/icons-lander';
import type { LanderProps } from '@/components/landers/lander-types';
import { MapLander } from '@/components/landers/map-lander';
import { SocialNetworkLander } from '@/components/landers/social-network-lander';
import { TinderSwipeLander } from '@/components/landers/tinder-swipe-lander';
import { TransitionsVideoLander } from '@/components/landers/transitions-video-lander';
import { VideoLander } from '@/components/landers/video-lander';
import { landerContext } from '../../../_shared/lander-context';

// Shows members: regenerated at least every 5 minutes, so a member who hides is gone from every cache
// (nginx, CDN) within that time, and from this server's at once (lib/server/pages/purge-public-pages.ts).
export const revalidate = 300;

type LanderParams = SiteParams & { design: string; slug?: string[] };
type DesignTexts =
  `Landers.${'tinderSwipe' | 'aloneTonight' | 'collage' | 'gallery' | 'icons' | 'map' | 'socialNetwork' | 'transitionsVideo' | 'video'}`;

const DESIGNS: Record<LanderDesign, { render: (props: LanderProps) => Promise<ReactElement>; texts: DesignTexts }> = {
  tinderswipe: { render: TinderSwipeLander, texts: 'Landers.tinderSwipe' },
  alonetonight: { render: AloneTonightLander, texts: 'Landers.aloneTonight' },
  collagelanding: { render: CollageLander, texts: 'Landers.collage' },
  gallery: { render: GalleryLander, texts: 'Landers.gallery' },
  iconslanding: { render: IconsLander, texts: 'Landers.icons' },
  maplanding: { render: MapLander, texts: 'Landers.map' },
  socialnetwork: { render: SocialNetworkLander, texts: 'Landers.socialNetwork' },
  transitionsvideolanding: { render: TransitionsVideoLander, texts: 'Landers.transitionsVideo' },
  video: { render: VideoLander, texts: 'Landers.video' },
};

// Rendered on the first request per site × language × design × slug, then served from the cache (ISR).
export function generateStaticParams(): { design: string; slug?: string[] }[] {
  return [];
}

type Lander = { design: LanderDesign; site: Site; niche: Niche; locale: Locale; slug: string | null };

/**
 * The design, and the niche and language the slug selects (the site's niche and the resolved language
 * without one). An unknown design is a 404; a slug that names nothing goes to the site's canonical one.
 * The proxy applies the same rule first (routeLander), so made-up URLs never become cache entries here.
 */
async function resolveLander(params: Promise<LanderParams>, redirectWrongSlug: boolean): Promise<Lander | null> {
  const { site, locale, design, slug = [] } = await readPageParams(params);
  if (!isLanderDesign(design)) return null;
  const niche = site.niche;
  if (slug.length === 0) return { design, site, niche, locale, slug: null };
  const parsed = slug.length === 1 && slug[0] ? parseLandingSlug(slug[0]) : null;
  if (parsed) return { design, site, ...parsed, slug: slug[0] ?? null };
  if (redirectWrongSlug) permanentRedirect(`/landers/${design}/${buildLandingSlug(niche, locale)}`);
  return null;
}

export async function generateMetadata({ params }: { params: Promise<LanderParams> }): Promise<Metadata> {
  const lander = await resolveLander(params, false);
  if (!lander) return {};
  const { design, site, niche, locale } = lander;
  const t = await getTranslations({ locale, namespace: 'Landers' });
  const values = { niche: String(niche), name: site.name };
  const title = (await getTranslations({ locale, namespace: DESIGNS[design].texts }))('title', values);
  const path = (slug: string | null) => `/landers/${design}${slug ? `/${slug}` : ''}`;
  return pageMetadata({
    site,
    locale,
    path: path(lander.slug),
    title,
    description: t('metaDescription', values),
    // One page per language slug; the URL without a slug (x-default) speaks the visitor's language.
    alternates: slugAlternates({ path, absolute: (p) => absoluteUrl(site, p), niche, locale }),
  });
}

/** A campaign lander (spec §2): one design, the slug's niche and language, real members, one way in. */
export default async function LanderPage({ params }: { params: Promise<LanderParams> }) {
  const lander = await resolveLander(params, true);
  if (!lander) notFound();
  const { design, site, niche, locale } = lander;
  const [ctx, data] = await Promise.all([
    landerContext(site, locale, niche),
    getLanderData({ design, niche: site.niche, landerNiche: niche, country: site.defaultCountry, locale }),
  ]);
  const Design = DESIGNS[design].render;
  return <Design data={data} ctx={ctx} />;
}
