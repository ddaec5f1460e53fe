import type { Metadata } from 'next';
import Link from 'next/link';
import { InboxLive } from '@/components/ops/inbox/inbox-live';
import { InboxTable } from '@/components/ops/inbox/inbox-table';
import { inboxQuerySchema } from '@/lib/schemas/ops/inbox';
import { listInbox } from '@/lib/server/ops/inbox/list-inbox';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Inbox' };

/** /ops/inbox: the conversations waiting for a persona's answer (admins and chat operators, their sites). */
export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const operator = await requireOperator('inbox');
  const parsed = inboxQuerySchema.safeParse({ cursor: (await searchParams).cursor });
  const cursor = parsed.success ? (parsed.data.cursor ?? null) : null;
  // A cursor that does not parse (an edited address) shows the first page.
  const page = await listInbox(operator, cursor ? { cursor } : {}).catch(() => listInbox(operator, {}));
  return (
    <section aria-labelledby="inbox-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 id="inbox-title" className="h3 mb-0">
          Inbox
        </h1>
        <div className="d-flex gap-2">
          <InboxLive />
          <Link className="btn btn-outline-secondary btn-sm" href="/ops/inbox/replies">
            Canned replies
          </Link>
          <Link className="btn btn-outline-primary btn-sm" href={cursor ? `/ops/inbox?cursor=${cursor}` : '/ops/inbox'}>
            Refresh
          </Link>
        </div>
      </div>
      <InboxTable page={page} cursor={cursor} />
    </section>
  );
}
