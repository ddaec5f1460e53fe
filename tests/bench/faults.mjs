// `npm run bench:faults`: the fault run of issue 16 ("Proof under load and faults"). 200 members send through nginx
// (deploy/nginx.conf) in front of two instances on one private PostgreSQL for a minute; meanwhile PostgreSQL is
// restarted once (pg_ctl -m immediate: a crash and its recovery) and one instance is killed (SIGKILL) and started
// again. Every send keeps its client_id and is retried until the server acknowledges it, as the real client does.
// Afterwards it counts, from the database: every acknowledged message stored exactly once, every stored message
// charged exactly once (one ledger entry with reason 'message' referencing it), no acknowledged message lost, the
// ledger invariant (checkLedger), and whether every event stream recovered without a reload (events received after
// the faults, and the acknowledged messages whose event reached the recipient's stream, replayed or live).
// The load starts once the job workers are idle (the periodic scans of a fresh start done; see chat.mjs).
// Exits 1 when one of these fails. Writes tests/bench/reports/faults-*.md.
//   BENCH_FAULT_SECONDS (60), BENCH_FAULT_MEMBERS (200), BENCH_FAULT_INTERVAL_MS (5000: each member sends every 5 s)
// Needs a production build, PostgreSQL's binaries and nginx; ports 3316-3319.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  EventStream,
  appInstance,
  checkLedgerOn,
  hasBuild,
  openAll,
  machine,
  newSecret,
  postgresBin,
  round,
  sendUntilAcknowledged,
  setUpMembers,
  sleep,
  wordsOnly,
  startNginx,
  startPostgres,
  teardown,
  waitForIdleJobs,
  writeReport,
} from './chat-harness.mjs';
import { deliveryTimes, eventLog } from './chat-delivery.mjs';

const seconds = Number(process.env.BENCH_FAULT_SECONDS ?? 60);
const memberCount = Number(process.env.BENCH_FAULT_MEMBERS ?? 200);
const intervalMs = Number(process.env.BENCH_FAULT_INTERVAL_MS ?? 5000);
const [portA, portB, nginxPort, pgPort] = [3316, 3317, 3318, 3319];
// After the load stops, a send still unacknowledged is retried this long before it counts as given up.
const GRACE_MS = Number(process.env.BENCH_FAULT_GRACE_S ?? 45) * 1000;

if (!hasBuild()) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
if (!postgresBin()) {
  console.error('The fault run needs PostgreSQL installed (apt-get install -y postgresql).');
  process.exit(1);
}

