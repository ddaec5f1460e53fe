import 'server-only';
import { LOCALES } from '@/lib/config/locales';
import type { Db } from '@/lib/db/client';
import { contentPages, sites } from '@/lib/db/schema';
import { DEMO_CONTENT_PAGES } from './content-page-texts';

/**
 * The example content pages on every site, in every language. Idempotent: a page that exists (also
 * one an operator has since edited or unpublished) is left alone.
 */
export async function seedContentPages(db: Db): Promise<number> {
  const siteRows = await db.select({ id: sites.id, name: sites.name }).from(sites);
  const rows = siteRows.flatMap((site) =>
    Object.entries(DEMO_CONTENT_PAGES).flatMap(([token, texts]) =>
      LOCALES.map((locale) => ({
        siteId: site.id,
        locale,
        token,
        title: texts[locale].title.replaceAll('{site}', site.name),
        body: texts[locale].body.replaceAll('{site}', site.name),
      })),
    ),
  );
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(contentPages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ token: contentPages.token });
  return inserted.length;
}
