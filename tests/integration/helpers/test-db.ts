import { stopLiveBus } from '@/lib/server/events/bus';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { resetEnvCache } from '@/lib/config/env';
import { resetSecretCache } from '@/lib/config/secrets';
import { closeDb, openDbHandle, setDbHandle, type Db } from '@/lib/db/client';
import { migrateDb } from '@/lib/db/migrate';
import { runSeed } from '@/lib/server/seed/run-seed';
import { loadSiteRegistry } from '@/lib/server/sites/load-site-registry';
import { clearSettingsCache } from '@/lib/server/settings/get-settings';

/** PostgreSQL when TEST_DATABASE_URL is set (CI runs the suite twice), else an in-memory PGlite. */
export const PG_URL = process.env.TEST_DATABASE_URL;
export const dbKind = PG_URL ? 'postgres' : 'pglite';

export type TestDb = { db: Db; dataDir: string; url?: string; teardown: () => Promise<void> };

/** A fresh, migrated database for one test file, installed as the app's database. */
export async function setupTestDb(options: { seed?: boolean; demo?: boolean } = {}): Promise<TestDb> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rosedate-test-'));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = 'warn';
  delete process.env.DATABASE_URL;
  resetEnvCache();
  resetSecretCache();
  let url: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (PG_URL) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    url = u.toString();
    process.env.DATABASE_URL = url;
    resetEnvCache();
    dropDb = async () => {
      const c = new Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const handle = await openDbHandle(url ? { url } : { pgliteDir: null });
  if (url) await migrateDb({ kind: 'postgres', url });
  else await migrateDb({ kind: 'pglite', db: handle.db });
  setDbHandle(handle);
  if (options.seed ?? true) {
    await runSeed(handle.db, { demo: options.demo ?? false, dataDir });
    await loadSiteRegistry();
  }
  clearSettingsCache();
  return {
    db: handle.db,
    dataDir,
    url,
    teardown: async () => {
      // The live bus's listener is on this database: stopped first, or it reconnects to a dropped database.
      await stopLiveBus();
      await closeDb();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
