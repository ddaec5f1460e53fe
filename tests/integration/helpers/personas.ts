import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { personas, profiles, sites, users } from '@/lib/db/schema';
import { uuidv7 } from '@/lib/utils/uuid';
import { uniqueEmail } from '../../utils/members';
import { insertPhotoRows, photoRows } from './photos';

export type TestPersona = { personaId: string; userId: string; siteId: number; name: string };

let counter = 0;

/** A persona with a shown fictional profile (with a main photo) on a site (localhost unless named). */
export async function createPersona(db: Db, options: { domain?: string; label?: string } = {}): Promise<TestPersona> {
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.domain, options.domain ?? 'localhost'));
  if (!site) throw new Error('site missing');
  counter += 1;
  const personaId = uuidv7();
  const userId = uuidv7();
  const name = options.label ?? `Persona ${counter}`;
  await db.insert(personas).values({ id: personaId, label: name });
  await db.insert(users).values({
    id: userId,
    siteId: site.id,
    email: uniqueEmail('persona'),
    language: 'en',
    status: 'active',
    role: 'demo',
    fictional: true,
    personaId,
  });
  await db.insert(profiles).values({ userId, name, status: 'active', gender: 'female', birthDate: '1995-05-05' });
  await insertPhotoRows(db, userId, 1);
  const [photo] = await photoRows(db, userId);
  await db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, userId));
  return { personaId, userId, siteId: site.id, name };
}
