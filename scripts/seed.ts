// `npm run seed`: the idempotent seed against the PostgreSQL in DATABASE_URL (after `npm run db:migrate`).
// Demo members and accounts only with SEED_DEMO=1. The embedded database is seeded by the server at start.
// `npm run seed -- --members=100000`: that many demo members (and the demo accounts), in multi-row batches,
// for a benchmark's database (docs/performance.md).
import { env, isEmbedded } from '@/lib/config/env';
import { errorFields } from '@/lib/utils/error-fields';
import { closeDb, getDb } from '@/lib/db/client';
import { runSeed } from '@/lib/server/seed/run-seed';

/** `--members=N` as N, null when absent. */
function membersOption(args: string[]): number | null | 'invalid' {
  const arg = args.find((a) => a.startsWith('--members'));
  if (arg === undefined) return null;
  const n = Number(arg.split('=')[1]);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 'invalid';
}

async function main(): Promise<void> {
  if (isEmbedded()) {
    console.error(
      'DATABASE_URL is not set. The embedded database is seeded by the server itself at start (npm start).',
    );
    process.exitCode = 2;
    return;
  }
  const e = env();
  const members = membersOption(process.argv.slice(2));
  if (members === 'invalid') {
    console.error('--members needs a whole number from 1 to 1000000.');
    process.exitCode = 2;
    return;
  }
  const started = Date.now();
  const report = await runSeed(await getDb(), {
    demo: members !== null || (e.SEED_DEMO ?? false),
    dataDir: e.DATA_DIR,
    members: members ?? undefined,
  });
  console.log(
    JSON.stringify({
      sites: report.sites,
      interests: report.interests,
      packages: report.packages,
      newDemoMembers: report.demoMembers,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    }),
  );
  for (const a of report.demoAccounts) console.log(`${a.domain}\t${a.kind}\t${a.email}\t${a.password}`);
  await closeDb();
}

main().catch((error: unknown) => {
  // By errorFields: a database error's message quotes its bound parameters (addresses, password hashes).
  console.error(`Seed failed: ${JSON.stringify(errorFields(error))}`);
  process.exitCode = 1;
});
