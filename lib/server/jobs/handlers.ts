import 'server-only';
import { pruneOldRows } from './prune';

/**
 * One kind of background job: runs with the job's payload; a throw retries it later (lib/server/jobs/worker.ts).
 * `attempts` counts this run (1 the first time). A handler may run again after a crash (at least once), so it
 * must be safe to repeat: check the state it changes, or queue its effects with dedupe keys.
 */
export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

/** Every job kind the workers run, by name (issue 16 §6). One line per kind; the handler lives in its domain's room. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  prune: async () => {
    await pruneOldRows();
  },
};
