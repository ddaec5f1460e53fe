import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { resetEnvCache } from '@/lib/config/env';
import { resetSecretCache } from '@/lib/config/secrets';
import { PAGE_CACHE_PURGE_CHANNEL } from '@/lib/server/pages/purge-public-pages';

/** Sets APP_SECRET and APP_SECRET_PREVIOUS as a deployment would (a key left out is unset); `useSecrets({})` restores the test default. */
export function useSecrets(values: { APP_SECRET?: string; APP_SECRET_PREVIOUS?: string }): void {
  for (const name of ['APP_SECRET', 'APP_SECRET_PREVIOUS'] as const) {
    const value = values[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  resetSecretCache();
}

/** Counts the purges of the cached public pages (lib/server/pages/purge-public-pages.ts) until `stop()`. */
export function countPurges(): { readonly count: number; stop: () => void } {
  let count = 0;
  const listener = () => {
    count += 1;
  };
  subscribe(PAGE_CACHE_PURGE_CHANNEL, listener);
  return {
    get count() {
      return count;
    },
    stop: () => unsubscribe(PAGE_CACHE_PURGE_CHANNEL, listener),
  };
}
