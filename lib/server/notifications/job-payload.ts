import 'server-only';

/** A job's payload field that must be a string; a malformed payload fails the job (and shows in last_error). */
export function stringField(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw Object.assign(new Error('bad job payload'), { name: 'BadJobPayload', code: name });
  }
  return value;
}

/** The period a periodic job covers (lib/server/jobs/schedule.ts): its start in ms. */
export function periodOf(payload: Record<string, unknown>): { start: number } {
  const start = Date.parse(stringField(payload, 'periodStart'));
  if (Number.isNaN(start))
    throw Object.assign(new Error('bad job payload'), { name: 'BadJobPayload', code: 'periodStart' });
  return { start };
}
