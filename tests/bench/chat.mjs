// `npm run bench:chat` (and part of `npm run bench`): the chat under load on PostgreSQL across two instances
// (issue 16, "Proof under load"). 200 members in 100 conversations, each member's event stream open on one instance
// and its sends going through the same one, the partner on the other: every message crosses instances. Measures
// the send (POST /api/chats/{id}/messages, each with its own client_id) p50/p95/p99 and the delivery time from the
// send's start to the event in the recipient's stream on the other instance; counts the statements per send
// (pg_stat_statements). Before the warm-up it waits (up to 3 minutes, logged) until the instances' job workers are
// idle: a fresh start runs the periodic scans (the weekly one runs findMatches per member), which a live site does
// once a week and would otherwise be measured as chat load. Not a timed test: the figures go to tests/bench/reports/chat-*.md.
//   BENCH_CHAT_SECONDS (default 30), BENCH_CHAT_MEMBERS (200), BENCH_CHAT_INTERVAL_MS (5000: each member sends one
//   message every 5 s, about 40 a second in all, under the 30-a-minute limit of a member)
// Needs a production build (`npm run build`), PostgreSQL's binaries (its own cluster in a temporary directory on
// port 3319) and the ports 3316-3317.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  EventStream,
  appInstance,
  hasBuild,
  openAll,
  machine,
  newSecret,
  percentile,
  postgresBin,
  round,
  sendUntilAcknowledged,
  setUpMembers,
  sleep,
  wordsOnly,
  startPostgres,
  teardown,
  waitForIdleJobs,
  writeReport,
} from './chat-harness.mjs';
import { deliveryTimes, eventLog } from './chat-delivery.mjs';

const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const memberCount = Number(process.env.BENCH_CHAT_MEMBERS ?? 200);
const intervalMs = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 5000);
const [pgPort, portA, portB] = [3319, 3316, 3317];

const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

if (!hasBuild()) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
if (!postgresBin()) {
  console.log('Chat bench skipped: PostgreSQL is not installed (apt-get install -y postgresql).');
  process.exit(0);
}

