import type { Metadata } from 'next';
import Link from 'next/link';
import { listSiteNames } from '@/lib/server/ops/accounts/site-names';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Your account' };

const ROLE: Record<string, string> = {
  admin: 'Admin: every area',
  moderator: 'Moderator: members, photos and complaints',
  chat: 'Chat operator: the inbox',
};

/** /ops/account: who is logged in, their role and sites, and the state of their second factor. */
export default async function AccountPage() {
  const operator = await requireOperator();
  const sites = await listSiteNames(operator.siteIds);
  return (
    <div style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">Your account</h1>
      <div className="card shadow-sm mb-4">
        <div className="card-body p-4">
          <dl className="row mb-0">
            <dt className="col-sm-4">Name</dt>
            <dd className="col-sm-8">{operator.name}</dd>
            <dt className="col-sm-4">E-mail</dt>
            <dd className="col-sm-8 text-break">{operator.email}</dd>
            <dt className="col-sm-4">Role</dt>
            <dd className="col-sm-8">{ROLE[operator.role] ?? operator.role}</dd>
            <dt className="col-sm-4">Sites</dt>
            <dd className="col-sm-8">{operator.siteIds === null ? 'Every site' : sites.join(', ') || 'None'}</dd>
            <dt className="col-sm-4">Two-step verification</dt>
            <dd className="col-sm-8 mb-0">
              {operator.totpEnabled ? (
                <span className="badge text-bg-success">On</span>
              ) : (
                <>
                  <span className="badge text-bg-warning">Off</span> <Link href="/ops/enrol">Set it up</Link>
                </>
              )}
            </dd>
          </dl>
        </div>
      </div>
      <p className="text-body-secondary small">
        To change your role, sites or password, or to reset two-step verification after losing your device, ask an
        admin.
      </p>
    </div>
  );
}
