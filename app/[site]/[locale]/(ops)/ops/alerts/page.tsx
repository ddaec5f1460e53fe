import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { AlertActions } from '@/components/ops/alerts/alert-actions';
import { alertListQuery, type OpsAlertKind } from '@/lib/schemas/ops/alerts';
import { listAlerts } from '@/lib/server/ops/alerts/list-alerts';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Alerts', robots: { index: false, follow: false } };

const KIND_LABEL: Record<OpsAlertKind, string> = {
  vulnerable_member: 'Member may be vulnerable',
  under_age: 'Member may be under age',
  repeated_reply: 'Reply repeated across members',
};

const REASON_LABEL: Record<string, string> = {
  lonely: 'says they are lonely',
  debt: 'says they are in debt',
  under_age: 'says they are under age',
  spending: 'bought many credits within 24 hours',
};

const searchSchema = z.object({ state: z.string().optional() });

/**
 * /ops/alerts: what the console tells admins (and moderators, of members who may be under age): members flagged
 * as vulnerable by the inbox, and operators' replies repeated across members. Newest first; open ones by default.
 */
export default async function AlertsPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const operator = await requireOperator('alerts');
  const raw = searchSchema.safeParse(await searchParams);
  const parsed = alertListQuery.safeParse({ state: raw.success ? raw.data.state || undefined : undefined });
  const state = parsed.success ? (parsed.data.state ?? 'open') : 'open';
  const { alerts, open } = await listAlerts(operator, { state });
  return (
    <section className="container py-4">
      <h1 className="h3">Alerts</h1>
      <p className="text-body-secondary">
        {open === 0 ? 'Nothing waits for you.' : `${open} open.`} Members flagged as vulnerable get the site&apos;s care
        warning with every answer until their flag is resolved.
      </p>
      <nav aria-label="Which alerts" className="mb-3 d-flex gap-3">
        <Link href="/ops/alerts" aria-current={state === 'open' ? 'page' : undefined}>
          Open
        </Link>
        <Link href="/ops/alerts?state=all" aria-current={state === 'all' ? 'page' : undefined}>
          All
        </Link>
      </nav>
      {alerts.length === 0 ? (
        <p>No {state === 'open' ? 'open ' : ''}alerts.</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3">
          {alerts.map((a) => (
            <li key={a.id} className="card">
              <div className="card-body">
                <h2 className="h6 mb-1">{KIND_LABEL[a.kind]}</h2>
                <p className="mb-2 small text-body-secondary">
                  {a.site?.name ?? 'All sites'} ·{' '}
                  <time dateTime={a.created_at}>{a.created_at.slice(0, 16).replace('T', ' ')} UTC</time>
                </p>
                {a.member ? (
                  <p className="mb-2">
                    <Link href={`/ops/members/${a.member.id}`}>{a.member.name ?? 'Member'}</Link>
                    {a.reason ? ` ${REASON_LABEL[a.reason] ?? a.reason}` : ''}
                    {a.kind !== 'repeated_reply' ? (a.flag_open ? ' (flag open)' : ' (flag resolved)') : ''}
                  </p>
                ) : null}
                {a.handled_at ? (
                  <p className="mb-0 small">
                    Handled by {a.handled_by ?? 'an operator'} at {a.handled_at.slice(0, 16).replace('T', ' ')} UTC
                  </p>
                ) : (
                  <AlertActions id={a.id} canResolve={a.kind !== 'repeated_reply' && a.flag_open} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
