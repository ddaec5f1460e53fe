import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { idParams } from '@/lib/schemas/ops/moderation';
import { AppError } from '@/lib/server/core/errors';
import { getMember } from '@/lib/server/ops/members/get-member';
import { requireOperator } from '@/lib/server/ops/page-session';
import { MemberActions } from '@/components/ops/members/member-actions';

export const metadata: Metadata = { title: 'Member', robots: { index: false, follow: false } };

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** /ops/members/{id}: the member's account, money, complaints and flags, the data export, and the actions. */
export default async function MemberPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator('members');
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const { member } = await getMember(operator, parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  const refundable = member.orders
    .filter((o) => o.status === 'paid' && o.flag === null)
    .map((o) => ({
      id: o.id,
      label: `${o.package} (${o.credits} credits, ${(o.amount / 100).toFixed(2)} ${o.currency})`,
    }));
  return (
    <section className="container py-4" style={{ maxWidth: '1100px' }}>
      <p>
        <Link href="/ops/members">← Member search</Link>
      </p>
      <h1 className="h3 text-break">{member.profile?.name ?? member.email}</h1>
      {member.status === 'banned' ? (
        <p className="alert alert-danger">
          Banned {when(member.banned_at)}: {member.ban_reason}
        </p>
      ) : null}
      <div className="row g-4">
        <div className="col-lg-6">
          <h2 className="h5">Account</h2>
          <dl className="row mb-0">
            <dt className="col-5">Id</dt>
            <dd className="col-7 text-break">{member.id}</dd>
            <dt className="col-5">E-mail</dt>
            <dd className="col-7 text-break">{member.email}</dd>
            <dt className="col-5">Site</dt>
            <dd className="col-7">{member.site.name}</dd>
            <dt className="col-5">Status</dt>
            <dd className="col-7">{member.status}</dd>
            <dt className="col-5">Language</dt>
            <dd className="col-7">{member.language}</dd>
            <dt className="col-5">Signed up</dt>
            <dd className="col-7">{when(member.signup_date)}</dd>
            <dt className="col-5">Last active</dt>
            <dd className="col-7">{when(member.last_active_at)}</dd>
            <dt className="col-5">Credits</dt>
            <dd className="col-7">{member.credits}</dd>
            <dt className="col-5">Premium</dt>
            <dd className="col-7">{member.paid_user ? 'yes' : 'no'}</dd>
          </dl>
        </div>
        <div className="col-lg-6">
          <h2 className="h5">Actions</h2>
          <MemberActions memberId={member.id} status={member.status} refundable={refundable} />
        </div>
      </div>
      <h2 className="h5 mt-4">Orders</h2>
      {member.orders.length === 0 ? (
        <p>No orders.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Package</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {member.orders.map((o) => (
                <tr key={o.id}>
                  <td>{when(o.created_at)}</td>
                  <td>
                    {o.package} ({o.credits})
                  </td>
                  <td>
                    {(o.amount / 100).toFixed(2)} {o.currency}
                  </td>
                  <td>{o.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="h5 mt-4">Complaints filed</h2>
      {member.complaints.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {member.complaints.map((c) => (
            <li key={c.id}>
              <Link href={`/ops/complaints/${c.id}`}>{c.reference}</Link> · {c.category} · {c.status}
            </li>
          ))}
        </ul>
      )}
      <h2 className="h5 mt-4">Care flags</h2>
      {member.flags.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {member.flags.map((f) => (
            <li key={f.id}>
              {f.reason} · {when(f.created_at)} · {f.resolved_at ? `resolved ${when(f.resolved_at)}` : 'open'}
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4">
        <summary>Data export (what the member can download)</summary>
        <pre className="small border rounded p-3 mt-2" style={{ maxHeight: '60vh', overflow: 'auto' }} tabIndex={0}>
          {JSON.stringify(member.export, null, 2)}
        </pre>
      </details>
    </section>
  );
}
