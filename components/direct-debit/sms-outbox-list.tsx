import { getTranslations } from 'next-intl/server';
import type { OutboxSms } from '@/lib/schemas/direct-debit';

/** The text messages of the embedded SMS outbox, on the secret /dev/outbox page beside the mails. */
export async function SmsOutboxList({ messages }: { messages: OutboxSms[] }) {
  const t = await getTranslations('DirectDebit.outbox');
  return (
    <section aria-labelledby="sms-outbox-title" className="mb-4">
      <h2 id="sms-outbox-title" className="h4">
        {t('title')}
      </h2>
      {messages.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className="list-group">
        {messages.map((sms) => (
          <li key={sms.id} className="list-group-item" data-testid="outbox-sms">
            <p className="small text-body-secondary mb-1">
              {t('to')} <span data-sms-to="">{sms.to}</span> · <time dateTime={sms.createdAt}>{sms.createdAt}</time>
            </p>
            <p className="mb-0" data-sms-text="">
              {sms.text}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
