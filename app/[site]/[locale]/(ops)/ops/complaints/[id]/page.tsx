import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { idParams } from '@/lib/schemas/ops/moderation';
import { AppError } from '@/lib/server/core/errors';
import { getComplaint } from '@/lib/server/ops/moderation/get-complaint';
import { requireOperator } from '@/lib/server/ops/page-session';
import { ComplaintActions } from '@/components/ops/moderation/complaint-actions';
import { ReportedMessages } from '@/components/ops/moderation/reported-messages';

/** A report from a profile carries the profile's address (`/members/<id>`) in its message: the console links the member. */
const REPORTED = /\/members\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

export const metadata: Metadata = { title: 'Complaint', robots: { index: false, follow: false } };

/** /ops/complaints/{id}: the complaint, its status and assignment, and the answer form. */
export default async function ComplaintPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator('moderation');
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const complaint = await getComplaint(operator, parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  const reported = REPORTED.exec(complaint.message)?.[1]?.toLowerCase() ?? null;
  return (
    <section className="container py-4" style={{ maxWidth: '960px' }}>
      <p>
        <Link href="/ops/complaints">← All complaints</Link>
      </p>
      <h1 className="h3">Complaint {complaint.reference}</h1>
      <dl className="row">
        <dt className="col-sm-3">Site</dt>
        <dd className="col-sm-9">{complaint.site.name}</dd>
        <dt className="col-sm-3">From</dt>
        <dd className="col-sm-9">
          {complaint.name} &lt;{complaint.email}&gt;
          {complaint.user_id ? (
            <>
              {' '}
              · <Link href={`/ops/members/${complaint.user_id}`}>member</Link>
            </>
          ) : null}
        </dd>
        {reported ? (
          <>
            <dt className="col-sm-3">Reported member</dt>
            <dd className="col-sm-9">
              <Link href={`/ops/members/${reported}`}>{reported}</Link>
            </dd>
          </>
        ) : null}
        <dt className="col-sm-3">Topic · language</dt>
        <dd className="col-sm-9">
          {complaint.category} · {complaint.locale}
        </dd>
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">
          {complaint.status}
          {complaint.assigned_to ? ` · assigned to ${complaint.assigned_to.name}` : ''}
        </dd>
        <dt className="col-sm-3">Received</dt>
        <dd className="col-sm-9">
          <time dateTime={complaint.created_at}>{complaint.created_at.slice(0, 16).replace('T', ' ')}</time>
        </dd>
      </dl>
      <h2 className="h5">Message</h2>
      <p style={{ whiteSpace: 'pre-wrap' }} className="border rounded p-3 bg-body-tertiary">
        {complaint.message}
      </p>
      {complaint.attached_messages ? (
        <>
          <h2 className="h5">Reported from a chat: the last messages</h2>
          <ReportedMessages messages={complaint.attached_messages} />
        </>
      ) : null}
      {complaint.answer ? (
        <>
          <h2 className="h5">Last answer{complaint.answered_by ? ` by ${complaint.answered_by.name}` : ''}</h2>
          <p style={{ whiteSpace: 'pre-wrap' }} className="border rounded p-3">
            {complaint.answer}
          </p>
        </>
      ) : null}
      <h2 className="h5 mt-4">Handle</h2>
      <ComplaintActions complaint={complaint} operatorId={operator.id} />
    </section>
  );
}
