import 'server-only';

/** PostgreSQL's unique_violation (23505), however deep the driver or Drizzle wrapped it; optionally for one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23505') {
      if (!constraint) return true;
      const text = `${typeof e.constraint === 'string' ? e.constraint : ''} ${typeof e.message === 'string' ? e.message : ''}`;
      return text.includes(constraint);
    }
    current = e.cause;
  }
  return false;
}
