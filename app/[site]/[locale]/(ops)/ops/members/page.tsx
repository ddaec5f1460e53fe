import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { memberSearchQuery } from '@/lib/schemas/ops/moderation';
import { searchMembers } from '@/lib/server/ops/members/search-members';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Members', robots: { index: false, follow: false } };

const searchSchema = z.object({ q: z.string().optional() });

/** /ops/members?q=: search the operator's sites' members by e-mail, name or id. */
export default async function MembersPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const operator = await requireOperator('members');
  const raw = searchSchema.safeParse(await searchParams);
  const parsed = memberSearchQuery.safeParse({ q: raw.success ? (raw.data.q ?? '') : '' });
  const q = parsed.success ? parsed.data.q : '';
  const members = parsed.success ? await searchMembers(operator, q) : null;
  return (
    <section className="container py-4">
      <h1 className="h3">Members</h1>
      <form className="row g-2 align-items-end mb-3" method="get" role="search">
        <div className="col-sm-8 col-md-6">
          <label className="form-label" htmlFor="member-q">
            E-mail, name or id
          </label>
          <input id="member-q" name="q" type="search" className="form-control" defaultValue={q} required />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
      </form>
      {members === null ? null : members.length === 0 ? (
        <p>No member matches “{q}”.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">Members matching {q}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Site</th>
                <th scope="col">Status</th>
                <th scope="col">Credits</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <td>
                    {m.fictional ? (
                      <>
                        {m.name ?? '—'} <span className="badge text-bg-secondary">fictional</span>
                      </>
                    ) : (
                      <Link href={`/ops/members/${m.id}`}>{m.name ?? m.id}</Link>
                    )}
                  </td>
                  <td className="text-break">{m.email}</td>
                  <td>{m.site.key}</td>
                  <td>{m.status}</td>
                  <td>{m.credits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
