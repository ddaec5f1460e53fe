import type { Metadata } from 'next';
import Link from 'next/link';
import { CannedRepliesEditor } from '@/components/ops/inbox/canned-replies-editor';
import { listCannedReplies } from '@/lib/server/ops/canned/canned-replies';
import { requireOperator } from '@/lib/server/ops/page-session';
import { personaSites } from '@/lib/server/ops/personas/persona-sites';

export const metadata: Metadata = { title: 'Canned replies' };

/** /ops/inbox/replies: the canned replies per language (chat operators read, admins write). */
export default async function CannedRepliesPage() {
  const operator = await requireOperator('inbox');
  const [{ canned_replies: replies }, sites] = await Promise.all([
    listCannedReplies(operator, {}),
    personaSites(operator),
  ]);
  return (
    <section aria-labelledby="replies-title">
      <p className="mb-2">
        <Link href="/ops/inbox">← Back to the inbox</Link>
      </p>
      <h1 id="replies-title" className="h3">
        Canned replies
      </h1>
      <CannedRepliesEditor replies={replies} sites={sites} canWrite={operator.role === 'admin'} />
    </section>
  );
}
