import Link from 'next/link';
import type { InboxPage } from '@/lib/schemas/ops/inbox';
import { formatWait } from './waited';

/**
 * The operators' queue: who waits for which persona on which site and for how long; members who asked whether
 * the profile is real come first and are marked. A table at 1280 px, stacked rows at 390 px (Bootstrap's
 * responsive table).
 */
export function InboxTable({ page, cursor }: { page: InboxPage; cursor: string | null }) {
  if (page.conversations.length === 0)
    return <p className="alert alert-success">Nobody is waiting for an answer. Well done.</p>;
  return (
    <>
      <div className="table-responsive">
        <table className="table table-hover align-middle">
          <caption className="visually-hidden">Conversations waiting for an answer, the most urgent first</caption>
          <thead>
            <tr>
              <th scope="col">Waiting</th>
              <th scope="col">Member</th>
              <th scope="col">Persona</th>
              <th scope="col">Site</th>
              <th scope="col">Claimed by</th>
              <th scope="col">
                <span className="visually-hidden">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.conversations.map((c) => (
              <tr key={c.id} className={c.honesty ? 'table-warning' : undefined}>
                <td>
                  {c.honesty ? (
                    <span className="badge text-bg-danger me-2" title="The member asked whether the profile is real">
                      Asks: are you real?
                    </span>
                  ) : null}
                  <time dateTime={c.waiting_since}>{formatWait(c.waited_seconds)}</time>
                </td>
                <td>
                  {c.member.name} <span className="badge text-bg-light">{c.member.language.toUpperCase()}</span>
                </td>
                <td>
                  {c.persona.name} <span className="text-body-secondary small">({c.persona.label})</span>
                </td>
                <td>{c.site.name}</td>
                <td>{c.claimed_by ? (c.claimed_by.mine ? 'You' : c.claimed_by.name) : '—'}</td>
                <td>
                  <Link className="btn btn-sm btn-primary" href={`/ops/inbox/${c.id}`}>
                    Open<span className="visually-hidden"> the conversation with {c.member.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Inbox pages" className="d-flex gap-2">
        {cursor ? (
          <Link className="btn btn-outline-secondary" href="/ops/inbox">
            First page
          </Link>
        ) : null}
        {page.next_cursor ? (
          <Link className="btn btn-outline-secondary" href={`/ops/inbox?cursor=${page.next_cursor}`}>
            Next page
          </Link>
        ) : null}
      </nav>
    </>
  );
}
