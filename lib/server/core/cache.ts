import 'server-only';

/**
 * A per-process cache keyed by primitive strings (never objects, whose keys collapse: HOST-05), with
 * a time to live and one shared load per key while it is in flight.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * One TtlCache per process under `name`, whichever bundle asks for it. Route handlers and pages are built into
 * separate bundles, each with its own copy of a module's top-level state: a cache that a settings change clears
 * from a route must be this one, or the pages keep serving their own copy until it expires.
 */
export function sharedTtlCache<V>(name: string, ttlMs: number, maxEntries?: number): TtlCache<V> {
  const key = Symbol.for(`rosedate.cache.${name}`);
  const store = globalThis as unknown as Record<symbol, TtlCache<V> | undefined>;
  const existing = store[key];
  if (existing) return existing;
  const created = new TtlCache<V>(ttlMs, maxEntries);
  store[key] = created;
  return created;
}
