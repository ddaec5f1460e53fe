import 'server-only';

type Clock = () => number;
let clock: Clock = Date.now;

/**
 * The time every expiry, window and lockout is computed from. Tests move it with setClock instead of
 * waiting; database defaults (created_at) keep the real time and decide nothing.
 */
export function now(): Date {
  return new Date(clock());
}

export function nowMs(): number {
  return clock();
}

/** Tests only: a fixed or moving clock; `null` restores the real one. */
export function setClock(next: Clock | Date | number | null): void {
  if (next === null) clock = Date.now;
  else if (typeof next === 'function') clock = next;
  else {
    const ms = next instanceof Date ? next.getTime() : next;
    clock = () => ms;
  }
}
