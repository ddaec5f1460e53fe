import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { getDb, type Tx } from '@/lib/db/client';
import {
  alertDismissals,
  blocks,
  complaints,
  conversationMembers,
  discountCodes,
  idempotencyKeys,
  likes,
  mailOutbox,
  messages,
  notificationPrefs,
  chatPhotos,
  paymentMandates,
  photos,
  photoUnlocks,
  profileInterests,
  profiles,
  pushSubscriptions,
  spendLimits,
  tokens,
  users,
} from '@/lib/db/schema';
import { now, nowMs } from '@/lib/server/core/clock';
import { runInBackground } from '@/lib/server/core/background';
import { log } from '@/lib/server/core/log';
import { eraseDirectDebitData } from '@/lib/server/direct-debit/account-data';
import { photoOrigin, removePhotoObjects } from '@/lib/server/photos/photo-store';

/** Accounts erased per transaction: small enough to keep locks short, large enough to catch up quickly. */
export const ERASE_BATCH = 50;
/** How often the server process looks for accounts past their 14 days. */
export const ERASE_INTERVAL_MS = 10 * 60_000;

/** Claims up to `limit` accounts whose 14 days are over; rows another worker holds are skipped, not waited for. */
async function claim(tx: Tx, limit: number): Promise<string[]> {
  const cutoff = new Date(nowMs() - REACTIVATION_DAYS * 86_400_000);
  const result = await tx.execute(sql`
    select id from ${users}
    where status = 'deleted' and erased_at is null and deleted_at <= ${cutoff}
    order by deleted_at limit ${limit}
    for update skip locked`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

async function eraseBatch(limit: number): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids = await claim(tx, limit);
    if (ids.length === 0) return 0;
    const at = now();
    const gone = await tx
      .delete(photos)
      .where(inArray(photos.userId, ids))
      .returning({ id: photos.id, storageKey: photos.storageKey });
    // Photos sent in chats (issue 16 §2) go with the member's messages; their files below.
    const goneChat = await tx
      .delete(chatPhotos)
      .where(inArray(chatPhotos.userId, ids))
      .returning({ id: chatPhotos.id, storageKey: chatPhotos.storageKey });
    await tx.delete(profileInterests).where(inArray(profileInterests.userId, ids));
    await tx.delete(tokens).where(inArray(tokens.userId, ids));
    await tx.delete(notificationPrefs).where(inArray(notificationPrefs.userId, ids));
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids));
    // Queued and sent mails hold the address, the name and links: none of it is needed any more.
    await tx.delete(mailOutbox).where(inArray(mailOutbox.userId, ids));
    // What the member wrote goes, and their side of each conversation; the other member keeps their own messages with a "former member".
    await tx.delete(messages).where(inArray(messages.senderId, ids));
    await tx.delete(conversationMembers).where(inArray(conversationMembers.userId, ids));
    // Who blocked whom is about the member too; nobody can reach an erased account anyway.
    await tx.delete(blocks).where(or(inArray(blocks.blockerId, ids), inArray(blocks.blockedId, ids)));
    // Likes and photo unlocks, both ways, say whom the member liked and looked at. The ledger entries that paid for
    // unlocks stay (append-only, pointing at the pseudonymous account); photo_unlocks only referenced them.
    await tx.delete(likes).where(or(inArray(likes.likerId, ids), inArray(likes.likedId, ids)));
    await tx.delete(photoUnlocks).where(or(inArray(photoUnlocks.viewerId, ids), inArray(photoUnlocks.ownerId, ids)));
    await tx.delete(alertDismissals).where(inArray(alertDismissals.userId, ids));
    await eraseDirectDebitData(tx, ids);
    // Their partners' unread counts counted only messages from them, which are gone now.
    await tx.update(conversationMembers).set({ unreadCount: 0 }).where(inArray(conversationMembers.otherUserId, ids));
    // Stored answers of the member's retried requests are sealed copies of profile and settings data; their 24-hour prune is only occasional.
    await tx.delete(idempotencyKeys).where(
      inArray(
        idempotencyKeys.scope,
        ids.map((id) => `u:${id}`),
      ),
    );
    // Complaints stay as the operator's record of how they were handled, without who sent them.
    await tx
      .update(complaints)
      .set({ name: '', email: sql`'erased-' || ${complaints.userId}::text || '@invalid'` })
      .where(inArray(complaints.userId, ids));
    await tx
      .update(discountCodes)
      .set({ status: 'revoked' })
      .where(and(inArray(discountCodes.userId, ids), eq(discountCodes.status, 'active')));
    // Orders, redemptions, the provider customer id and the ledger stay for the books (issue 14 §9), pointing at the
    // pseudonymous account; a mandate's label (the IBAN's or card's last four) goes and it can charge nothing more.
    await tx
      .update(paymentMandates)
      .set({ label: '', status: 'revoked', revokedAt: at })
      .where(inArray(paymentMandates.userId, ids));
    await tx.delete(spendLimits).where(inArray(spendLimits.userId, ids));
    // The profile row stays (other members' conversations may point at it) with nothing left in it.
    await tx
      .update(profiles)
      .set({
        name: '',
        gender: null,
        seeking: null,
        sexuality: null,
        birthDate: null,
        country: null,
        region: null,
        latitude: null,
        longitude: null,
        hairColour: null,
        eyeColour: null,
        bodyType: null,
        relationshipStatus: null,
        tattoos: null,
        reason: null,
        about: '',
        tagline: '',
        status: 'disabled',
        mainPhotoId: null,
        skinTone: null,
        specialConsentAt: null,
        specialConsentVersion: null,
        updatedAt: at,
      })
      .where(inArray(profiles.userId, ids));
    // The user row stays as the pseudonym the ledger (credit_entries) and future transactions point at.
    await tx
      .update(users)
      .set({
        email: sql`'erased-' || ${users.id}::text || '@invalid'`,
        passwordHash: null,
        trafficSource: null,
        notificationsDisabled: [],
        mailSuppressed: null,
        deletionRemarks: null,
        invisible: true,
        lastActiveAt: null,
        erasedAt: at,
        updatedAt: at,
      })
      .where(inArray(users.id, ids));
    // Inside the transaction: if a file cannot be removed, nothing is marked erased and the next run tries again.
    for (const photo of [...gone, ...goneChat]) await removePhotoObjects(photo.id, photoOrigin(photo.storageKey));
    return ids.length;
  });
}

