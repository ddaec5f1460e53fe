import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { memberFlags, operators, opsAlerts, profiles, sites } from '@/lib/db/schema';
import type { AlertListQuery, OpsAlert, OpsAlertKind } from '@/lib/schemas/ops/alerts';
import type { Operator } from '../operator';
import { siteScope } from '../scope';
import { ALERT_KINDS_BY_ROLE } from './alert-kinds';

const PAGE = 100;

/** The notices an operator is told of: their role's kinds, on their sites (notices without a site: all-sites operators). */
function alertScope(operator: Operator, kinds: readonly OpsAlertKind[]) {
  const sitesOk =
    operator.siteIds === null ? sql`true` : and(isNotNull(opsAlerts.siteId), siteScope(operator, opsAlerts.siteId));
  return and(inArray(opsAlerts.kind, [...kinds]), sitesOk);
}

/** How many notices wait for the operator (the navigation's badge). */
export async function countOpenAlerts(operator: Operator): Promise<number> {
  const kinds = ALERT_KINDS_BY_ROLE[operator.role];
  if (kinds.length === 0) return 0;
  const db = await getDb();
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(opsAlerts)
    .where(and(alertScope(operator, kinds), isNull(opsAlerts.seenAt)));
  return count?.n ?? 0;
}

/**
 * GET /api/ops/alerts: the notices of the operator's role on the operator's sites, newest first (at most 100),
 * open ones only unless `state=all`; `open` counts every open one (the navigation's badge).
 */
export async function listAlerts(
  operator: Operator,
  query: AlertListQuery,
): Promise<{ alerts: OpsAlert[]; open: number }> {
  const kinds = ALERT_KINDS_BY_ROLE[operator.role].filter((k) => !query.kind || k === query.kind);
  if (kinds.length === 0) return { alerts: [], open: 0 };
  const db = await getDb();
  const handler = alias(operators, 'handler');
  const scoped = alertScope(operator, kinds);
  const rows = await db
    .select({
      id: opsAlerts.id,
      kind: opsAlerts.kind,
      siteId: opsAlerts.siteId,
      siteName: sites.name,
      userId: opsAlerts.userId,
      memberName: profiles.name,
      payload: opsAlerts.payload,
      createdAt: opsAlerts.createdAt,
      seenAt: opsAlerts.seenAt,
      seenBy: handler.name,
      flagOpen: sql<boolean>`exists (select 1 from ${memberFlags} where ${memberFlags.userId} = ${opsAlerts.userId}
        and ${memberFlags.reason} = ${opsAlerts.payload}->>'reason' and ${memberFlags.resolvedAt} is null)`,
    })
    .from(opsAlerts)
    .leftJoin(sites, eq(sites.id, opsAlerts.siteId))
    .leftJoin(profiles, eq(profiles.userId, opsAlerts.userId))
    .leftJoin(handler, eq(handler.id, opsAlerts.seenBy))
    .where(query.state === 'all' ? scoped : and(scoped, isNull(opsAlerts.seenAt)))
    .orderBy(desc(opsAlerts.createdAt), desc(opsAlerts.id))
    .limit(PAGE);
  return {
    open: await countOpenAlerts(operator),
    alerts: rows.map((r) => ({
      id: r.id,
      kind: r.kind as OpsAlertKind,
      site: r.siteId === null ? null : { id: r.siteId, name: r.siteName ?? String(r.siteId) },
      member: r.userId === null ? null : { id: r.userId, name: r.memberName },
      reason: typeof r.payload.reason === 'string' ? r.payload.reason : null,
      message_id: typeof r.payload.message_id === 'string' ? r.payload.message_id : null,
      created_at: r.createdAt.toISOString(),
      handled_at: r.seenAt?.toISOString() ?? null,
      handled_by: r.seenBy,
      flag_open: Boolean(r.flagOpen),
    })),
  };
}
