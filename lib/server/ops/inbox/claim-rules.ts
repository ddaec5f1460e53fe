/** A claim lapses this long after its last activity (claim, typing heartbeat, answer). */
export const CLAIM_TTL_MS = 5 * 60_000;

/** Whether a claim whose last activity was at `lastActivityAt` still holds at `at`. */
export function claimLive(lastActivityAt: Date, at: Date): boolean {
  return at.getTime() - lastActivityAt.getTime() < CLAIM_TTL_MS;
}
