import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';

/**
 * Gives every fictional users row without a persona one of its own, labelled with the profile's name (the seed's
 * demo profiles; migration 0016 did the same once for existing data).
 */
export async function givePersonas(db: Db | Tx): Promise<void> {
  await db.execute(sql`
    WITH todo AS (
      SELECT u.id AS user_id, gen_random_uuid() AS persona_id, coalesce(nullif(p.name, ''), 'Persona') AS label
      FROM users u LEFT JOIN profiles p ON p.user_id = u.id
      WHERE u.fictional AND u.persona_id IS NULL
    ), added AS (
      INSERT INTO personas (id, label) SELECT persona_id, label FROM todo RETURNING id
    )
    UPDATE users SET persona_id = todo.persona_id FROM todo WHERE users.id = todo.user_id`);
}
