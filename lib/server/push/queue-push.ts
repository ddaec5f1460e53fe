import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { pushSubscriptions } from '@/lib/db/schema';
import type { PushKind } from '@/lib/schemas/push';
import { enqueueJob, type JobRequest } from '@/lib/server/jobs/enqueue';

/** The job kind of a push (lib/server/jobs/handlers.ts runs sendPushJob for it). */
export const PUSH_JOB = 'push';

/**
 * What happened, for whom: `ref` is the conversation (message) or the other member (like, match); `first`
 * says a message opened its conversation (the `new_conversations` switch covers it, `new_messages` the rest);
 * `key` makes the push happen once (the message's time in its conversation, the like's pair).
 */
export type PushRequest = { userId: string; kind: PushKind; ref: string; first?: boolean; key: string };

/**
 * Queues a push about a change, in the change's own transaction (so it exists exactly when the change
 * committed), as a job `push` with the dedupe key `push:<kind>:<key>`. Members without a subscription get no
 * job at all (the insert's condition, in the same statement). Whether the member's switches allow it is decided
 * when it is sent.
 */
export async function queuePush(tx: Tx, push: PushRequest): Promise<void> {
  const { job, when } = pushJob(push);
  await enqueueJob(tx, job, when);
}

/** The job of queuePush and its condition, for a caller that queues it within a statement of its own (insertJob). */
export function pushJob(push: PushRequest): { job: JobRequest; when: SQL } {
  return {
    job: {
      kind: PUSH_JOB,
      dedupeKey: `push:${push.kind}:${push.key}`,
      payload: { userId: push.userId, kind: push.kind, ref: push.ref, first: push.first ?? false },
    },
    when: sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${push.userId})`,
  };
}
