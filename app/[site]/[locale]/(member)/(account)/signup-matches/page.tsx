import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignupMatches } from '@/components/profile/signup-matches';
import { isCountry } from '@/lib/config/countries';
import { requireViewer } from '@/lib/server/auth/page-session';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { listSignupMatches } from '@/lib/server/members/list-signup-matches';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'SignupMatches' });
  return { title: t('metaTitle') };
}

/** /signup-matches (member page): members suggested for a new member, then on to the site. */
export default async function SignupMatchesPage({ params }: { params: Promise<SiteParams> }) {
  const { site } = await readPageParams(params);
  const viewer = await requireViewer();
  const [members, t] = await Promise.all([
    listSignupMatches({ userId: viewer.id, niche: site.niche }),
    getTranslations('SignupMatches'),
  ]);
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