const postgres = startPostgres(pgPort);
const secret = newSecret();
const instances = [];
const streams = [];
const stopAll = teardown(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await Promise.all(instances.map((i) => i.stop()));
  postgres.stop();
});
try {
  const { members } = setUpMembers(postgres.url, secret, memberCount);
  const sql = new pg.Client({ connectionString: postgres.url });
  await sql.connect();
  await sql.query('create extension if not exists pg_stat_statements');
  const a = appInstance({ name: 'A', port: portA, databaseUrl: postgres.url, secret });
  const b = appInstance({ name: 'B', port: portB, databaseUrl: postgres.url, secret });
  instances.push(a, b);
  await Promise.all(instances.map((i) => i.start()));
  log('two instances answer');
  await waitForIdleJobs(postgres.url, log);
  // Member 2k on A, 2k+1 on B: stream and sends on their own instance, their partner's on the other.
  const home = (index) => (index % 2 === 0 ? a : b);
  const events = eventLog();
  members.forEach((member, index) => {
    streams.push(new EventStream(home(index).base, member, (event) => events.add(member.id, event)));
  });
  const opened = await openAll(streams);
  if (opened < streams.length) throw new Error(`only ${opened} of ${streams.length} event streams opened`);
  log(`${opened} event streams open; warm-up`);

  const statuses = new Map();
  const sent = [];
  const send = async (member, index, label) => {
    const clientId = randomUUID();
    const ack = await sendUntilAcknowledged(home(index).base, member, clientId, `${label} ${wordsOnly(clientId)}`, {
      deadline: 0, // one attempt: a refusal under load is counted, not hidden by a retry
      statuses,
    });
    return ack ? { ...ack, sender: member.id, recipient: member.partner } : null;
  };
  // Warm-up: one message each, not measured (plans, pools, the JIT).
  await Promise.all(members.map((m, i) => sleep(Math.random() * 2000).then(() => send(m, i, 'warm-up'))));
  statuses.clear();
  await sql.query('select pg_stat_statements_reset()');
  log(`warm-up done; load for ${seconds} s`);
  const loadStarted = performance.now();
  const end = loadStarted + seconds * 1000;
  let inFlight = 0;
  const progress = setInterval(() => log(`${sent.length} acknowledged, ${inFlight} in flight`), 5000);
  await Promise.all(
    members.map(async (member, index) => {
      let next = loadStarted + Math.random() * intervalMs;
      while (next < end) {
        await sleep(Math.max(0, next - performance.now()));
        inFlight += 1;
        const ack = await send(member, index, 'Hello');
        inFlight -= 1;
        if (ack) sent.push(ack);
        next += intervalMs;
      }
    }),
  );
  clearInterval(progress);
  const loadMs = performance.now() - loadStarted;
  log(`load over: ${sent.length} sends acknowledged`);
  await sleep(3000); // the last events on their way
  const { rows: statements } = await sql.query(
    `select calls::int, round(total_exec_time)::int as total_ms, round(mean_exec_time::numeric, 2)::float as mean_ms,
       left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
     order by total_exec_time desc`,
  );
  const delivery = await deliveryTimes(
    sql,
    members.map((m) => m.id),
    sent,
    events,
  );
  await sql.end();

  const sendTimes = sent.map((s) => s.ended - s.started);
  const totalCalls = statements.reduce((n, s) => n + s.calls, 0);
  const refused = [...statuses].filter(([status]) => status !== '200');
  const result = {
    stamp: new Date().toISOString(),
    machine: machine(),
    members: memberCount,
    seconds,
    intervalMs,
    sends: sent.length,
    sendsPerSecond: round(sent.length / (loadMs / 1000)),
    refused: Object.fromEntries(refused),
    send: {
      p50: round(percentile(sendTimes, 50)),
      p95: round(percentile(sendTimes, 95)),
      p99: round(percentile(sendTimes, 99)),
    },
    delivery: {
      measured: delivery.times.length,
      missing: delivery.missing,
      unwritten: delivery.unwritten,
      p50: round(percentile(delivery.times, 50)),
      p95: round(percentile(delivery.times, 95)),
      p99: round(percentile(delivery.times, 99)),
    },
    statementsPerSend: round(totalCalls / Math.max(1, sent.length)),
    sqlMsPerSend: round(statements.reduce((n, s) => n + s.total_ms, 0) / Math.max(1, sent.length)),
    topStatements: statements.slice(0, 12),
    streamReconnects: streams.reduce((n, s) => n + Math.max(0, s.connects - 1), 0),
  };
  const met = (value, goal) => (value <= goal ? 'met' : 'MISSED');
  const text = [
    `# Chat bench ${result.stamp}`,
    '',
    `Machine: ${result.machine} at the end; the load generator (this process, ${memberCount} streams and senders) on the same machine.`,
    `Two production instances on one PostgreSQL ${postgresBin().split('/').at(-2)} (a private cluster, default settings but max_connections 300), ${memberCount} members in ${memberCount / 2} conversations, each member sending one message every ${intervalMs} ms for ${seconds} s through its own instance; the recipient's stream is on the other instance.`,
    '',
    `| figure | value | target |`,
    `|---|---:|---|`,
    `| messages acknowledged | ${result.sends} (${result.sendsPerSecond}/s) | |`,
    `| answers other than 200 | ${refused.length ? refused.map(([s, n]) => `${s}: ${n}`).join(', ') : 'none'} | none |`,
    `| send p50 / p95 / p99 | ${result.send.p50} / ${result.send.p95} / ${result.send.p99} ms | p99 ≤ 150 ms: ${met(result.send.p99, 150)} |`,
    `| delivery to the other instance's stream p50 / p95 / p99 | ${result.delivery.p50} / ${result.delivery.p95} / ${result.delivery.p99} ms | p95 ≤ 1000 ms: ${met(result.delivery.p95, 1000)} |`,
    `| messages whose event reached the recipient's stream | ${result.delivery.measured} of ${result.sends} (missing ${result.delivery.missing}, of which ${result.delivery.unwritten} without an event row) | all |`,
    `| stream reconnects during the run | ${result.streamReconnects} | 0 |`,
    `| SQL statements per send (every statement of the run ÷ sends) | ${result.statementsPerSend} | |`,
    `| SQL execution time per send (their total time ÷ sends) | ${result.sqlMsPerSend} ms | |`,
    '',
    'Statements by total time (pg_stat_statements, the measured run only):',
    '',
    '| calls | total ms | mean ms | statement |',
    '|---:|---:|---:|---|',
    ...result.topStatements.map(
      (s) => `| ${s.calls} | ${s.total_ms} | ${s.mean_ms} | \`${s.query.replace(/\|/g, '\\|')}\` |`,
    ),
    '',
  ].join('\n');
  const file = writeReport('chat', result.stamp, text, result);
  console.log(`\n${text}\nReport: ${file}`);
} catch (error) {
  for (const instance of instances)
    console.error(`--- instance ${instance.name} (last lines)\n${instance.log.join('').slice(-3000)}`);
  throw error;
} finally {
  await stopAll();
}
