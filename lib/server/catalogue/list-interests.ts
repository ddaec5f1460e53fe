import 'server-only';
import { asc } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { interests } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import type { Interest } from '@/lib/schemas/settings';
import { TtlCache } from '@/lib/server/core/cache';

const cache = new TtlCache<Interest[]>(10 * 60_000);

/** Every interest with its icon and its name in the locale. */
export function listInterests(locale: Locale): Promise<Interest[]> {
  return cache.get(locale, async () => {
    const db = await getDb();
    const rows = await db.select().from(interests).orderBy(asc(interests.sort), asc(interests.id));
    const names = (await loadMessages(locale)).Interests as Record<string, string>;
    return rows.map((r) => ({ id: r.id, key: r.key, icon: r.icon, name: names[r.key] ?? r.key }));
  });
}
