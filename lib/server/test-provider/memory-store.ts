import type { IdempotencyClaim, Kind, Records, StoredResponse, TestProviderStore, WebhookJob } from './types';

type Row = { kind: Kind; record: Records[Kind]; version: number; parentId: string | null; seq: number };
type Job = WebhookJob & { nextAttemptAt: number; status: 'queued' | 'delivered' | 'failed' };

/** The test fake's store: the same contract as the database store, in one process's memory. */
export function memoryStore(): TestProviderStore & { webhookJobs: () => Job[] } {
  const rows = new Map<string, Row>();
  const idempotency = new Map<string, { requestHash: string; response: StoredResponse | null }>();
  const jobs = new Map<string, Job>();
  let seq = 0;
  const copy = <T>(value: T): T => structuredClone(value);

  return {
    async get<K extends Kind>(kind: K, id: string) {
      const row = rows.get(id);
      if (!row || row.kind !== kind) return null;
      return { record: copy(row.record) as Records[K], version: row.version };
    },
    async insert<K extends Kind>(kind: K, record: Records[K], parentId: string | null) {
      if (rows.has(record.id)) throw new Error('duplicate id');
      rows.set(record.id, { kind, record: copy(record), version: 1, parentId, seq: ++seq });
    },
    async update<K extends Kind>(kind: K, id: string, version: number, record: Records[K]) {
      const row = rows.get(id);
      if (!row || row.kind !== kind || row.version !== version) return false;
      rows.set(id, { ...row, record: copy(record), version: version + 1 });
      return true;
    },
    async list<K extends Kind>(kind: K, options: { parentId?: string; limit: number }) {
      return [...rows.values()]
        .filter((r) => r.kind === kind && (options.parentId === undefined || r.parentId === options.parentId))
        .sort((x, y) => y.seq - x.seq)
        .slice(0, options.limit)
        .map((r) => copy(r.record) as Records[K]);
    },
    async listExpired(nowIso: string, limit: number) {
      return [...rows.values()]
        .filter((r) => r.kind === 'payment')
        .map((r) => r.record as Records['payment'])
        .filter((p) => ['open', 'pending'].includes(p.status) && p.expiresAt !== null && p.expiresAt <= nowIso)
        .slice(0, limit)
        .map((p) => p.id);
    },
    async claimIdempotency(key: string, requestHash: string): Promise<IdempotencyClaim> {
      const found = idempotency.get(key);
      if (!found) {
        idempotency.set(key, { requestHash, response: null });
        return { state: 'new' };
      }
      return found.response
        ? { state: 'done', requestHash: found.requestHash, response: found.response }
        : { state: 'running', requestHash: found.requestHash };
    },
    async completeIdempotency(key: string, response: StoredResponse) {
      const found = idempotency.get(key);
      if (found) found.response = response;
    },
    async releaseIdempotency(key: string) {
      idempotency.delete(key);
    },
    async enqueueWebhook(job: { id: string; url: string; paymentId: string }, at: Date) {
      jobs.set(job.id, { ...job, attempts: 0, nextAttemptAt: at.getTime(), status: 'queued' });
    },
    async claimDueWebhooks(at: Date, limit: number, leaseMs: number) {
      const due = [...jobs.values()]
        .filter((j) => j.status === 'queued' && j.nextAttemptAt <= at.getTime())
        .slice(0, limit);
      for (const job of due) {
        job.attempts += 1;
        job.nextAttemptAt = at.getTime() + leaseMs;
      }
      return due.map(({ id, url, paymentId, attempts }) => ({ id, url, paymentId, attempts }));
    },
    async finishWebhook(id, outcome) {
      const job = jobs.get(id);
      if (!job) return;
      if (outcome.delivered) job.status = 'delivered';
      else if (outcome.retryAt === null) job.status = 'failed';
      else job.nextAttemptAt = outcome.retryAt.getTime();
    },
    webhookJobs: () => [...jobs.values()].map((j) => ({ ...j })),
  };
}
