import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { contentPages } from '@/lib/db/schema';
import type { OpsContentPage } from '@/lib/schemas/ops/settings';

export type ContentKey = { siteId: number; locale: string; token: string };

export function toOpsContentPage(row: typeof contentPages.$inferSelect): OpsContentPage {
  return {
    site_id: row.siteId,
    locale: row.locale,
    token: row.token,
    title: row.title,
    body: row.body,
    published: row.published === 'yes',
    updated_at: row.updatedAt.toISOString(),
  };
}

export function auditTarget(key: ContentKey): string {
  return `${key.siteId}/${key.locale}/${key.token}`;
}

/** The WHERE condition of one content page. */
export function contentKeyWhere(key: ContentKey): SQL | undefined {
  return and(
    eq(contentPages.siteId, key.siteId),
    eq(contentPages.locale, key.locale),
    eq(contentPages.token, key.token),
  );
}
