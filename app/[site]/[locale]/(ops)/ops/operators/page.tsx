import type { Metadata } from 'next';
import { OperatorsAdmin } from '@/components/ops/operators/operators-admin';
import { listOperators } from '@/lib/server/ops/operators/list-operators';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Operators' };

/** /ops/operators (admin): the operators this admin manages; add, change, remove. */
export default async function OperatorsPage() {
  const operator = await requireOperator('operators');
  const { operators, sites } = await listOperators(operator);
  return (
    <>
      <h1 className="h3 mb-3">Operators</h1>
      <p className="text-body-secondary">
        Admins can do everything; moderators handle members, photos and complaints; chat operators answer the inbox.
        Each works on every site or on the sites chosen here. Changing anything but a name ends that operator&apos;s
        sessions at once.
      </p>
      <OperatorsAdmin
        operators={operators}
        sites={sites}
        mayGrantAll={operator.siteIds === null}
        selfId={operator.id}
      />
    </>
  );
}
