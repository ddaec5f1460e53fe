import type { Metadata } from 'next';
import Link from 'next/link';
import { TotpEnrolment } from '@/components/ops/account/totp-enrolment';
import { navFor } from '@/lib/server/ops/accounts/operator-dto';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Two-step verification' };

/** /ops/enrol: sets up the second factor (the only page of a session that must enrol first). */
export default async function EnrolPage() {
  const operator = await requireOperator(undefined, { enrolment: true });
  const home = navFor(operator)[0]?.href ?? '/ops/account';
  return (
    <div className="mx-auto" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">Two-step verification</h1>
      {operator.totpEnabled ? (
        <div className="alert alert-success">
          Two-step verification is on for your account. An admin can reset it if you lose your device.{' '}
          <Link href={home}>Go to the console</Link>
        </div>
      ) : (
        <div className="card shadow-sm">
          <div className="card-body p-4">
            <p>
              {operator.mustEnrol
                ? 'Before you can use the console, set up a second step for your login: a 6-digit code from an app on your phone.'
                : 'Protect your login with a second step: a 6-digit code from an app on your phone.'}
            </p>
            <TotpEnrolment home={home} />
          </div>
        </div>
      )}
    </div>
  );
}
