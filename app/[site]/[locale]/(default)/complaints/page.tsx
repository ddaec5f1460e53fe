import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { COMPLAINT_ANSWER_DAYS } from '@/lib/server/complaints/complaint-mail';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo/page-metadata';
import { breadcrumbLd } from '@/lib/utils/structured-data';
import { AccountMessages } from '@/components/account/account-messages';
import { ComplaintForm } from '@/components/complaints/complaint-form';
import { JsonLd } from '@/components/seo/json-ld';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'Complaints' });
  return pageMetadata({
    site,
    locale,
    path: '/complaints',
    title: t('title'),
    description: t('intro', { site: site.name, days: COMPLAINT_ANSWER_DAYS }),
  });
}

/** /complaints (spec §2): the same page for every visitor of a site and language (cached); the form does the rest in the browser. */
export default async function ComplaintsPage({ params }: Props) {
  const { site } = await readPageParams(params);
  const [t, tc] = await Promise.all([getTranslations('Complaints'), getTranslations('Common')]);
  return (
    <article className="container py-5" style={{ maxWidth: 820 }}>
      <JsonLd
        data={breadcrumbLd([
          { name: tc('home'), url: absoluteUrl(site, '/') },
          { name: t('title'), url: absoluteUrl(site, '/complaints') },
        ])}
      />
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro', { site: site.name, days: COMPLAINT_ANSWER_DAYS })}</p>
      <p>{t('contact', { email: site.supportEmail, phone: site.supportPhone, company: site.company.name })}</p>
      <div className="card mt-4">
        <div className="card-body p-4">
          <AccountMessages namespaces={['Complaints']}>
            <ComplaintForm />
          </AccountMessages>
        </div>
      </div>
    </article>
  );
}
