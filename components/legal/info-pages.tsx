import { getTranslations } from 'next-intl/server';
import { AppLink as Link } from '@/components/ui/app-link';
import type { LegalValues } from './legal-document';

/** /service: how to reach support. */
export async function ServicePage({ values }: { values: LegalValues }) {
  const t = await getTranslations('Legal.service');
  return (
    <article className="container py-5" style={{ maxWidth: 820 }}>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <dl className="row">
        <dt className="col-sm-3">{t('emailLabel')}</dt>
        <dd className="col-sm-9">
          <a href={`mailto:${values.supportEmail}`}>{values.supportEmail}</a>
        </dd>
        <dt className="col-sm-3">{t('phoneLabel')}</dt>
        <dd className="col-sm-9">
          <a href={`tel:${String(values.supportPhone).replace(/\s/g, '')}`}>{values.supportPhone}</a>
        </dd>
      </dl>
      <p>{t('hours')}</p>
      <p>
        <Link href="/faq">{t('faqHint')}</Link>
      </p>
      <p>
        <Link href="/complaints">{t('complaintsHint')}</Link>
      </p>
    </article>
  );
}

/** /faq: questions and answers, each a disclosure that works without JavaScript. */
export async function FaqPage({ values }: { values: LegalValues }) {
  const t = await getTranslations('Legal.faq');
  const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
  return (
    <article className="container py-5" style={{ maxWidth: 820 }}>
      <h1 className="mb-4">{t('title')}</h1>
      {items.map((n) => (
        <details key={n} className="border rounded p-3 mb-2">
          <summary className="fw-bold">{t(`q${n}`)}</summary>
          <p className="mt-2 mb-0">
            {t.rich(`a${n}`, { ...values, complaints: (text) => <Link href="/complaints">{text}</Link> })}
          </p>
        </details>
      ))}
    </article>
  );
}
