import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { listShowcaseMembers } from '@/lib/server/members/list-showcase-members';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo/page-metadata';
import { organizationLd, websiteLd } from '@/lib/utils/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { InterestChips } from '@/components/marketing/interest-chips';
import { MemberTeaserGrid } from '@/components/marketing/member-teaser-grid';
import { findMembersPath } from '@/lib/utils/member-destinations';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

// Shows members: regenerated at least every 5 minutes, so a member who hides is gone from every cache
// (nginx, CDN) within that time, and from this server's at once (lib/server/pages/purge-public-pages.ts).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Index' });
  const overrides = site.texts[locale] ?? {};
  return pageMetadata({
    site,
    locale,
    path: '/',
    title: overrides.index_title ?? t('metaTitle', { name: site.name, niche: String(site.niche) }),
    absoluteTitle: true,
    description: overrides.description ?? t('metaDescription', { name: site.name }),
  });
}

/** The landing page for visitors: the site's niche, in its language, with real members and the ways in. */
export default async function IndexPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await readPageParams(params);
  const n = String(site.niche);
  const [t, tc, tf, members, interests] = await Promise.all([
    getTranslations('Index'),
    getTranslations('Common'),
    getTranslations('Fictional'),
    listShowcaseMembers({ niche: site.niche, country: site.defaultCountry, limit: 12 }),
    listInterests(locale),
  ]);
  const home = absoluteUrl(site, '/');
  const structured = [
    organizationLd({
      siteName: site.name,
      url: home,
      logo: absoluteUrl(site, '/icon.svg'),
      company: site.company,
      supportEmail: site.supportEmail,
      supportPhone: site.supportPhone,
      tradenames: site.company.tradenames,
    }),
    websiteLd({
      name: site.name,
      url: home,
      description: site.texts[locale]?.description ?? t('metaDescription', { name: site.name }),
      locale,
    }),
  ];
  return (
    <>
      <JsonLd data={structured} />
      <section className="hero py-5">
        <div className="container py-lg-4">
          <div className="row align-items-center">
            <div className="col-lg-7">
              <h1 className="display-5 fw-bold">{t('heroTitle', { niche: n })}</h1>
              <p className="lead my-4">{t('heroSubtitle', { name: site.name })}</p>
              <div className="d-flex flex-wrap gap-2 only-guest">
                <Link href="/signup" prefetch={false} className="btn btn-light btn-lg text-primary fw-bold">
                  {t('ctaSignup')}
                </Link>
                <Link href="/login" prefetchOnIntent className="btn btn-outline-light btn-lg">
                  {t('ctaLogin')}
                </Link>
              </div>
              <div className="only-auth">
                <Link href={findMembersPath()} className="btn btn-light btn-lg text-primary fw-bold">
                  {t('membersTitle')}
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="members-title">
        <h2 id="members-title" className="h3">
          {t('membersTitle')}
        </h2>
        <p className="text-body-secondary">{t('membersSubtitle')}</p>
        <MemberTeaserGrid members={members} fictionalLabel={tc('fictionalProfile')} />
        <p className="small text-body-secondary mt-3">{tf('warning', { name: site.name })}</p>
      </section>

      <section className="bg-light py-5" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title" className="h3 mb-4">
            {t('stepsTitle')}
          </h2>
          <ol className="row list-unstyled g-4">
            {(
              [
                ['step1Title', 'step1Body'],
                ['step2Title', 'step2Body'],
                ['step3Title', 'step3Body'],
              ] as const
            ).map(([title, body], i) => (
              <li key={title} className="col-md-4">
                <div className="h-100 p-4 bg-white rounded border">
                  <p className="display-6 fw-bold text-primary mb-2" aria-hidden="true">
                    {i + 1}
                  </p>
                  <h3 className="h5">{t(title)}</h3>
                  <p className="mb-0">{t(body, { credits: site.signupCredits })}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="why-title">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-6">
            <h2 id="why-title" className="h3">
              {t('whyTitle', { name: site.name })}
            </h2>
            <ul className="mt-3">
              {(['whyDiscreet', 'whyLocal', 'whyNoSubscription', 'whySafe'] as const).map((k) => (
                <li key={k} className="mb-2">
                  {t(k)}
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-6">
            <h2 className="h3">{t('interestsTitle')}</h2>
            <InterestChips interests={interests.slice(0, 24)} className="mt-3" />
          </div>
        </div>
      </section>

      <section className="bg-secondary text-white py-5 only-guest">
        <div className="container text-center">
          <h2 className="h3">{t('finalTitle')}</h2>
          <p>{t('finalBody')}</p>
          <Link href="/signup" prefetch={false} className="btn btn-primary btn-lg">
            {t('ctaSignup')}
          </Link>
        </div>
      </section>
    </>
  );
}
