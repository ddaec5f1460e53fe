import 'server-only';
import type { OpsRole } from '@/lib/db/schema';
import type { OpsAlertKind } from '@/lib/schemas/ops/alerts';

/**
 * Who is notified of what: admins of every notice; moderators also of members who may be under age (they can ban
 * and answer complaints). Chat operators see care flags beside the conversation instead.
 */
export const ALERT_KINDS_BY_ROLE: Record<OpsRole, readonly OpsAlertKind[]> = {
  admin: ['vulnerable_member', 'under_age', 'repeated_reply'],
  moderator: ['under_age'],
  chat: [],
};
