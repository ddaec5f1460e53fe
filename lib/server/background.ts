import 'server-only';
import { errorFields } from './error-fields';
import { log } from './http/log';

const pending = new Set<Promise<void>>();

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
