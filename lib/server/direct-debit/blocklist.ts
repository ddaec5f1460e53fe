import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { directDebitBlocklist } from '@/lib/db/schema';
import { uuidv7 } from '@/lib/utils/uuid';

export type BlockKind = 'iban' | 'phone';

/** Whether an IBAN (electronic format) or a phone (E.164) is on the blocked list. */
export async function isBlocked(db: Db | Tx, kind: BlockKind, value: string): Promise<boolean> {
  const [row] = await db
    .select({ id: directDebitBlocklist.id })
    .from(directDebitBlocklist)
    .where(and(eq(directDebitBlocklist.kind, kind), eq(directDebitBlocklist.value, value)));
  return row !== undefined;
}

/**
 * The demo's blocked entries (README "Direct debit"), valid numbers so that they pass every other check and are
 * refused only by the list: a Dutch test IBAN and a German one, and a Dutch and a German mobile number.
 */
export const DEMO_BLOCKLIST: readonly { kind: BlockKind; value: string; reason: string }[] = [
  { kind: 'iban', value: 'NL02ABNA0123456789', reason: 'demo: chargebacks' },
  { kind: 'iban', value: 'DE89370400440532013000', reason: 'demo: reported stolen' },
  { kind: 'phone', value: '+31612345678', reason: 'demo: abuse' },
  { kind: 'phone', value: '+4915123456789', reason: 'demo: abuse' },
];

export async function seedDirectDebitBlocklist(db: Db): Promise<void> {
  await db
    .insert(directDebitBlocklist)
    .values(DEMO_BLOCKLIST.map((e) => ({ id: uuidv7(), ...e })))
    .onConflictDoNothing();
}
