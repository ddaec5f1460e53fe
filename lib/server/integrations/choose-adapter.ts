import 'server-only';
import { env, type Env } from '@/lib/config/env';

/**
 * One adapter per outside service, chosen once from the environment (lib/server/integrations/README
 * in the project README: "Outside services"): the same adapter serves every call until the environment
 * is read anew (tests change it between cases with resetEnvCache).
 */
export function adapterChooser<T>(choose: (e: Env) => T): () => T {
  let chosen: { from: Env; adapter: T } | undefined;
  return () => {
    const current = env();
    if (chosen?.from !== current) chosen = { from: current, adapter: choose(current) };
    return chosen.adapter;
  };
}
