import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contentPages, sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { isUniqueViolation } from '@/lib/server/core/db-errors';
import { purgePublicPages } from '@/lib/server/pages/purge-public-pages';
import type { ContentCreateInput, OpsContentPage } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertSiteInScope } from '../scope';
import { assertSettingsAdmin } from './access';
import { auditTarget, toOpsContentPage, contentKeyWhere } from './content-record';

const TOKEN_TAKEN = new AppError('validation_failed', { fields: [{ path: 'token', code: 'token_taken' }] });

/**
 * POST /api/ops/content: a page at /{token} of one site in one language (the token rules of the public page:
 * lower-case letters, digits and dashes, not a word the product's routes use). The same token in another
 * language is the same page translated.
 */
export async function createContentPage(operator: Operator, input: ContentCreateInput): Promise<OpsContentPage> {
  assertSettingsAdmin(operator);
  assertSiteInScope(operator, input.site_id);
  const db = await getDb();
  let created: OpsContentPage;
  try {
    created = await db.transaction(async (tx) => {
      const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, input.site_id));
      if (!site) throw new AppError('not_found');
      const [same] = await tx
        .select({ token: contentPages.token })
        .from(contentPages)
        .where(contentKeyWhere({ siteId: input.site_id, locale: input.locale, token: input.token }));
      if (same) throw TOKEN_TAKEN;
      const [row] = await tx
        .insert(contentPages)
        .values({
          siteId: input.site_id,
          locale: input.locale,
          token: input.token,
          title: input.title,
          body: input.body,
          published: input.published ? 'yes' : 'no',
        })
        .returning();
      if (!row) throw new Error('content insert returned nothing');
      const page = toOpsContentPage(row);
      await recordAudit(tx, operator, {
        action: 'content.create',
        targetType: 'content_page',
        targetId: auditTarget({ siteId: page.site_id, locale: page.locale, token: page.token }),
        siteId: page.site_id,
        after: page,
      });
      return page;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw TOKEN_TAKEN;
    throw error;
  }
  purgePublicPages();
  return created;
}
