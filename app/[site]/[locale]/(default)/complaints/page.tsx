import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { signupTextsVersion } from '@/lib/i18n/signup-texts';
import { COMPLAINT_CATEGORIES, COMPLAINT_MESSAGE_MIN } from '@/lib/schemas/complaint-categories';
import { COMPLAINT_ANSWER_DAYS } from '@/lib/server/complaints/complaint-mail';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo/page-metadata';
import { breadcrumbLd } from '@/lib/utils/structured-data';
import { ComplaintForm } from '@/components/complaints/complaint-form';
import { FALLBACK_CODES, type ComplaintFormTexts } from '@/components/complaints/complaint-texts';
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

// Splits the thanks around the address it names (no text holds this character).
const EMAIL_MARK = '\u0000';

/**
 * /complaints (spec §2): the same page for every visitor of a site and language (cached); the form does the rest in the
 * browser. Its texts are formatted here, so the page loads no translation runtime (issue 12); its error texts load
 * when the visitor starts on the form.
 */
export default async function ComplaintsPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const [t, tc, te, textsVersion] = await Promise.all([
    getTranslations('Complaints'),
    getTranslations('Common'),
    getTranslations('Errors'),
    signupTextsVersion(locale),
  ]);
  const [doneBefore = '', doneAfter = ''] = t('doneBody', { email: EMAIL_MARK }).split(EMAIL_MARK);
  const texts: ComplaintFormTexts = {
    name: t('name'),
    email: t('email'),
    emailHelp: t('emailHelp'),
    category: t('category'),
    categoryChoose: t('categoryChoose'),
    categories: Object.fromEntries(
      COMPLAINT_CATEGORIES.map((c) => [c, t(`categories.${c}`)]),
    ) as ComplaintFormTexts['categories'],
    message: t('message'),
    messageHelp: t('messageHelp', { min: COMPLAINT_MESSAGE_MIN }),
    submit: t('submit'),
    submitting: t('submitting'),
    doneTitle: t('doneTitle'),
    doneBody: [doneBefore, doneAfter],
    reference: t('reference'),
    fallbackErrors: Object.fromEntries(
      FALLBACK_CODES.map((code) => [code, te(code)]),
    ) as ComplaintFormTexts['fallbackErrors'],
  };
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
          <ComplaintForm texts={texts} locale={locale} textsVersion={textsVersion} />
        </div>
      </div>
    </article>
  );
}
