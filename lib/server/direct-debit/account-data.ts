import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { directDebitRequests, oneTimeCodes, smsOutbox } from '@/lib/db/schema';

/** The data export (GDPR Art. 15): every direct-debit request with the consent given, as it was stored. */
export async function exportDirectDebitData(db: Db | Tx, userId: string) {
  const rows = await db
    .select()
    .from(directDebitRequests)
    .where(eq(directDebitRequests.userId, userId))
    .orderBy(asc(directDebitRequests.createdAt));
  return rows.map((r) => ({
    status: r.status,
    package: r.packageKey,
    order: r.orderId,
    account_holder: r.holder,
    iban: r.ibanMasked,
    address: { street: r.street, house_number: r.houseNumber, zip: r.zip, city: r.city },
    phone: r.phone,
    mandate_reference: r.mandateReference,
    consent: { version: r.consentVersion, language: r.consentLocale, text: r.consentText },
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * The erase job (after 14 days): the text messages and one-time codes go, and so do the address and phone of each
 * request. The mandate's evidence stays for the books and disputes (SEPA asks creditors to keep it 14 months after
 * the last collection): the holder's name, the masked IBAN, the reference and the consent text, on the
 * pseudonymised account.
 */
export async function eraseDirectDebitData(tx: Tx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.delete(smsOutbox).where(inArray(smsOutbox.userId, userIds));
  await tx.delete(oneTimeCodes).where(inArray(oneTimeCodes.userId, userIds));
  await tx
    .update(directDebitRequests)
    .set({ street: '', houseNumber: '', zip: '', city: '', phone: '' })
    .where(inArray(directDebitRequests.userId, userIds));
}
