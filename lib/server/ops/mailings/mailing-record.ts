import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { mailings } from '@/lib/db/schema';
import type { MailingKind, MailingStatus, OpsMailing } from '@/lib/schemas/ops/mailings';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '../operator';
import { mayUseArea, mayViewSite } from '../scope';

export type MailingRow = typeof mailings.$inferSelect;

/** The Mailings page is the admins' (the route says so too; the use case checks it again). */
export function assertMailingsAdmin(operator: Operator): void {
  if (!mayUseArea(operator, 'mailings')) throw new AppError('forbidden');
}

/** A mailing for every site (site null) is for admins of every site; one site's, for its admins. */
export function mayViewMailing(operator: Pick<Operator, 'siteIds'>, siteId: number | null): boolean {
  return siteId === null ? operator.siteIds === null : mayViewSite(operator, siteId);
}

export function toOpsMailing(row: MailingRow): OpsMailing {
  return {
    id: row.id,
    site_id: row.siteId,
    kind: row.kind as MailingKind,
    language: row.language,
    subject: row.subject,
    body: row.body,
    status: row.status as MailingStatus,
    send_at: row.sendAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    recipients: row.recipients,
    created_at: row.createdAt.toISOString(),
  };
}

/** The mailing, locked for the change when `forUpdate`; out of the operator's reach it does not exist (404). */
export async function mailingInReach(
  db: Db | Tx,
  operator: Operator,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MailingRow> {
  assertMailingsAdmin(operator);
  const query = db.select().from(mailings).where(eq(mailings.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || !mayViewMailing(operator, row.siteId)) throw new AppError('not_found');
  return row;
}

/** Only a draft may be edited, deleted or sent. */
export function assertDraft(row: MailingRow): void {
  if (row.status !== 'draft') throw new AppError('mailing_not_draft');
}
