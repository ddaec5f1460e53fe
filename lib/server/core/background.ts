import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';

const pending = new Set<Promise<void>>();
type Work = { task: string; work: () => Promise<void> };
const requestScope = new AsyncLocalStorage<Work[]>();

/**
 * Work that runs on its own, beside the requests: a sweep on a timer, or work that must not shape a
 * request's answer (it goes on after the response has gone out, so that the answer's timing tells
 * nothing about what the work found: the password-reset request is the same for a known and an unknown
 * address). A failure is logged by the task's name and errorFields, never its message. The server is
 * long-running, so nothing cuts the work off; a crash loses it, which these tasks tolerate (the member
 * asks again, the sweep runs again). The returned promise never rejects.
 */
export function runInBackground(task: string, work: () => Promise<void>): Promise<void> {
  const running: Promise<void> = Promise.resolve()
    .then(work)
    .catch((error: unknown) => log('error', 'background task failed', { task, ...errorFields(error) }))
    .finally(() => pending.delete(running));
  pending.add(running);
  return running;
}

/** Resolves when every task started so far has ended (tests, and a graceful shutdown). */
export async function backgroundWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/**
 * Work that must not shape a request's answer, neither its content nor its timing (the password-reset
 * and reactivation-mail requests look the address up here): inside a request (withRoute) it starts only
 * once the answer is complete, stored for retries included (on the embedded database one connection
 * serves both, so work started earlier would hold the answer back); elsewhere at once, in the background.
 */
export function afterResponse(task: string, work: () => Promise<void>): void {
  const deferred = requestScope.getStore();
  if (deferred) deferred.push({ task, work });
  else void runInBackground(task, work);
}

/** Runs a request's handling; the work it left with afterResponse starts when the handling has ended. */
export async function withAfterResponse<T>(handle: () => Promise<T>): Promise<T> {
  const deferred: Work[] = [];
  try {
    return await requestScope.run(deferred, handle);
  } finally {
    for (const { task, work } of deferred) void runInBackground(task, work);
  }
}
