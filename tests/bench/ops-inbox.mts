// The operators' inbox at 10,000 waiting conversations (issue 15 §4), on PostgreSQL: the queue page, and claiming
// and answering with 20 operators at once, through the use cases the console's routes call (in-process: the
// database work and the app's code, without HTTP). Not a timed test: it prints the numbers for docs/performance.md.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --conditions=react-server --import tsx tests/bench/ops-inbox.mts
// It creates (and at the end drops) its own database `ops_inbox_bench` next to the one named.
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import pg from 'pg';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'ops_inbox_bench';
const url = new URL(base);
url.pathname = `/${dbName}`;
const WAITING = 10_000;
const PERSONAS = 50;
const SITES = 3;
const OPERATORS = 20;
const ANSWERS_PER_OPERATOR = 25;

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`drop database if exists ${dbName}`);
await admin.query(`create database ${dbName}`);
process.env.DATABASE_URL = url.toString();
process.env.OPS_REQUIRE_2FA = 'false';
process.env.LOG_LEVEL = 'error';
process.env.APP_SECRET ??= 'bench-only-secret-0123456789abcdef0123456789abcdef';
execFileSync(process.execPath, ['scripts/migrate.mjs'], { env: process.env, stdio: 'inherit' });

const { getDb, closeDb } = await import('@/lib/db/client');
const { runSeed } = await import('@/lib/server/seed/run-seed');
const { listInbox } = await import('@/lib/server/ops/inbox/list-inbox');
const { claimConversation } = await import('@/lib/server/ops/inbox/claim-conversation');
const { answerConversation } = await import('@/lib/server/ops/inbox/answer-conversation');
type Operator = import('@/lib/server/ops/operator').Operator;

const db = await getDb();
await runSeed(db, { demo: false, dataDir: '.data/bench-ops-inbox' });
const sql = new pg.Client({ connectionString: url.toString() });
await sql.connect();
const seedStarted = Date.now();
// 50 personas, each with a fictional profile on one of 3 sites; 10,000 members, each waiting in one conversation.
await sql.query(`
  with s as (select id, row_number() over (order by id) - 1 as n from sites order by id limit ${SITES})
  insert into personas (id, label) select gen_random_uuid(), 'Persona ' || g from generate_series(0, ${PERSONAS - 1}) g;
  insert into users (id, site_id, email, language, status, role, fictional, persona_id)
    select gen_random_uuid(), (select id from sites order by id offset (p.n % ${SITES}) limit 1),
      'persona-' || p.n || '@bench.invalid', 'en', 'active', 'demo', true, p.id
    from (select id, row_number() over (order by label) - 1 as n from personas) p;
  insert into profiles (user_id, name, status) select id, 'P ' || email, 'active' from users where fictional;
  insert into users (id, site_id, email, language, status, role)
    select gen_random_uuid(), (select id from sites order by id offset (g % ${SITES}) limit 1),
      'member-' || g || '@bench.invalid', 'nl', 'active', 'member'
    from generate_series(0, ${WAITING - 1}) g;
  insert into profiles (user_id, name, status) select id, 'M ' || email, 'active' from users where not fictional and email like 'member-%';
`);
await sql.query(`
  create temp table pairs as
    select m.id as member_id, m.site_id, p.id as persona_user_id, gen_random_uuid() as conversation_id,
      now() - (row_number() over (order by m.email)) * interval '7 seconds' as at, row_number() over (order by m.email) as n
    from users m
    join lateral (select id from users where fictional order by email offset (abs(hashtext(m.email::text)) % ${PERSONAS}) limit 1) p on true
    where m.email like 'member-%';
  insert into conversations (id, site_id, pair_key, started_by, created_at, last_message_at)
    select conversation_id, site_id, least(member_id::text, persona_user_id::text) || ':' || greatest(member_id::text, persona_user_id::text), member_id, at, at from pairs;
  insert into conversation_members (conversation_id, user_id, other_user_id, unread_count)
    select conversation_id, member_id, persona_user_id, 0 from pairs
    union all select conversation_id, persona_user_id, member_id, 1 from pairs;
  insert into messages (id, conversation_id, sender_id, kind, body, cost, client_id, created_at)
    select gen_random_uuid(), conversation_id, member_id, 'text', 'Hello, how are you? ' || n, 10, gen_random_uuid(), at from pairs;
  insert into ops_inbox (conversation_id, site_id, member_id, persona_user_id, waiting_since, honesty, rank)
    select conversation_id, site_id, member_id, persona_user_id, at, n % 20 = 0, case when n % 20 = 0 then 0 else 1 end from pairs;
  insert into operators (id, email, name, password_hash, role)
    select gen_random_uuid(), 'op' || g || '@bench.invalid', 'Operator ' || g, 'x', 'chat' from generate_series(1, ${OPERATORS}) g;
  analyze;
`);
const seeded = Date.now() - seedStarted;
const { rows: opRows } = await sql.query<{ id: string; email: string; name: string }>(
  'select id, email, name from operators order by email',
);
const operators: Operator[] = opRows.map((r) => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: 'chat',
  siteIds: null,
  sessionVersion: 1,
  totpEnabled: false,
  mustEnrol: false,
}));
const scoped: Operator = {
  ...operators[0]!,
  siteIds: [(await sql.query('select id from sites order by id limit 1')).rows[0].id],
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const timed = async <T,>(samples: number[], run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
};

// Warm-up: the first queries plan and fill the caches.
for (let i = 0; i < 5; i += 1) await listInbox(operators[0]!, {});

// The queue page, one operator alone: 100 first pages and 100 pages deep in the queue.
const alone: number[] = [];
{
  let cursor: string | undefined;
  for (let i = 0; i < 100; i += 1) await timed(alone, () => listInbox(operators[1]!, {}));
  for (let i = 0; i < 100; i += 1) {
    const answer = await timed(alone, () => listInbox(operators[1]!, cursor ? { cursor } : {}));
    cursor = answer.next_cursor ?? undefined;
  }
}

// The queue page: 20 operators at once, each walking 10 pages (50 conversations a page) from the start.
const queue: number[] = [];
await Promise.all(
  operators.map(async (op, i) => {
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const answer = await timed(queue, () =>
        listInbox(i % 4 === 0 ? { ...scoped, id: op.id } : op, cursor ? { cursor } : {}),
      );
      cursor = answer.next_cursor ?? undefined;
    }
  }),
);

