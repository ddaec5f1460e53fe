import 'server-only';
import { pushJobHandler } from '@/lib/server/push/send-push';
import { sendMailingMail, startMailing } from '@/lib/server/ops/mailings/deliver-mailing';
import { scanReminders, sendConfirmReminder, sendProfileReminder } from '@/lib/server/notifications/profile-reminders';
import { scanUnreadReminders, sendUnreadReminder } from '@/lib/server/notifications/unread-reminders';
import { scanWeeklyUpdates, sendWeeklyUpdate } from '@/lib/server/notifications/weekly-updates';
import { pruneOldRows } from './prune';

/**
 * One kind of background job: runs with the job's payload; a throw retries it later (lib/server/jobs/worker.ts).
 * `attempts` counts this run (1 the first time). A handler may run again after a crash (at least once), so it
 * must be safe to repeat: check the state it changes, or queue its effects with dedupe keys.
 */
export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

/** Every job kind the workers run, by name (issue 16 §6). One line per kind; the handler lives in its domain's room. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  push: pushJobHandler,
  prune: async () => void (await pruneOldRows()),
  scan_unread_reminders: async (p) => void (await scanUnreadReminders(p)),
  unread_reminder_mail: sendUnreadReminder,
  scan_weekly_updates: async (p) => void (await scanWeeklyUpdates(p)),
  weekly_update_mail: sendWeeklyUpdate,
  scan_reminders: async (p) => void (await scanReminders(p)),
  confirm_reminder_mail: sendConfirmReminder,
  profile_reminder_mail: sendProfileReminder,
  mailing_start: startMailing,
  mailing_mail: sendMailingMail,
};