const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const postgres = startPostgres(pgPort);
const secret = newSecret();
const instances = [];
const streams = [];
let nginx = null;
let failed = false;
const stopAll = teardown(async () => {
  await Promise.all(streams.map((s) => s.close()));
  if (nginx) await nginx.stop();
  await Promise.all(instances.map((i) => i.stop()));
  postgres.stop();
});
try {
  const { members } = setUpMembers(postgres.url, secret, memberCount);
  const env = { TRUST_PROXY: '1' };
  const a = appInstance({ name: 'A', port: portA, databaseUrl: postgres.url, secret, env });
  const b = appInstance({ name: 'B', port: portB, databaseUrl: postgres.url, secret, env });
  instances.push(a, b);
  await Promise.all(instances.map((i) => i.start()));
  await waitForIdleJobs(postgres.url, log);
  nginx = startNginx(nginxPort, [portA, portB]);
  if (!nginx) throw new Error('The fault run needs nginx (apt-get install -y nginx-light).');
  await sleep(500);
  const events = eventLog();
  for (const member of members)
    streams.push(new EventStream(nginx.base, member, (event) => events.add(member.id, event)));
  const opened = await openAll(streams);
  log(`${opened} of ${streams.length} event streams open through nginx; load for ${seconds} s`);

  const statuses = new Map();
  const attempted = []; // every message a client tried: { sender, recipient, clientId, ack }
  const started = performance.now();
  const end = started + seconds * 1000;
  const deadline = Date.now() + seconds * 1000 + GRACE_MS;
  const timeline = [];
  const mark = (what) => {
    timeline.push({ at: round((performance.now() - started) / 1000), what });
    log(what);
  };

  const faults = (async () => {
    await sleep(seconds * 250);
    mark('PostgreSQL restart (immediate) begins');
    const restartMs = await postgres.restart('immediate');
    mark(`PostgreSQL back after ${Math.round(restartMs)} ms`);
    await sleep(Math.max(0, started + seconds * 500 - performance.now()));
    mark('instance B killed (SIGKILL)');
    await b.kill('SIGKILL');
    await sleep(2000);
    mark('instance B starting again');
    await b.start();
    mark('instance B answers again');
  })();

  const load = Promise.all(
    members.map(async (member) => {
      let next = started + Math.random() * intervalMs;
      while (next < end) {
        await sleep(Math.max(0, next - performance.now()));
        const entry = {
          sender: member.id,
          recipient: member.partner,
          clientId: randomUUID(),
          ack: null,
          at: 0,
          done: false,
        };
        attempted.push(entry);
        entry.ack = await sendUntilAcknowledged(
          nginx.base,
          member,
          entry.clientId,
          `Fault run ${wordsOnly(entry.clientId)}`,
          {
            deadline,
            statuses,
          },
        );
        entry.at = performance.now();
        entry.done = true;
        next = Math.max(next + intervalMs, performance.now());
      }
    }),
  );
  await faults;
  const recovered = performance.now(); // both faults over: every event after this proves a stream recovered
  const progress = setInterval(
    () => log(`${attempted.filter((e) => !e.ack && !e.done).length} sends still being retried`),
    5000,
  );
  await load;
  clearInterval(progress);
  mark(`load over: ${attempted.length} messages tried`);
  await sleep(5000); // the last events and replays on their way

  const sql = new pg.Client({ connectionString: postgres.url });
  await sql.connect();
  const senderIds = members.map((m) => m.id);
  const { rows: stored } = await sql.query(
    'select id, sender_id, client_id from messages where sender_id = any($1::uuid[])',
    [senderIds],
  );
  const byClientId = new Map();
  for (const row of stored) {
    const key = `${row.sender_id}:${row.client_id}`;
    byClientId.set(key, [...(byClientId.get(key) ?? []), row.id]);
  }
  const acked = attempted.filter((e) => e.ack);
  let lost = 0;
  let storedTwice = 0;
  let wrongId = 0;
  for (const entry of acked) {
    const ids = byClientId.get(`${entry.sender}:${entry.clientId}`) ?? [];
    if (ids.length === 0) lost += 1;
    else if (ids.length > 1) storedTwice += 1;
    else if (ids[0] !== entry.ack.id) wrongId += 1;
  }
  const duplicates = [...byClientId.values()].filter((ids) => ids.length > 1).length;
  const ackedKeys = new Set(acked.map((e) => `${e.sender}:${e.clientId}`));
  const storedUnacked = [...byClientId.keys()].filter((k) => !ackedKeys.has(k)).length;
  const { rows: charges } = await sql.query(
    `select count(*) filter (where n = 0)::int as unpaid, count(*) filter (where n > 1)::int as charged_twice
     from (select m.id, count(c.id) as n from messages m
           left join credit_entries c on c.reason = 'message' and c.reference = m.id::text
           where m.sender_id = any($1::uuid[]) group by m.id) t`,
    [senderIds],
  );
  const { rows: orphans } = await sql.query(
    `select count(*)::int as n from credit_entries c
     where c.reason = 'message' and not exists (select 1 from messages m where m.id::text = c.reference)`,
  );
  const delivery = await deliveryTimes(
    sql,
    senderIds,
    acked.map((e) => ({ ...e.ack, recipient: e.recipient })),
    events,
  );
  await sql.end();
  const violations = checkLedgerOn(postgres.url, secret);
  const delivered = delivery.times.length;
  // A stream recovered when it received an event after both faults; every member's partner sent after them.
  const expectingAfter = members.filter((m) => acked.some((e) => e.recipient === m.id && e.at > recovered));
  const recoveredStreams = expectingAfter.filter((m) => events.countAfter(m.id, recovered) > 0).length;

  const counts = {
    tried: attempted.length,
    acknowledged: acked.length,
    givenUp: attempted.length - acked.length,
    acknowledgedLost: lost,
    acknowledgedStoredTwice: storedTwice,
    acknowledgedWithAnotherId: wrongId,
    storedMessages: stored.length,
    storedWithoutAcknowledgement: storedUnacked,
    duplicateClientIds: duplicates,
    storedUncharged: charges[0].unpaid,
    storedChargedTwice: charges[0].charged_twice,
    chargesWithoutMessage: orphans[0].n,
    ledgerViolations: violations.length,
    eventsReachedRecipient: delivered,
    eventsWithoutRow: delivery.unwritten,
    streamsOpenedAtStart: opened,
    streamsRecovered: recoveredStreams,
    streamsExpectingEvents: expectingAfter.length,
    streamReconnects: streams.reduce((n, s) => n + Math.max(0, s.connects - 1), 0),
    retriesBeyondFirstAttempt: acked.reduce((n, e) => n + e.ack.attempts - 1, 0),
  };
  const checks = [
    ['every acknowledged message stored exactly once', lost === 0 && storedTwice === 0 && wrongId === 0],
    ['no client_id stored twice', duplicates === 0],
    ['every stored message charged exactly once', counts.storedUncharged === 0 && counts.storedChargedTwice === 0],
    ['no message charge without its message', counts.chargesWithoutMessage === 0],
    ['ledger invariant (checkLedger)', violations.length === 0],
    [
      'every stream recovered without a reload',
      opened === streams.length && recoveredStreams === expectingAfter.length,
    ],
  ];
  failed = checks.some(([, ok]) => !ok);
  // Not a pass condition: an event is a hint, and the client re-fetches after every reconnect (docs/live.md); a
  // hint that never arrived is counted and reported.
  checks.push([
    `every acknowledged message’s event reached the recipient’s stream (reported, not required: ${acked.length - delivered} missing)`,
    delivered === acked.length,
  ]);
  const stamp = new Date().toISOString();
  const text = [
    `# Fault run ${stamp}`,
    '',
    `Machine: ${machine()} at the end. ${memberCount} members sending through nginx to two instances on one PostgreSQL for ${seconds} s, one message every ${intervalMs} ms each, every send retried with its client_id until acknowledged (at most ${GRACE_MS / 1000} s after the load).`,
    '',
    'Timeline (seconds after the load began):',
    '',
    ...timeline.map((t) => `- ${t.at} s: ${t.what}`),
    '',
    '| count | value |',
    '|---|---:|',
    ...Object.entries(counts).map(([k, v]) => `| ${k} | ${v} |`),
    '',
    `Answers seen (every attempt): ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
    '',
    '| check | result |',
    '|---|---|',
    ...checks.map(([name, ok]) => `| ${name} | ${ok ? 'holds' : 'FAILED'} |`),
    '',
  ].join('\n');
  const file = writeReport('faults', stamp, text, {
    stamp,
    timeline,
    counts,
    statuses: Object.fromEntries(statuses),
    checks,
  });
  console.log(`\n${text}\nReport: ${file}`);
  if (violations.length > 0) console.log(JSON.stringify(violations.slice(0, 10)));
} catch (error) {
  failed = true;
  console.error(error);
  for (const instance of instances)
    console.error(`--- instance ${instance.name} (last lines)\n${instance.log.join('').slice(-3000)}`);
} finally {
  await stopAll();
}
process.exit(failed ? 1 : 0);
