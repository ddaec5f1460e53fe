import 'server-only';
import { MIGRATIONS_FOLDER, type Db } from './client';

// An arbitrary constant: instances starting together take turns migrating.
const MIGRATION_LOCK = 7_302_015;

/** Applies the committed SQL migrations; on PostgreSQL under an advisory lock so that instances starting together take turns. */
export async function migrateDb(target: { kind: 'pglite'; db: Db } | { kind: 'postgres'; url: string }): Promise<void> {
  if (target.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(target.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new Client({ connectionString: target.url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