// Claiming and answering: 20 operators at once, each taking the next conversation of its own share of the queue.
const { rows: convs } = await sql.query<{ conversation_id: string; honesty: boolean }>(
  `select conversation_id, honesty from ops_inbox where not honesty order by waiting_since limit ${OPERATORS * ANSWERS_PER_OPERATOR}`,
);
const claims: number[] = [];
const answers: number[] = [];
let refused = 0;
await Promise.all(
  operators.map(async (op, i) => {
    for (let k = 0; k < ANSWERS_PER_OPERATOR; k += 1) {
      const conversation = convs[i * ANSWERS_PER_OPERATOR + k]!.conversation_id;
      await timed(claims, () => claimConversation(op, conversation));
      await timed(answers, () =>
        answerConversation(op, conversation, {
          clientId: crypto.randomUUID(),
          body: `Lovely to hear from you ${i}-${k}, tell me more about your day`,
        }),
      ).catch(() => {
        refused += 1;
      });
    }
  }),
);
// The same conversations claimed by all 20 at once: one winner each.
const race: number[] = [];
const { rows: raced } = await sql.query<{ conversation_id: string }>(
  'select conversation_id from ops_inbox order by waiting_since desc limit 10',
);
let winners = 0;
for (const { conversation_id } of raced) {
  const results = await Promise.allSettled(
    operators.map((op) => timed(race, () => claimConversation(op, conversation_id))),
  );
  winners += results.filter((r) => r.status === 'fulfilled').length;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' / ');
console.log(`
Operator inbox benchmark (PostgreSQL, ${WAITING} waiting conversations, ${PERSONAS} personas, ${SITES} sites; seeded in ${seeded} ms)
| what | n | p50 | p95 | p99 | target |
|---|---:|---:|---:|---:|---|
| queue page (50), one operator, first page and 100 pages deep | ${alone.length} | ${ms(percentile(alone, 50))} | ${ms(percentile(alone, 95))} | ${ms(percentile(alone, 99))} | p95 ≤ 100 ms |
| queue page (50), 20 operators at once, 10 pages deep | ${queue.length} | ${ms(percentile(queue, 50))} | ${ms(percentile(queue, 95))} | ${ms(percentile(queue, 99))} | p95 ≤ 100 ms |
| claim, 20 operators at once | ${claims.length} | ${ms(percentile(claims, 50))} | ${ms(percentile(claims, 95))} | ${ms(percentile(claims, 99))} | p99 ≤ 150 ms |
| answer, 20 operators at once | ${answers.length} | ${ms(percentile(answers, 50))} | ${ms(percentile(answers, 95))} | ${ms(percentile(answers, 99))} | p99 ≤ 150 ms |
| claim race (20 on one conversation, 10 times) | ${race.length} | ${ms(percentile(race, 50))} | ${ms(percentile(race, 95))} | ${ms(percentile(race, 99))} | one winner each: ${winners === raced.length ? 'yes' : `NO (${winners})`} |
Refused answers: ${refused}. Load average (1/5/15 min) at the end: ${load} on ${os.cpus().length} cores.`);

await sql.end();
await closeDb();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.end();
