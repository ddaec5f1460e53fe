import { sql } from 'drizzle-orm';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Client } from 'pg';
import { liveEvents } from '@/lib/db/schema';
import { liveBus, stopLiveBus } from '@/lib/server/events/bus';
import { checkSessions, MAX_STREAMS_PER_OWNER, openStreamCount, REPLAY_MAX } from '@/lib/server/events/live-stream';
import { apiRequest } from '../utils/api-request';
import { type Member, nextIp } from '../utils/members';
import { call, callJson, type ErrorBody, send } from './helpers/http';
import { kinds, publish, StreamReader } from './helpers/live';
import { createOperator, twoSites } from './helpers/ops';
import { createMember } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

// A real collection before counting which streams are still reachable in the leak test.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterAll(async () => {
  await stopLiveBus();
  await t.teardown();
});

const open = async (member: Member, init: { last?: number; header?: number; signal?: AbortSignal } = {}) => {
  const request = apiRequest('GET', `/api/events${init.last === undefined ? '' : `?last=${init.last}`}`, {
    as: member,
    ip: nextIp(),
    headers: init.header === undefined ? {} : { 'last-event-id': String(init.header) },
  });
  const { response } = await send(request.url, { ...request, signal: init.signal });
  return new StreamReader(response);
};

/** Opens a stream and waits for its first frame (`ready`), so the stream is subscribed before the test publishes. */
const ready = async (member: Member, init: Parameters<typeof open>[1] = {}) => {
  const stream = await open(member, init);
  const [first] = await stream.next();
  return { stream, first: first! };
};

