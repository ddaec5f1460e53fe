import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OpsLoginForm } from '@/components/ops/account/ops-login-form';
import { homeFor } from '@/lib/server/ops/accounts/operator-dto';
import { pageOperator } from '@/lib/server/ops/page-session';
import { safeOpsNext } from '@/lib/utils/ops-next';

export const metadata: Metadata = { title: 'Log in' };

/** /ops/login: e-mail and password, then the six-digit code when the server asks; back to `next` (an /ops path) after. */
export default async function OpsLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = safeOpsNext(typeof next === 'string' ? next : undefined);
  const operator = await pageOperator();
  if (operator) redirect(operator.mustEnrol ? '/ops/enrol' : (target ?? homeFor(operator)));
  return (
    <div className="mx-auto py-3 py-lg-5" style={{ maxWidth: '26rem' }}>
      <h1 className="h3 mb-3">Log in to the console</h1>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <OpsLoginForm next={target} />
        </div>
      </div>
    </div>
  );
}
