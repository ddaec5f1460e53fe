import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { paymentCustomers, profiles, users } from '@/lib/db/schema';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { paymentProvider } from '@/lib/server/integrations/payments';

/**
 * The member's one customer at the provider (`cst_…`). Concurrent first calls send the same Idempotency-Key
 * (`customer:<member>`), so the provider makes one customer, and the primary key on payment_customers keeps
 * one row: whoever inserts second reads the first's.
 */
export async function ensureProviderCustomer(viewer: Pick<Viewer, 'id'>): Promise<string> {
  const db = await getDb();
  const existing = async () => {
    const [row] = await db
      .select({ id: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, viewer.id));
    return row?.id ?? null;
  };
  const known = await existing();
  if (known) return known;
  const [member] = await db
    .select({ email: users.email, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, viewer.id));
  if (!member) throw new AppError('authentication_required');
  const customer = await paymentProvider().createCustomer({
    name: member.name ?? '',
    email: member.email,
    metadata: { user_id: viewer.id },
    idempotencyKey: `customer:${viewer.id}`,
  });
  await db
    .insert(paymentCustomers)
    .values({ userId: viewer.id, providerCustomerId: customer.id, createdAt: now() })
    .onConflictDoNothing();
  const stored = await existing();
  if (!stored) throw new Error('payment customer not stored');
  return stored;
}
