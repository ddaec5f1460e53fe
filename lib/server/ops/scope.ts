import 'server-only';
import { inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { AppError } from '@/lib/server/core/errors';
import { OPS_ROLES, type OpsRole } from '@/lib/db/schema';
import type { Operator } from './operator';

/** Whether the operator may see this site (an operator scoped to all sites sees every one, new ones included). */
export function mayViewSite(operator: Pick<Operator, 'siteIds'>, siteId: number): boolean {
  return operator.siteIds === null || operator.siteIds.includes(siteId);
}

/**
 * An object on a site the operator may not see does not exist for them: 404, the same answer as an id that
 * was never used (issue 15 §8), so scoping leaks nothing.
 */
export function assertSiteInScope(operator: Pick<Operator, 'siteIds'>, siteId: number): void {
  if (!mayViewSite(operator, siteId)) throw new AppError('not_found');
}

/** A WHERE condition that keeps a query to the operator's sites (true for operators of every site). */
export function siteScope(operator: Pick<Operator, 'siteIds'>, column: Column): SQL {
  if (operator.siteIds === null) return sql`true`;
  if (operator.siteIds.length === 0) return sql`false`;
  return inArray(column, [...operator.siteIds]);
}

/** The roles that may do what a console area does: admins may do everything. */
export const OPS_AREAS = {
  inbox: ['admin', 'chat'],
  moderation: ['admin', 'moderator'],
  members: ['admin', 'moderator'],
  settings: ['admin'],
  operators: ['admin'],
  audit: ['admin'],
  alerts: ['admin', 'moderator'],
  dashboard: ['admin'],
  personas: ['admin'],
  mailings: ['admin'],
} as const satisfies Record<string, readonly OpsRole[]>;
export type OpsArea = keyof typeof OPS_AREAS;

export function mayUseArea(operator: Pick<Operator, 'role'>, area: OpsArea): boolean {
  return (OPS_AREAS[area] as readonly OpsRole[]).includes(operator.role);
}

/** Every role: the routes any operator may call (who am I, logout, their own account). */
export const ANY_OPS_ROLE: readonly OpsRole[] = OPS_ROLES;
