import 'server-only';
import { pushJobHandler } from '@/lib/server/push/send-push';

/** One kind of background job: runs with the job's payload; a throw retries it later (lib/server/jobs/worker.ts). */
export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

/** Every job kind the workers run, by name (issue 16 §6). One line per kind; the handler lives in its domain's room. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  push: pushJobHandler,
};
