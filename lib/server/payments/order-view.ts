import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { discountCodes, orders, packages } from '@/lib/db/schema';
import type { PaymentMethod } from '@/lib/config/payments';
import type { Order, Receipt } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { getSite } from '@/lib/server/sites/get-site';
import { siteKeyById } from './pricing';

export type OrderRow = typeof orders.$inferSelect & { packageKey: string; discountCode: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const FINAL = new Set(['paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back']);

/** The order as the API shows it; the checkout link only while it can still be paid. */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    status: row.status as Order['status'],
    package: row.packageKey,
    credits: row.credits,
    currency: row.currency,
    list_amount: row.listAmount,
    discount_amount: row.discountAmount,
    amount: row.amount,
    method: row.method as PaymentMethod,
    discount_code: row.discountCode,
    checkout_url: FINAL.has(row.status) ? null : row.checkoutUrl,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Orders with their package key and code, newest first. */
export async function orderRows(db: Db | Tx, where: SQL | undefined): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders, packageKey: packages.key, discountCode: discountCodes.code })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({ ...r.order, packageKey: r.packageKey, discountCode: r.discountCode }));
}

/** The member's own order, or the one 404 for every hidden case (another member's, a malformed or unknown id). */
export async function ownOrderRow(viewer: Pick<Viewer, 'id'>, id: string, db?: Db | Tx): Promise<OrderRow> {
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await orderRows(db ?? (await getDb()), and(eq(orders.id, id), eq(orders.userId, viewer.id)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** GET /api/transactions: every order of the member, newest first. */
export async function listTransactions(viewer: Pick<Viewer, 'id'>): Promise<Order[]> {
  const rows = await orderRows(await getDb(), eq(orders.userId, viewer.id));
  return rows.map(toOrder);
}

/** The last day a refund may be asked for (the site's refund_days after payment), while the order is refundable. */
export function refundableUntil(row: OrderRow, refundDays: number): Date | null {
  if (row.status !== 'paid' || !row.paidAt || row.flag !== null) return null;
  const until = new Date(row.paidAt.getTime() + refundDays * 24 * 60 * 60 * 1000);
  return until > now() ? until : null;
}

/** GET /api/transactions/{id}: the order as a receipt with the selling company (its name, address, kvk, VAT numbers). */
export async function getReceipt(viewer: Pick<Viewer, 'id'>, id: string): Promise<Receipt> {
  const row = await ownOrderRow(viewer, id);
  const siteKey = await siteKeyById(row.siteId);
  const company = await getCompanyInfo(siteKey);
  const site = await getSite(siteKey);
  return {
    ...toOrder(row),
    company: {
      name: company.name,
      address: company.address,
      zip: company.zip,
      city: company.city,
      country: company.country,
      kvk: company.kvk,
      vat_numbers: company.vat_numbers,
    },
    refundable_until: refundableUntil(row, site.refundDays)?.toISOString() ?? null,
    refunded_credits: row.reversedCredits,
  };
}
