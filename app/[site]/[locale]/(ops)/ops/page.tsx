import { redirect } from 'next/navigation';
import { homeFor } from '@/lib/server/ops/accounts/operator-dto';
import { requireOperator } from '@/lib/server/ops/page-session';

/** /ops: the first area of the console the operator's role may use. */
export default async function OpsHome() {
  const operator = await requireOperator();
  redirect(homeFor(operator));
}
