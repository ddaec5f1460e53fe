import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/config/env';
import { errorFields } from '@/lib/utils/error-fields';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Handle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

// One handle per process: PGlite must never be opened twice (toolchain G6), and a pool is shared.
const KEY = Symbol.for('rosedate.db');
type WithDb = { [KEY]?: Promise<Handle> };
const store = globalThis as WithDb;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const e = env();
  const pool = new Pool({
    connectionString: url,
    max: e.DATABASE_POOL_MAX,
    connectionTimeoutMillis: e.DATABASE_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: e.DATABASE_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: e.DATABASE_STATEMENT_TIMEOUT_MS * 2,
    application_name: 'rosedate',
  });
  // An idle client whose server went away must not take the process down.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'idle database client failed', ...errorFields(error) })),
  );
  return { db: drizzle(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dir: string | null): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const release = dir ? await acquireDirLock(dir) : async () => undefined;
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/** PGlite has no cross-process lock; a pid file stops a second process from opening the same directory. */
async function acquireDirLock(dir: string): Promise<() => Promise<void>> {
  const fs = await import('node:fs/promises');
  await fs.mkdir(dir, { recursive: true });
  const lock = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
      return async () => {
        await fs.rm(lock, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await fs.readFile(lock, 'utf8').catch(() => '0'));
      if (pid === process.pid) return async () => undefined;
      if (pid > 0 && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${pid}; stop it first (PGlite allows one process).`,
        );
      }
      await fs.rm(lock, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A process that exited but was never reaped (a zombie) still answers kill(0); it holds nothing.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

function open(): Promise<Handle> {
  const e = env();
  if (e.DATABASE_URL) return openPostgres(e.DATABASE_URL);
  return openPglite(path.resolve(e.DATA_DIR, 'pglite'));
}

export async function getDbHandle(): Promise<Handle> {
  if (!store[KEY]) {
    store[KEY] = open();
    store[KEY].catch(() => {
      store[KEY] = undefined;
    });
  }
  return store[KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests install their own database (an in-memory PGlite or a fresh PostgreSQL database). */
export function setDbHandle(handle: Handle | undefined): void {
  store[KEY] = handle ? Promise.resolve(handle) : undefined;
}

export async function openDbHandle(options: { url?: string; pgliteDir?: string | null }): Promise<Handle> {
  return options.url ? openPostgres(options.url) : openPglite(options.pgliteDir ?? null);
}

export async function closeDb(): Promise<void> {
  const handle = store[KEY];
  store[KEY] = undefined;
  if (handle) await (await handle).close();
}
