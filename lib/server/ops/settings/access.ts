import 'server-only';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '../operator';
import { mayUseArea } from '../scope';

/** The settings area is the admins' (the route says so too; the use case checks it again). */
export function assertSettingsAdmin(operator: Operator): void {
  if (!mayUseArea(operator, 'settings')) throw new AppError('forbidden');
}

/**
 * What only an admin of every site may do: create sites and companies, edit companies and the packages and
 * prices every site sells. A site-scoped admin edits only their own sites and their content.
 */
export function assertAllSitesAdmin(operator: Operator): void {
  assertSettingsAdmin(operator);
  if (operator.siteIds !== null) throw new AppError('forbidden');
}
