import 'server-only';
import { sql } from 'drizzle-orm';
import { ConfigError, env, isEmbedded } from '@/lib/config/env';
import { appSecret } from '@/lib/config/secrets';
import { getDbHandle } from '@/lib/db/client';
import { migrateDb } from '@/lib/db/migrate';
import { users } from '@/lib/db/schema';
import { log } from '@/lib/server/core/log';
import { errorFields } from '@/lib/utils/error-fields';
import { warmPasswordHashing } from './auth/password';
import { startEraseSweeper } from './accounts/erase-deleted-accounts';
import { startMailSweeper } from './mail/deliver-mail';
import { startReconcileSweeper } from './payments/reconcile-orders';
import { ensureSweeper as startTestProviderSweeper } from './test-provider/embedded';
import { outboxBanner } from './mail/outbox-access';
import { runSeed, type DemoAccount } from './seed/run-seed';
import { loadSiteRegistry } from './sites/load-site-registry';
import { liveBus } from './events/bus';

export class BootError extends Error {}

/** Drizzle wraps driver errors ("Failed query: …"); the operator needs the driver's own words. */
/** What the driver's error was, by kind and code only (its message can quote the connection string). */
function rootCause(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause !== undefined && current.cause !== current) current = current.cause;
  if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
  const { error: kind, code } = errorFields(current);
  return code ? `${kind} (${code})` : kind;
}

async function reachDatabase(): Promise<Awaited<ReturnType<typeof getDbHandle>>> {
  const deadline = Date.now() + env().DATABASE_START_WAIT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const handle = await getDbHandle();
      await handle.db.execute(sql`select 1`);
      return handle;
    } catch (error) {
      lastError = error;
      if (isEmbedded()) break;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
  const where = env().DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : 'the embedded database';
  throw new BootError(`Cannot reach ${where}: ${rootCause(lastError)}`);
}

function printDemoAccounts(accounts: DemoAccount[]): void {
  if (accounts.length === 0) return;
  const lines = accounts.map(
    (a) => `  ${a.domain.padEnd(26)} ${a.kind.padEnd(18)} ${a.email.padEnd(24)} ${a.password}`,
  );
  // Straight to stdout: the console scrubs addresses from log lines, and this table is for whoever started the server.
  process.stdout.write(['', 'Demo accounts (site, kind, e-mail, password):', ...lines, ''].join('\n'));
}

/**
 * Start-up inside the server process: check the secrets, reach the database, apply migrations (here,
 * so no second process ever opens the embedded database), seed an empty database, load the sites.
 */
export async function boot(): Promise<void> {
  const started = Date.now();
  appSecret();
  const handle = await reachDatabase();
  const e = env();
  await migrateDb(
    handle.kind === 'pglite' ? { kind: 'pglite', db: handle.db } : { kind: 'postgres', url: e.DATABASE_URL ?? '' },
  );
  const seedDemo = e.SEED_DEMO ?? isEmbedded();
  const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n === 0 || seedDemo) {
    const report = await runSeed(handle.db, { demo: seedDemo, dataDir: e.DATA_DIR });
    log('info', 'seed checked', {
      sites: report.sites,
      interests: report.interests,
      packages: report.packages,
      newDemoMembers: report.demoMembers,
    });
    printDemoAccounts(report.demoAccounts);
  }
  const sites = await loadSiteRegistry();
  const banner = outboxBanner(sites.map((s) => s.domain));
  if (banner) process.stdout.write(`${banner}\n`);
  warmPasswordHashing();
  startMailSweeper();
  startEraseSweeper();
  startReconcileSweeper();
  // The built-in payment provider's webhooks queued before a restart go out again.
  if (!e.MOLLIE_API_KEY) startTestProviderSweeper();
  // With PostgreSQL other instances may exist: listen from the start, so their page-cache purges reach this one.
  if (!isEmbedded()) void liveBus().catch((error: unknown) => log('warn', 'live bus not started', errorFields(error)));
  log('info', 'ready', { database: handle.kind, sites: sites.map((s) => s.domain), ms: Date.now() - started });
}

/** A database that does not answer gives one clear message and one exit code, never a crash loop of failing requests. */
export async function bootOrExit(): Promise<void> {
  try {
    await boot();
  } catch (error) {
    // Our own start-up errors say what to fix and quote no values; anything else is told by kind and code only.
    const told =
      error instanceof BootError || error instanceof ConfigError ? error.message : JSON.stringify(errorFields(error));
    console.error(`\nStart-up failed: ${told}\n`);
    process.exit(1);
  }
}
