import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { personas } from '@/lib/db/schema';
import type { PersonaInput, PersonaPatch } from '@/lib/schemas/ops/personas';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '@/lib/server/ops/audit';
import type { Operator } from '@/lib/server/ops/operator';
import { assertSiteInScope, mayUseArea } from '@/lib/server/ops/scope';
import { uuidv7 } from '@/lib/utils/uuid';
import { syncPersonaRows } from './persona-rows';
import { viewPersona } from './view-persona';

function assertAdminOf(operator: Operator, siteIds: readonly number[]) {
  if (!mayUseArea(operator, 'personas')) throw new AppError('forbidden');
  for (const siteId of siteIds) assertSiteInScope(operator, siteId);
}

/** Creates a persona and its fictional users row on each of its sites (admins only, on their own sites). */
export async function createPersona(operator: Operator, input: PersonaInput) {
  assertAdminOf(operator, input.site_ids);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const id = uuidv7();
    const at = now();
    await tx.insert(personas).values({
      id,
      label: input.label,
      notes: input.notes ?? '',
      status: input.status ?? 'active',
      texts: input.texts,
      avatar: input.avatar ?? null,
      createdAt: at,
      updatedAt: at,
    });
    await syncPersonaRows(tx, { personaId: id, profile: input, siteIds: input.site_ids, at });
    const persona = await viewPersona(tx, operator, id);
    await recordAudit(tx, operator, { action: 'persona.create', targetType: 'persona', targetId: id, after: persona });
    return { persona };
  });
}

/**
 * Edits a persona: label, notes, status (active or paused: a paused persona leaves every list, its conversations
 * stay), texts, profile fields, avatar, interests and sites; the users rows follow in the same transaction.
 */
export async function updatePersona(operator: Operator, id: string, patch: PersonaPatch) {
  if (!mayUseArea(operator, 'personas')) throw new AppError('forbidden');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await viewPersona(tx, operator, id);
    const siteIds = patch.site_ids ?? before.sites.map((s) => s.site_id);
    // The sites it leaves count as much as the sites it gets: an admin of some sites cannot take a persona off
    // (or rewrite it on) a site of someone else's.
    assertAdminOf(operator, [...siteIds, ...before.sites.map((s) => s.site_id)]);
    const at = now();
    await tx
      .update(personas)
      .set({
        ...(patch.label !== undefined ? { label: patch.label } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.texts !== undefined ? { texts: patch.texts } : {}),
        ...(patch.avatar !== undefined ? { avatar: patch.avatar } : {}),
        updatedAt: at,
      })
      .where(eq(personas.id, id));
    const profile = before.profile;
    if (profile) {
      await syncPersonaRows(tx, {
        personaId: id,
        siteIds,
        at,
        profile: {
          name: patch.name ?? profile.name,
          gender: patch.gender ?? (profile.gender as 'male' | 'female'),
          seeking: patch.seeking ?? (profile.seeking as 'male' | 'female' | null) ?? undefined,
          birth_date: patch.birth_date ?? profile.birth_date ?? '1990-01-01',
          country: patch.country ?? profile.country ?? undefined,
          region: patch.region ?? profile.region ?? undefined,
          tagline: patch.tagline ?? profile.tagline,
          texts: patch.texts ?? before.texts,
          interests: patch.interests,
          // A site added now gets the persona's avatar, not avatar 0.
          avatar: patch.avatar ?? before.avatar ?? undefined,
        },
      });
    }
    const persona = await viewPersona(tx, operator, id);
    await recordAudit(tx, operator, {
      action: 'persona.update',
      targetType: 'persona',
      targetId: id,
      before,
      after: persona,
    });
    return { persona };
  });
}
