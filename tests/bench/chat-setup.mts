// The members of the chat bench, the fault run and the two-instance test, on the PostgreSQL in DATABASE_URL:
// migrates, seeds the sites (no demo members), then adds `--members=N` active members of the localhost site (shown:
// each with a main photo, a generated avatar) in pairs,
// each pair with an open conversation, each member granted `--credits=C` through the ledger (postCreditEntry, so
// the ledger invariant holds), and writes their sealed session cookies (as a login would set them, APP_SECRET's
// session key) to `--out=FILE` as JSON. Run as
//   DATABASE_URL=… APP_SECRET=… node --conditions=react-server --import tsx tests/bench/chat-setup.mts --members=200 --out=…
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sealData } from 'iron-session';
import pg from 'pg';

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

const count = Number(option('members', '200'));
const credits = Number(option('credits', '100000'));
const out = option('out', '.data/bench-chat/members.json');
const url = process.env.DATABASE_URL;
if (!url || !process.env.APP_SECRET) throw new Error('DATABASE_URL and APP_SECRET are required');
if (!Number.isSafeInteger(count) || count < 2 || count % 2 !== 0) throw new Error('--members must be an even number');
process.env.LOG_LEVEL ??= 'error';

execFileSync(process.execPath, ['scripts/migrate.mjs'], { env: process.env, stdio: ['ignore', 'ignore', 'inherit'] });

const { getDb, closeDb } = await import('@/lib/db/client');
const { runSeed } = await import('@/lib/server/seed/run-seed');
const { postCreditEntry } = await import('@/lib/server/credits/post-credit-entry');
const { deriveKey } = await import('@/lib/config/secrets');
const { AUTH_COOKIE } = await import('@/lib/config/constants');

const db = await getDb();
await runSeed(db, { demo: false, dataDir: '.data/bench-chat' });
const sql = new pg.Client({ connectionString: url });
await sql.connect();
const run = randomUUID().slice(0, 8);
const { rows: siteRows } = await sql.query<{ id: number }>("select id from sites where domain = 'localhost'");
const siteId = siteRows[0]?.id;
if (siteId === undefined) throw new Error('the localhost site was not seeded');

type Member = { id: string; email: string; partner: string; conversation: string; cookie: string };
const ids = Array.from({ length: count }, () => randomUUID());
const members: Member[] = [];
await sql.query('begin');
for (let i = 0; i < count; i += 1) {
  const email = `chat-${run}-${i}@bench.invalid`;
  await sql.query(
    `insert into users (id, site_id, email, language, status, role) values ($1, $2, $3, 'en', 'active', 'member')`,
    [ids[i], siteId, email],
  );
  // A profile the sites show (a main photo: a generated avatar, as the demo members have).
  const photo = randomUUID();
  await sql.query(
    `insert into profiles (user_id, name, status, gender, birth_date) values ($1, $2, 'active', $3, '1990-04-12')`,
    [ids[i], `Bench ${i}`, i % 2 === 0 ? 'female' : 'male'],
  );
  await sql.query(`insert into photos (id, user_id, storage_key, width, height) values ($1, $2, $3, 600, 600)`, [
    photo,
    ids[i],
    `generated:${i % 50}:0`,
  ]);
  await sql.query('update profiles set main_photo_id = $1 where user_id = $2', [photo, ids[i]]);
  members.push({ id: ids[i]!, email, partner: ids[i ^ 1]!, conversation: '', cookie: '' });
}
for (let i = 0; i < count; i += 2) {
  const conversation = randomUUID();
  const [a, b] = [ids[i]!, ids[i + 1]!];
  await sql.query(
    `insert into conversations (id, site_id, pair_key, started_by, created_at, last_message_at)
     values ($1, $2, $3, $4, now(), now())`,
    [conversation, siteId, [a, b].sort().join(':'), a],
  );
  await sql.query(
    `insert into conversation_members (conversation_id, user_id, other_user_id) values ($1, $2, $3), ($1, $3, $2)`,
    [conversation, a, b],
  );
  members[i]!.conversation = conversation;
  members[i + 1]!.conversation = conversation;
}
await sql.query('commit');
await sql.end();

// Credits only through the ledger: one entry per member, the balance moved in the same transaction.
for (const member of members) {
  await db.transaction(async (tx) => {
    const result = await postCreditEntry(tx, {
      userId: member.id,
      delta: credits,
      reason: 'adjustment',
      idempotencyKey: `bench-grant:${member.id}`,
    });
    if (result.status !== 'applied') throw new Error(`grant ${result.status}`);
  });
  const sealed = await sealData(
    { userId: member.id, sessionVersion: 1, siteId },
    { password: deriveKey('session'), ttl: 4 * 3600 },
  );
  member.cookie = `${AUTH_COOKIE}=${sealed}`;
}
await closeDb();
writeFileSync(out, JSON.stringify({ siteId, run, members }, null, 2));
console.log(`${count} members in ${count / 2} conversations, ${credits} credits each: ${out}`);
