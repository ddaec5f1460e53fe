import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SiteParams } from '@/app/[site]/[locale]/layout';
import { SignupMatches } from '@/components/profile/signup-matches';
import { isCountry } from '@/lib/config/countries';
import { isLocale } from '@/lib/config/locales';
import { requirePageUser } from '@/lib/server/auth/page-session';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { listSignupMatches } from '@/lib/server/members/list-signup-matches';
import { getSite } from '@/lib/server/sites/get-site';
import { toNiche } from '@/lib/utils/landing-slug';

// A member page: rendered per request for the signed-in member, never as a cached (ISR) page of the site.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'SignupMatches' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /signup-matches (member page): members suggested for a new member, then on to the site. */
export default async function SignupMatchesPage({ params }: { params: Promise<SiteParams> }) {
  const { site: key, locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const user = await requirePageUser(key, '/signup-matches');
  const site = await getSite(key);
  const [members, t] = await Promise.all([listSignupMatches({ userId: user.id, niche: toNiche(site.niche) }), getTranslations('SignupMatches')]);
  const countries = [...new Set(members.map((m) => m.country).filter(isCountry))];
  const regionNames = Object.fromEntries(countries.flatMap((c) => listRegions(c).map((r) => [r.code, r.name])));
  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      <SignupMatches members={members} regionNames={regionNames} />
    </div>
  );
}
