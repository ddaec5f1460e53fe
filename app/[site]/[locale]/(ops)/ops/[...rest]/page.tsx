import { notFound } from 'next/navigation';
import { requireOperator } from '@/lib/server/ops/page-session';

/** Any other /ops path: the console's own 404 (after the login, so the console's map is not told to visitors). */
export default async function OpsUnknown() {
  await requireOperator();
  notFound();
}
