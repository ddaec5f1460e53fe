/** Runs once per server process before the first request (Next calls register() and waits for it). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installConsoleScrubber } = await import('@/lib/server/core/log');
  installConsoleScrubber();
  const { bootOrExit } = await import('@/lib/server/boot');
  await bootOrExit();
}
