// `npm run db:migrate`: applies the committed SQL migrations to the PostgreSQL in DATABASE_URL, under
// the same advisory lock the server takes at start. The embedded database needs no command: the
// server migrates it inside its own process (PGlite must never be opened by two processes).
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'DATABASE_URL is not set. The embedded database is migrated by the server itself at start (npm start).',
  );
  process.exit(2);
}
const MIGRATION_LOCK = 7_302_015;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
try {
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  await migrate(drizzle(client), { migrationsFolder: 'lib/db/migrations' });
  console.log('Migrations applied.');
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
  await client.end().catch(() => undefined);
}
