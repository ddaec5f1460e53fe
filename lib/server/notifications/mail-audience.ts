import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationSwitch } from '@/lib/schemas/notifications';
import { SWITCH_COLUMNS, DEFAULT_PREFERENCES } from './notification-columns';
import { notificationPrefs } from '@/lib/db/schema';

/**
 * The SQL side of activityMailRecipient, for scans over many members (alias `u` for users): a member account
 * (never staff or a fictional profile) in `status`, mail not suppressed, notifications not disabled, and the
 * switch on (its column default where the member never saved a choice). The mail job checks again with
 * activityMailRecipient when it runs, so a change in between is respected.
 */
export function mailAudience(kind: NotificationSwitch, status: 'active' | 'not_confirmed' = 'active'): SQL {
  const column = sql.identifier(notificationPrefs[SWITCH_COLUMNS[kind]].name);
  const fallback = DEFAULT_PREFERENCES[kind];
  return sql`u.status = ${status} and u.role in ('member', 'demo') and not u.fictional
    and u.mail_suppressed is null and cardinality(u.notifications_disabled) = 0
    and coalesce((select np.${column} from ${notificationPrefs} np where np.user_id = u.id), ${fallback})`;
}
