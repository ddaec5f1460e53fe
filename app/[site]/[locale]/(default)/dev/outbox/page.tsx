import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { listSmsOutbox } from '@/lib/server/direct-debit/list-sms-outbox';
import { listOutbox } from '@/lib/server/mail/list-outbox';
import { SmsOutboxList } from '@/components/direct-debit/sms-outbox-list';
import { outboxAccessAllowed } from '@/lib/server/mail/outbox-access';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

// Reads the database on every request: the outbox changes with every signup.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: 'DevOutbox' });
  // Its address holds the secret token: links followed from it do not pass the address on.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * /dev/outbox?token=…: the embedded mail default, for development and the demo. Only with this
 * installation's secret token (printed at start), and in production only with ALLOW_DEV_OUTBOX;
 * anything else is the 404 of an unknown page.
 */
export default async function DevOutboxPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!outboxAccessAllowed((await searchParams).token)) notFound();
  const { site } = await readPageParams(params);
  const t = await getTranslations('DevOutbox');
  const [mails, texts] = await Promise.all([listOutbox(site.id), listSmsOutbox(site.id)]);
  return (
    <section className="container py-4">
      <h1 className="h3">{t('title')}</h1>
      <SmsOutboxList messages={texts} />
      <p className="text-body-secondary">{t('intro', { count: mails.length })}</p>
      {mails.length === 0 ? <p>{t('empty')}</p> : null}
      {mails.map((mail) => (
        <article key={mail.id} className="card mb-3" data-testid="outbox-mail">
          <div className="card-body">
            <h2 className="h5 card-title">{mail.subject}</h2>
            <dl className="row small mb-2">
              <dt className="col-sm-2">{t('to')}</dt>
              <dd className="col-sm-10">{mail.to}</dd>
              <dt className="col-sm-2">{t('status')}</dt>
              <dd className="col-sm-10">{mail.status}</dd>
              <dt className="col-sm-2">{t('created')}</dt>
              <dd className="col-sm-10">
                <time dateTime={mail.createdAt}>{mail.createdAt}</time>
              </dd>
              <dt className="col-sm-2">{t('links')}</dt>
              <dd className="col-sm-10">
                <ul className="list-unstyled mb-0">
                  {mail.links.map((link) => (
                    <li key={link}>
                      <a href={link} className="text-break">
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
            <details>
              <summary>{t('textPart')}</summary>
              <pre className="small bg-body-tertiary p-2 text-wrap">{mail.text}</pre>
            </details>
            <details>
              <summary>{t('htmlPart')}</summary>
              <iframe
                title={mail.subject}
                sandbox=""
                srcDoc={mail.html}
                className="w-100 border"
                style={{ height: '32rem' }}
              />
            </details>
          </div>
        </article>
      ))}
    </section>
  );
}
