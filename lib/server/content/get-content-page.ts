import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { isLocale, type Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { contentPages } from '@/lib/db/schema';
import { isContentToken } from '@/lib/utils/content-token';

export type ContentPage = { token: string; locale: Locale; title: string; body: string; updatedAt: Date };

/**
 * An operator's content page at /{token}: in the visitor's language, else the site's own language,
 * else English (the languages every operator writes first). Unpublished pages do not exist.
 */
export async function getContentPage(input: {
  siteId: number;
  token: string;
  locale: Locale;
  siteLanguage: Locale;
}): Promise<ContentPage | null> {
  if (!isContentToken(input.token)) return null;
  const order = [...new Set<Locale>([input.locale, input.siteLanguage, 'en'])];
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.siteId, input.siteId),
        eq(contentPages.token, input.token),
        eq(contentPages.published, 'yes'),
        inArray(contentPages.locale, order),
      ),
    );
  for (const locale of order) {
    const row = rows.find((r) => r.locale === locale);
    if (row && isLocale(row.locale))
      return { token: row.token, locale: row.locale, title: row.title, body: row.body, updatedAt: row.updatedAt };
  }
  return null;
}

/** The tokens of a site's published content pages (in any language), for its sitemap. */
export async function listContentTokens(siteId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ token: contentPages.token })
    .from(contentPages)
    .where(and(eq(contentPages.siteId, siteId), eq(contentPages.published, 'yes')))
    .orderBy(contentPages.token);
  return rows.map((r) => r.token).filter(isContentToken);
}