/**
 * GDPR erasure 14 days after a deletion (spec §4, reliability catalogue GDPR-02/03): profile data,
 * interests, photos (rows and files), tokens, preferences, mails and stored idempotent answers go; the e-mail is replaced by
 * `erased-<id>@invalid`, the password hash dropped; credit_entries keep pointing at the now
 * pseudonymous user. Rows are claimed with FOR UPDATE SKIP LOCKED in batches, so any number of
 * instances (and the cron script) can run it at once without erasing one account twice, and a second
 * run finds nothing left to do. Returns how many accounts it erased.
 */
export async function eraseDeletedAccounts(options: { batch?: number } = {}): Promise<number> {
  const batch = options.batch ?? ERASE_BATCH;
  let total = 0;
  for (;;) {
    const erased = await eraseBatch(batch);
    total += erased;
    if (erased < batch) return total;
  }
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;

function sweep(): void {
  if (running) return;
  running = runInBackground('erase-deleted-accounts', async () => {
    const erased = await eraseDeletedAccounts();
    if (erased > 0) log('info', 'deleted accounts erased', { erased });
  }).finally(() => {
    running = undefined;
  });
}

/** The server process erases due accounts at start and every ERASE_INTERVAL_MS (cron deployments can also run `npm run jobs:erase`). */
export function startEraseSweeper(): void {
  if (timer) return;
  sweep();
  timer = setInterval(sweep, ERASE_INTERVAL_MS);
  timer.unref();
}
