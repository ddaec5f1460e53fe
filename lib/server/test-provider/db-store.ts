import 'server-only';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { testProviderIdempotency, testProviderRecords, testProviderWebhooks } from '@/lib/db/schema';
import type { Kind, PaymentRecord, Records, TestProviderStore } from './types';

const paymentColumns = (kind: Kind, record: Records[Kind]) =>
  kind === 'payment'
    ? {
        status: (record as PaymentRecord).status,
        expiresAt: (record as PaymentRecord).expiresAt ? new Date((record as PaymentRecord).expiresAt ?? '') : null,
      }
    : { status: null, expiresAt: null };

/**
 * The embedded provider's store, in the product's database (PGlite or PostgreSQL): it survives a
 * restart and serves several instances; updates are conditional on the row's version, webhook jobs
 * are claimed with SKIP LOCKED.
 */
export const dbStore: TestProviderStore = {
  async get<K extends Kind>(kind: K, id: string) {
    const db = await getDb();
    const [row] = await db
      .select({ data: testProviderRecords.data, version: testProviderRecords.version })
      .from(testProviderRecords)
      .where(and(eq(testProviderRecords.id, id), eq(testProviderRecords.kind, kind)));
    return row ? { record: row.data as Records[K], version: row.version } : null;
  },
  async insert<K extends Kind>(kind: K, record: Records[K], parentId: string | null) {
    const db = await getDb();
    await db
      .insert(testProviderRecords)
      .values({ id: record.id, kind, parentId, data: record, ...paymentColumns(kind, record) });
  },
  async update<K extends Kind>(kind: K, id: string, version: number, record: Records[K]) {
    const db = await getDb();
    const updated = await db
      .update(testProviderRecords)
      .set({ data: record, version: version + 1, ...paymentColumns(kind, record) })
      .where(
        and(
          eq(testProviderRecords.id, id),
          eq(testProviderRecords.kind, kind),
          eq(testProviderRecords.version, version),
        ),
      )
      .returning({ id: testProviderRecords.id });
    return updated.length === 1;
  },
  async list<K extends Kind>(kind: K, options: { parentId?: string; limit: number }) {
    const db = await getDb();
    const rows = await db
      .select({ data: testProviderRecords.data })
      .from(testProviderRecords)
      .where(
        and(
          eq(testProviderRecords.kind, kind),
          options.parentId === undefined ? undefined : eq(testProviderRecords.parentId, options.parentId),
        ),
      )
      .orderBy(desc(testProviderRecords.createdAt), desc(testProviderRecords.id))
      .limit(options.limit);
    return rows.map((r) => r.data as Records[K]);
  },
  async listExpired(nowIso: string, limit: number) {
    const db = await getDb();
    const rows = await db
      .select({ id: testProviderRecords.id })
      .from(testProviderRecords)
      .where(
        and(
          inArray(testProviderRecords.status, ['open', 'pending']),
          lte(testProviderRecords.expiresAt, new Date(nowIso)),
        ),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  },
  async claimIdempotency(key, requestHash, at) {
    const db = await getDb();
    const inserted = await db
      .insert(testProviderIdempotency)
      .values({ key, requestHash, createdAt: at })
      .onConflictDoNothing()
      .returning({ key: testProviderIdempotency.key });
    if (inserted.length === 1) return { state: 'new' };
    const [row] = await db.select().from(testProviderIdempotency).where(eq(testProviderIdempotency.key, key));
    if (!row) return { state: 'running', requestHash };
    return row.responseStatus !== null && row.responseBody !== null
      ? {
          state: 'done',
          requestHash: row.requestHash,
          response: { status: row.responseStatus, body: row.responseBody },
        }
      : { state: 'running', requestHash: row.requestHash };
  },
  async completeIdempotency(key, response) {
    const db = await getDb();
    await db
      .update(testProviderIdempotency)
      .set({ responseStatus: response.status, responseBody: response.body })
      .where(eq(testProviderIdempotency.key, key));
  },
  async releaseIdempotency(key) {
    const db = await getDb();
    await db.delete(testProviderIdempotency).where(eq(testProviderIdempotency.key, key));
  },
  async enqueueWebhook(job, at) {
    const db = await getDb();
    await db.insert(testProviderWebhooks).values({ ...job, nextAttemptAt: at });
  },
  async claimDueWebhooks(at, limit, leaseMs) {
    const db = await getDb();
    const claimed = await db.execute(sql`
      update ${testProviderWebhooks} set attempts = attempts + 1, next_attempt_at = ${new Date(at.getTime() + leaseMs)}
      where id in (
        select id from ${testProviderWebhooks} where status = 'queued' and next_attempt_at <= ${at}
        order by next_attempt_at limit ${limit} for update skip locked
      )
      returning id, url, payment_id, attempts`);
    const rows = (claimed as unknown as { rows: { id: string; url: string; payment_id: string; attempts: number }[] })
      .rows;
    return rows.map((r) => ({ id: r.id, url: r.url, paymentId: r.payment_id, attempts: Number(r.attempts) }));
  },
  async finishWebhook(id, outcome) {
    const db = await getDb();
    const set = outcome.delivered
      ? { status: 'delivered', deliveredAt: new Date() }
      : outcome.retryAt === null
        ? { status: 'failed' }
        : { nextAttemptAt: outcome.retryAt };
    await db.update(testProviderWebhooks).set(set).where(eq(testProviderWebhooks.id, id));
  },
};