describe(`live events (${dbKind})`, () => {
  it('streams text/event-stream with the headers that keep proxies and compression from buffering it', async () => {
    const member = await createMember(t.db);
    const { stream, first } = await ready(member);
    const h = stream.response.headers;
    expect({
      status: stream.response.status,
      type: h.get('content-type'),
      cache: h.get('cache-control'),
      accel: h.get('x-accel-buffering'),
      encoding: h.get('content-encoding'),
    }).toEqual({
      status: 200,
      type: 'text/event-stream; charset=utf-8',
      cache: 'no-cache, no-transform',
      accel: 'no',
      encoding: 'none',
    });
    expect(stream.retry).toBe(3000);
    expect(first.data.kind).toBe('ready');
    expect(typeof first.id).toBe('number');
    await stream.cancel();
  });

  it('refuses visitors', async () => {
    const answer = await callJson<ErrorBody>('GET', '/api/events');
    expect({ status: answer.status, code: answer.body.error.code }).toEqual({
      status: 403,
      code: 'authentication_required',
    });
    expect((await callJson<ErrorBody>('GET', '/api/events?last=abc', { as: await createMember(t.db) })).status).toBe(
      422,
    );
  });

  it('delivers each kind to its member only, with an id per event', async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const { stream: sa } = await ready(a);
    const { stream: sb } = await ready(b);
    for (const kind of ['message', 'read', 'like', 'match', 'credits'] as const)
      await publish(t.db, { userId: a.id }, kind, kind === 'credits' ? undefined : `ref-${kind}`);
    const got = await sa.next(5);
    expect(kinds(got)).toEqual([
      ['message', 'ref-message'],
      ['read', 'ref-read'],
      ['like', 'ref-like'],
      ['match', 'ref-match'],
      ['credits', null],
    ]);
    const ids = got.map((f) => f.id ?? 0);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(ids).size).toBe(5);
    // The stranger's stream carries none of it.
    expect(await sb.none(300)).toEqual([]);
    await Promise.all([sa.cancel(), sb.cancel()]);
  });

  it('replays what was missed after Last-Event-ID (header, or ?last= on the first connect), and resets when too far behind', async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    const { stream, first } = await ready(member);
    await publish(t.db, { userId: member.id }, 'message', 'c1');
    const [seen] = await stream.next();
    await stream.cancel();
    // While the member is away: two events for them, one for someone else.
    await publish(t.db, { userId: member.id }, 'message', 'c2');
    await publish(t.db, { userId: other.id }, 'like', member.id);
    await publish(t.db, { userId: member.id }, 'match', other.id);
    // A new stream does not know what the old one sent: the look-back repeats c1 (a hint, re-fetched harmlessly).
    for (const init of [{ header: seen!.id! }, { last: seen!.id! }]) {
      const again = await open(member, init);
      const frames = await again.next(4);
      expect(kinds(frames)).toEqual([
        ['ready', null],
        ['message', 'c1'],
        ['message', 'c2'],
        ['match', other.id],
      ]);
      expect(await again.none(200)).toEqual([]);
      await again.cancel();
    }
    // The header wins over the query (a reconnect of a page first opened with ?last=).
    const byHeader = await open(member, { header: seen!.id!, last: first.id! });
    expect(kinds(await byHeader.next(4)).slice(1)).toEqual([
      ['message', 'c1'],
      ['message', 'c2'],
      ['match', other.id],
    ]);
    await byHeader.cancel();

    // Too many missed events: one reset, at the newest id.
    const behind = (await stream.lastId)!;
    await t.db
      .insert(liveEvents)
      .values(
        Array.from({ length: REPLAY_MAX + 1 }, (_, i) => ({ userId: member.id, kind: 'message', ref: `bulk-${i}` })),
      );
    const far = await open(member, { header: behind });
    const [reset] = await far.next();
    expect(reset!.data.kind).toBe('reset');
    const [head] = await t.db.select({ max: sql<string>`max(${liveEvents.id})` }).from(liveEvents);
    expect(reset!.id).toBe(Number(head!.max));
    await far.cancel();
    // An id this database never gave (a client of a database since reset) also resets.
    const unknown = await open(member, { header: Number(head!.max) + 1000 });
    expect((await unknown.next())[0]!.data.kind).toBe('reset');
    await unknown.cancel();
  });

  it('replays an event committed out of id order: after the bus resyncs, and on a browser’s reconnect', async () => {
    const member = await createMember(t.db);
    const { stream } = await ready(member);
    // A transaction takes an id and commits late: the next event gets a higher id and reaches the stream first.
    const [reserved] = await t.db
      .execute(sql`select nextval(pg_get_serial_sequence('live_events', 'id')) as id`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const late = Number(reserved!.id);
    await publish(t.db, { userId: member.id }, 'message', 'early');
    const [early] = await stream.next();
    expect(early!.id).toBeGreaterThan(late);
    // The late one commits while the bus has no connection (its NOTIFY is lost); the bus reconnects and resyncs.
    await t.db.execute(
      sql`insert into live_events (id, user_id, kind, ref) overriding system value values (${late}, ${member.id}, 'message', 'late')`,
    );
    (await liveBus()).resyncAll();
    const [found] = await stream.next();
    expect(kinds([found!])).toEqual([['message', 'late']]);
    // Its id stays the highest the stream sent, and what it sent before is not sent again.
    expect(found!.id).toBe(early!.id);
    expect(await stream.none(200)).toEqual([]);
    await stream.cancel();

    // A browser's reconnect after the early event: a new stream, which looks back too (and repeats the early one).
    const again = await open(member, { header: early!.id! });
    expect(kinds(await again.next(3))).toEqual([
      ['ready', null],
      ['message', 'late'],
      ['message', 'early'],
    ]);
    expect(again.frames.map((f) => f.id).slice(1)).toEqual([early!.id, early!.id]);
    await again.cancel();
  });

  it('resets a client whose missed events were pruned', async () => {
    const member = await createMember(t.db);
    await publish(t.db, { userId: member.id }, 'credits');
    const [row] = await t.db.select({ min: sql<string>`min(${liveEvents.id})` }).from(liveEvents);
    const oldest = Number(row!.min);
    await t.db.execute(sql`delete from live_events where id <= ${oldest + 2}`);
    const stream = await open(member, { header: oldest });
    expect((await stream.next())[0]!.data.kind).toBe('reset');
    await stream.cancel();
  });

  it('streams inbox events only for the sites an operator may see', async () => {
    const { localhost, otherSite } = await twoSites(t.db);
    const scoped = await createOperator(t.db, { role: 'chat', siteIds: [localhost] });
    const every = await createOperator(t.db, { role: 'admin' });
    const moderator = await createOperator(t.db, { role: 'moderator' });
    const openOps = async (cookie: string) =>
      new StreamReader((await call('GET', '/api/ops/events', { cookie })).response);
    const [s1, s2] = [await openOps(scoped.cookie), await openOps(every.cookie)];
    await Promise.all([s1.next(), s2.next()]);
    await publish(t.db, { opsSiteId: otherSite }, 'inbox', 'conv-other');
    await publish(t.db, { opsSiteId: localhost }, 'inbox', 'conv-local');
    expect(kinds(await s1.next())).toEqual([['inbox', 'conv-local']]);
    expect(await s1.none(200)).toEqual([]);
    expect(kinds(await s2.next(2))).toEqual([
      ['inbox', 'conv-other'],
      ['inbox', 'conv-local'],
    ]);
    // Replay for the scoped operator skips the other site too.
    const first = s1.frames[0]!.id!;
    await s1.cancel();
    const again = new StreamReader(
      (await call('GET', '/api/ops/events', { cookie: scoped.cookie, headers: { 'last-event-id': String(first) } }))
        .response,
    );
    expect(kinds(await again.next(2))).toEqual([
      ['ready', null],
      ['inbox', 'conv-local'],
    ]);
    await Promise.all([again.cancel(), s2.cancel()]);
    // A member's cookie, or an operator whose role has no inbox, gets no operator stream.
    expect((await callJson<ErrorBody>('GET', '/api/ops/events', { cookie: moderator.cookie })).status).toBe(403);
    expect((await callJson<ErrorBody>('GET', '/api/ops/events', { as: await createMember(t.db) })).status).toBe(403);
  });

  it('ends the streams of a member who logged out or was banned, and of a removed operator, at the session check', async () => {
    const [stays, leaves, banned] = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    const streams = [(await ready(stays)).stream, (await ready(leaves)).stream, (await ready(banned)).stream];
    const operator = await createOperator(t.db, { role: 'chat' });
    const ops = new StreamReader((await call('GET', '/api/ops/events', { cookie: operator.cookie })).response);
    await ops.next();
    expect(await checkSessions()).toBe(0);
    await t.db.execute(sql`update users set session_version = session_version + 1 where id = ${leaves.id}`);
    await t.db.execute(sql`update users set status = 'banned' where id = ${banned.id}`);
    await t.db.execute(sql`update operators set status = 'removed' where id = ${operator.id}`);
    expect(await checkSessions()).toBe(3);
    await streams[1]!.none(100);
    await streams[2]!.none(100);
    await ops.none(100);
    expect([streams[0]!.ended, streams[1]!.ended, streams[2]!.ended, ops.ended]).toEqual([false, true, true, true]);
    await publish(t.db, { userId: stays.id }, 'credits');
    expect(kinds(await streams[0]!.next())).toEqual([['credits', null]]);
    await streams[0]!.cancel();
    expect(openStreamCount()).toBe(0);
  });

  it('closes the oldest stream when a member opens one too many', async () => {
    const member = await createMember(t.db);
    const streams: StreamReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_OWNER + 1; i += 1) streams.push((await ready(member)).stream);
    await streams[0]!.none(100);
    expect(streams[0]!.ended).toBe(true);
    await publish(t.db, { userId: member.id }, 'credits');
    expect(kinds(await streams.at(-1)!.next())).toEqual([['credits', null]]);
    await Promise.all(streams.map((s) => s.cancel()));
    expect(openStreamCount()).toBe(0);
  });

  it('leaves no stream, subscription or listener behind after 1,000 connects and disconnects', async () => {
    const member = await createMember(t.db);
    const bus = await liveBus();
    const connectsBefore = bus.connects;
    // Each round's response body is watched through a WeakRef: a body the server still reaches (a registry, a timer,
    // a listener) survives garbage collection. Counting survivors is exact where a heap total is noise.
    const bodies: WeakRef<ReadableStream<Uint8Array>>[] = [];
    const round = async (i: number) => {
      const controller = new AbortController();
      const { stream } = await ready(member, { signal: controller.signal });
      bodies.push(new WeakRef(stream.response.body!));
      // Half go away as Next tells a route (request.signal), half by the body being cancelled (a failed write).
      if (i % 2 === 0) controller.abort();
      else await stream.cancel();
    };
    for (let i = 0; i < 1000; i += 1) await round(i);
    const survivors = async () => {
      for (let pass = 0; pass < 3; pass += 1) {
        await new Promise((r) => setTimeout(r, 50));
        gc();
      }
      return bodies.filter((ref) => ref.deref() !== undefined).length;
    };
    expect(openStreamCount()).toBe(0);
    expect(bus.subscribedKeys).toBe(0);
    expect(bus.connects).toBe(connectsBefore);
    if (t.url) {
      // One LISTEN connection for the instance, however many streams came and went.
      const admin = new Client({ connectionString: t.url });
      await admin.connect();
      const { rows } = await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = 'rosedate-live' and datname = current_database()",
      );
      await admin.end();
      expect(rows[0]?.n).toBe(1);
    }
    expect(await survivors()).toBe(0);
  }, 120_000);
});
