import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MailingActions } from '@/components/ops/mailings/mailing-actions';
import { MailingForm } from '@/components/ops/mailings/mailing-form';
import { getMailing } from '@/lib/server/ops/mailings/list-mailings';
import { previewMailing } from '@/lib/server/ops/mailings/send-mailing';
import { listSites } from '@/lib/server/ops/settings/list-sites';
import { orNotFound } from '@/lib/server/ops/settings/or-not-found';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Mailing' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /ops/mailings/{id}: the mailing, its preview as members receive it, and the ways to send it. */
export default async function OpsMailingPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator('mailings');
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  const [mailing, preview, sites] = await Promise.all([
    orNotFound(() => getMailing(operator, id)),
    orNotFound(() => previewMailing(operator, id)),
    listSites(operator),
  ]);
  return (
    <div>
      <h1 className="h3 mb-1">{mailing.subject}</h1>
      <p className="text-body-secondary mb-3">
        Status: <strong>{mailing.status}</strong>
        {mailing.send_at ? ` · send at ${mailing.send_at.slice(0, 16).replace('T', ' ')} UTC` : ''}
        {mailing.recipients !== null ? ` · ${mailing.recipients} recipients` : ''}
      </p>
      <MailingActions mailing={mailing} />
      <div className="row g-4">
        <div className="col-12 col-xl-6">
          <MailingForm
            key={`${mailing.status}:${mailing.subject}:${mailing.body.length}`}
            mailing={mailing}
            allSites={operator.siteIds === null}
            sites={sites.map((s) => ({ id: s.id, name: s.name, domain_language: s.domain_language }))}
          />
        </div>
        <section className="col-12 col-xl-6" aria-labelledby="mailing-preview">
          <h2 id="mailing-preview" className="h5">
            Preview
          </h2>
          <iframe
            title="Preview of the mailing"
            sandbox=""
            srcDoc={preview.html}
            className="w-100 border rounded bg-white"
            style={{ height: '32rem' }}
          />
        </section>
      </div>
    </div>
  );
}
