import 'server-only';
import { and, asc, gt, inArray, isNotNull, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { liveEvents, operators, users, type LiveEventKind } from '@/lib/db/schema';
import { LIVE_RETRY_MS, type LiveMessage } from '@/lib/schemas/events';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';
import { liveBus, memberKey, siteKey, type BusEvent, type BusSubscriber } from './bus';

/**
 * Whose stream: a member's, or an operator's for the sites they may see (null: every site), with the session
 * version its cookie carried: a logout, a ban or a password change raises the version and ends the stream at the
 * next heartbeat (checkSessions).
 */
export type StreamAudience =
  | { userId: string; sessionVersion: number }
  | { operatorId: string; siteIds: readonly number[] | null; sessionVersion: number };

/** Events replayed at most on a reconnect; a client further behind gets `reset` and re-fetches everything. */
export const REPLAY_MAX = 200;
/** Open streams per member or operator (tabs, devices); the oldest closes when one more opens. */
export const MAX_STREAMS_PER_OWNER = 10;
/** A comment line this often keeps proxies (nginx's 60 s read timeout) and the browser from giving up. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser reconnects at once with its Last-Event-ID: the session is
 * checked again (a member logged out or banned since stops receiving), and streams spread over instances.
 */
export const STREAM_MAX_AGE_MS = 10 * 60_000;
/** Bytes a client that stopped reading may leave queued before its stream is closed (it replays on reconnect). */
const MAX_QUEUED_BYTES = 256 * 1024;
/** Ids a stream remembers having sent (the look-back below skips them). */
const RECENT_IDS = 256;
/**
 * How far back a replay also looks for rows the stream has not sent. Event ids come from an identity column, so
 * a transaction can commit after one with a higher id was already sent: a replay after the highest id sent alone
 * would skip it. A transaction that took longer than this between its event and its commit can still be missed.
 */
export const LOOK_BACK_SECONDS = 30;

const encoder = new TextEncoder();

/** The per-process registry of open streams, by owner in opening order. */
const KEY = Symbol.for('rosedate.live-streams');
type Registry = { byOwner: Map<string, Set<LiveStream>>; count: number; heartbeat: NodeJS.Timeout | null };
const store = globalThis as { [KEY]?: Registry };
const registry: Registry = (store[KEY] ??= { byOwner: new Map(), count: 0, heartbeat: null });

/** Open streams in this process (the leak test expects 0 after every client went away). */
export function openStreamCount(): number {
  return registry.count;
}

function ownerKey(audience: StreamAudience): string {
  return 'userId' in audience ? `u:${audience.userId}` : `o:${audience.operatorId}`;
}

function busKeys(audience: StreamAudience): string[] {
  if ('userId' in audience) return [memberKey(audience.userId)];
  return audience.siteIds === null ? [siteKey('*')] : audience.siteIds.map((id) => siteKey(id));
}

function audienceWhere(audience: StreamAudience): SQL {
  if ('userId' in audience) return eq(liveEvents.userId, audience.userId);
  if (audience.siteIds === null) return isNotNull(liveEvents.opsSiteId);
  if (audience.siteIds.length === 0) return sql`false`;
  return inArray(liveEvents.opsSiteId, [...audience.siteIds]);
}

function frame(id: number | null, message: LiveMessage): Uint8Array {
  return encoder.encode(`${id === null ? '' : `id: ${id}\n`}data: ${JSON.stringify(message)}\n\n`);
}

type Replay = { events: BusEvent[]; reset: boolean; head: number };

/**
 * The audience's events after `after`, oldest first, and those of the last LOOK_BACK_SECONDS at or below it that
 * are not in `sent` (committed out of id order; on a browser's reconnect, whose stream is new, these can repeat a
 * few events the browser already had: hints, re-fetched harmlessly). `reset` when they cannot be told completely:
 * more than REPLAY_MAX, older than what the table still keeps (pruned), or an id this database never gave.
 */
async function eventsAfter(audience: StreamAudience, after: number | null, sent: ReadonlySet<number>): Promise<Replay> {
  const db = await getDb();
  const [bounds] = await db
    .select({ min: sql<string | null>`min(${liveEvents.id})`, max: sql<string | null>`max(${liveEvents.id})` })
    .from(liveEvents);
  const head = Number(bounds?.max ?? 0);
  if (after === null) return { events: [], reset: false, head };
  const oldest = bounds?.min === null || bounds?.min === undefined ? null : Number(bounds.min);
  if (after > head || (oldest !== null && after < oldest - 1) || (oldest === null && after > 0 && head === 0))
    return { events: [], reset: after !== head, head };
  const rows = await db
    .select({ id: liveEvents.id, kind: liveEvents.kind, ref: liveEvents.ref })
    .from(liveEvents)
    .where(
      and(
        audienceWhere(audience),
        or(
          gt(liveEvents.id, after),
          gt(liveEvents.createdAt, sql`now() - make_interval(secs => ${LOOK_BACK_SECONDS})`),
        ),
        sent.size > 0 ? notInArray(liveEvents.id, [...sent]) : undefined,
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(REPLAY_MAX + 1);
  if (rows.length > REPLAY_MAX) return { events: [], reset: true, head };
  return { events: rows.map((r) => ({ id: r.id, kind: r.kind as LiveEventKind, ref: r.ref })), reset: false, head };
}

/**
 * One open event stream. It subscribes to the bus before it reads the table, holds live events back while a
 * replay runs and writes each event once (by id), so an event committed during the replay is neither lost nor
 * doubled. It ends on the request's abort, on a write that fails, when the client stops reading, when its owner
 * opens one stream too many, and after STREAM_MAX_AGE_MS.
 */
class LiveStream implements BusSubscriber {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private unsubscribe: (() => void) | null = null;
  private closed = false;
  private replaying = false;
  private resyncWanted = false;
  private held: BusEvent[] = [];
  private readonly sent = new Set<number>();
  private cursor: number;
  private maxAge: NodeJS.Timeout | null = null;
  readonly body: ReadableStream<Uint8Array>;

  constructor(
    private readonly audience: StreamAudience,
    lastId: number | null,
    private readonly signal: AbortSignal,
  ) {
    this.cursor = lastId ?? 0;
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
          controller.enqueue(encoder.encode(`retry: ${LIVE_RETRY_MS}\n\n`));
        },
        cancel: () => this.close(),
      },
      { highWaterMark: MAX_QUEUED_BYTES, size: (chunk) => chunk.byteLength },
    );
    this.onAbort = this.onAbort.bind(this);
    signal.addEventListener('abort', this.onAbort);
    this.register();
    if (signal.aborted) this.close();
    else void this.open(lastId);
  }

  private onAbort(): void {
    this.close();
  }

  private register(): void {
    const owner = ownerKey(this.audience);
    let set = registry.byOwner.get(owner);
    if (!set) registry.byOwner.set(owner, (set = new Set()));
    // The owner's oldest stream gives way (a forgotten tab); its browser would reconnect, so it is told not to.
    while (set.size >= MAX_STREAMS_PER_OWNER) {
      const [oldest] = set;
      if (!oldest) break;
      oldest.close();
    }
    set.add(this);
    registry.count += 1;
    registry.heartbeat ??= setInterval(heartbeatAll, HEARTBEAT_MS);
    registry.heartbeat.unref?.();
    this.maxAge = setTimeout(() => this.close(), STREAM_MAX_AGE_MS);
    this.maxAge.unref?.();
  }

  private async open(lastId: number | null): Promise<void> {
    try {
      const bus = await liveBus();
      if (this.closed) return;
      this.unsubscribe = bus.subscribe(busKeys(this.audience), this);
      await this.replay(lastId, true);
    } catch (error) {
      log('warn', 'live stream could not start', errorFields(error));
      this.close();
    }
  }

  /** Reads the table after the cursor (the first connect, or after the bus lost its connection). */
  private async replay(after: number | null, first: boolean): Promise<void> {
    this.replaying = true;
    try {
      const { events, reset, head } = await eventsAfter(this.audience, after, this.sent);
      if (this.closed) return;
      if (reset) {
        this.cursor = head;
        this.write(head, { kind: 'reset' });
      } else if (first && after === null) {
        this.cursor = head;
        this.write(head, { kind: 'ready' });
      } else {
        if (first) this.write(null, { kind: 'ready' });
        for (const event of events) this.send(event);
      }
    } finally {
      this.replaying = false;
    }
    const held = this.held;
    this.held = [];
    for (const event of held) this.send(event);
    if (this.resyncWanted && !this.closed) {
      this.resyncWanted = false;
      await this.replay(this.cursor, false);
    }
  }

  deliver(event: BusEvent): void {
    if (this.closed) return;
    if (this.replaying) this.held.push(event);
    else this.send(event);
  }

  resync(): void {
    if (this.closed) return;
    if (this.replaying) {
      this.resyncWanted = true;
      return;
    }
    void this.replay(this.cursor, false).catch((error: unknown) => {
      log('warn', 'live stream replay failed', errorFields(error));
      // The browser reconnects with its last id and replays then.
      this.close();
    });
  }

  private send(event: BusEvent): void {
    if (this.sent.has(event.id)) return;
    this.sent.add(event.id);
    if (this.sent.size > RECENT_IDS) {
      const [first] = this.sent;
      if (first !== undefined) this.sent.delete(first);
    }
    // The id a reconnect replays after only grows: an event that committed after a later one is still written.
    this.cursor = Math.max(this.cursor, event.id);
    this.write(this.cursor, { kind: event.kind, ref: event.ref });
  }

  heartbeat(): void {
    this.enqueue(encoder.encode(': hb\n\n'));
  }

  /** Whose session this stream lives on, for the heartbeat's session check. */
  get owner(): StreamAudience {
    return this.audience;
  }

  private write(id: number | null, message: LiveMessage): void {
    this.enqueue(frame(id, message));
  }

  private enqueue(chunk: Uint8Array): void {
    const controller = this.controller;
    if (this.closed || !controller) return;
    // A client that stopped reading (a sleeping phone behind a proxy) does not make the server buffer for it.
    if (controller.desiredSize !== null && controller.desiredSize <= 0) {
      this.close();
      return;
    }
    try {
      controller.enqueue(chunk);
    } catch {
      this.close();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.signal.removeEventListener('abort', this.onAbort);
    if (this.maxAge) clearTimeout(this.maxAge);
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.held = [];
    const owner = ownerKey(this.audience);
    const set = registry.byOwner.get(owner);
    if (set?.delete(this)) {
      registry.count -= 1;
      if (set.size === 0) registry.byOwner.delete(owner);
    }
    if (registry.count === 0 && registry.heartbeat) {
      clearInterval(registry.heartbeat);
      registry.heartbeat = null;
    }
    try {
      this.controller?.close();
    } catch {
      // Already cancelled by the client: nothing more to end.
    }
    this.controller = null;
  }
}

function heartbeatAll(): void {
  for (const set of registry.byOwner.values()) for (const stream of [...set]) stream.heartbeat();
  void checkSessions().catch((error: unknown) => log('warn', 'live stream session check failed', errorFields(error)));
}

/** Members who may no longer hold a session: a stream of theirs ends (the login page or the ban page follows). */
const ENDED_STATUSES = new Set(['disabled', 'banned', 'deleted']);

/**
 * Ends the streams whose session ended since they opened (issue 16 review: a banned or logged-out member must
 * not keep receiving hints until STREAM_MAX_AGE_MS): one query for the members and one for the operators of
 * every open stream in this process, at each heartbeat.
 */
export async function checkSessions(): Promise<number> {
  const streams = [...registry.byOwner.values()].flatMap((set) => [...set]);
  const memberIds = [...new Set(streams.flatMap((s) => ('userId' in s.owner ? [s.owner.userId] : [])))];
  const operatorIds = [...new Set(streams.flatMap((s) => ('operatorId' in s.owner ? [s.owner.operatorId] : [])))];
  if (memberIds.length === 0 && operatorIds.length === 0) return 0;
  const db = await getDb();
  const [memberRows, operatorRows] = await Promise.all([
    memberIds.length === 0
      ? []
      : db
          .select({ id: users.id, version: users.sessionVersion, status: users.status })
          .from(users)
          .where(inArray(users.id, memberIds)),
    operatorIds.length === 0
      ? []
      : db
          .select({ id: operators.id, version: operators.sessionVersion, status: operators.status })
          .from(operators)
          .where(inArray(operators.id, operatorIds)),
  ]);
  const members = new Map(memberRows.map((r) => [r.id, r]));
  const staff = new Map(operatorRows.map((r) => [r.id, r]));
  let ended = 0;
  for (const stream of streams) {
    const owner = stream.owner;
    const row = 'userId' in owner ? members.get(owner.userId) : staff.get(owner.operatorId);
    const live =
      row !== undefined &&
      row.version === owner.sessionVersion &&
      ('userId' in owner ? !ENDED_STATUSES.has(row.status) : row.status !== 'removed');
    if (!live) {
      stream.close();
      ended += 1;
    }
  }
  return ended;
}

/**
 * The Last-Event-ID a (re)connecting client names: the header its EventSource sends on a reconnect, else
 * `?last=` (the first connect of a page that kept the id); a malformed header counts as none.
 */
export function lastEventId(header: string | null, query: string | undefined): number | null {
  const raw = header !== null && /^\d{1,15}$/.test(header.trim()) ? header.trim() : query;
  return raw === undefined ? null : Number(raw);
}

/**
 * The `text/event-stream` answer of `GET /api/events` and `GET /api/ops/events`: not cached, not
 * transformed, not compressed (Next's compression would buffer it; `Content-Encoding: none` turns it off)
 * and not buffered by nginx (`X-Accel-Buffering: no`).
 */
export function liveStreamResponse(audience: StreamAudience, lastId: number | null, signal: AbortSignal): Response {
  const stream = new LiveStream(audience, lastId, signal);
  return new Response(stream.body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      'Content-Encoding': 'none',
    },
  });
}
