import 'server-only';
import type { Client, Notification } from 'pg';
import { getDbHandle, type Db } from '@/lib/db/client';
import { env } from '@/lib/config/env';
import { LIVE_EVENT_KINDS, type LiveEventKind } from '@/lib/db/schema';
import type { LiveHintKind } from '@/lib/schemas/events';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';
import {
  PAGE_CACHE_NOTIFY_CHANNEL as PAGE_CACHE_CHANNEL,
  purgeAfterReconnect,
  purgeFromBroadcast,
} from '@/lib/server/pages/purge-public-pages';
import { LIVE_CHANNEL } from './publish';

/** One event as NOTIFY carries it (publish.ts): its audience, its id and, to spare a query per stream, kind and ref. */
export type BusEvent = { id: number; kind: LiveEventKind; ref: string | null };

/** What a stream hands the bus: events for its audience, and a call to re-read after the bus lost its connection. */
export type BusSubscriber = { deliver: (event: BusEvent) => void; resync: () => void };

// The client's type of a hint names every kind the table allows (a kind added there fails to compile here).
const CLIENT_KINDS: readonly LiveHintKind[] = LIVE_EVENT_KINDS;

/** The key of an audience in the bus's one map: a member, a site's operators, or every site (`s:*`). */
export const memberKey = (userId: string) => `u:${userId}`;
export const siteKey = (siteId: number | '*') => `s:${siteId}`;

type Listener = { close: () => Promise<void> };
type BusOptions = {
  /** The PostgreSQL database to LISTEN on; null for the embedded database (PGlite's own listen()). */
  url: string | null;
  /** For PGlite: the database the app uses (the same in-process instance). */
  db?: Db;
  onPageCachePurge?: (payload: string | undefined) => void;
  /** After a reconnect (not the first connect): a page-cache purge announced during the gap reached no one. */
  onReconnect?: () => void;
};

const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 10_000;

type Parsed = { key: string[]; event: BusEvent };

function parseOne(value: unknown): Parsed | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as { u?: unknown; s?: unknown; id?: unknown; k?: unknown; r?: unknown };
  const id = Number(raw.id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof raw.k !== 'string' || !(CLIENT_KINDS as readonly string[]).includes(raw.k)) return null;
  const event: BusEvent = { id, kind: raw.k as LiveEventKind, ref: typeof raw.r === 'string' ? raw.r : null };
  if (typeof raw.u === 'string') return { key: [memberKey(raw.u)], event };
  if (typeof raw.s === 'number') return { key: [siteKey(raw.s), siteKey('*')], event };
  return null;
}

/** A NOTIFY's events: publish.ts sends a JSON array of them (a single object is read too). */
function parseEvents(payload: string): Parsed[] {
  try {
    const raw: unknown = JSON.parse(payload);
    return (Array.isArray(raw) ? raw : [raw]).map(parseOne).filter((p): p is Parsed => p !== null);
  } catch {
    return [];
  }
}

/**
 * The instance's one listener for live events (issue 16 §1): on PostgreSQL one dedicated `pg.Client`
 * (never a pooled connection, never one per stream) LISTENs on `live_events` and `page_cache`; when that
 * connection fails it reconnects with back-off, LISTENs again and asks every open stream to re-read the
 * table from its last id, so nothing published during the gap is lost. On PGlite, PGlite's own listen()
 * on the app's in-process database. Streams subscribe by audience key in one in-memory map.
 */
export class LiveBus {
  private readonly subscribers = new Map<string, Set<BusSubscriber>>();
  private listener: Listener | null = null;
  private starting: Promise<void> | null = null;
  private stopped = false;
  private backoffMs = BACKOFF_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  /** How many times the connection was (re)established: the fault tests read it. */
  connects = 0;
  /** The backend pid of the PostgreSQL listener connection, for the fault test's pg_terminate_backend. */
  listenerPid: number | null = null;

  constructor(private readonly options: BusOptions) {}

  /** Starts listening (once); resolves when LISTEN is in place, so nothing committed after it is missed. */
  start(): Promise<void> {
    if (this.listener) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  subscribe(keys: readonly string[], subscriber: BusSubscriber): () => void {
    for (const key of keys) {
      let set = this.subscribers.get(key);
      if (!set) this.subscribers.set(key, (set = new Set()));
      set.add(subscriber);
    }
    return () => {
      for (const key of keys) {
        const set = this.subscribers.get(key);
        set?.delete(subscriber);
        if (set?.size === 0) this.subscribers.delete(key);
      }
    };
  }

  /** Audience keys with at least one open stream (the leak test expects none after every stream closed). */
  get subscribedKeys(): number {
    return this.subscribers.size;
  }

  get listening(): boolean {
    return this.listener !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.starting?.catch(() => undefined);
    const listener = this.listener;
    this.listener = null;
    await listener?.close().catch(() => undefined);
  }

  private dispatch(channel: string, payload: string | undefined): void {
    if (channel === PAGE_CACHE_CHANNEL) {
      this.options.onPageCachePurge?.(payload);
      return;
    }
    if (channel !== LIVE_CHANNEL || !payload) return;
    for (const parsed of parseEvents(payload)) {
      const reached = new Set<BusSubscriber>();
      for (const key of parsed.key) for (const s of this.subscribers.get(key) ?? []) reached.add(s);
      for (const subscriber of reached) subscriber.deliver(parsed.event);
    }
  }

  /** Every open stream re-reads the table (after a reconnect of the listener; the replay tests call it too). */
  resyncAll(): void {
    const all = new Set<BusSubscriber>();
    for (const set of this.subscribers.values()) for (const s of set) all.add(s);
    for (const subscriber of all) subscriber.resync();
  }

  private async connect(): Promise<void> {
    this.listener = this.options.url ? await this.listenPostgres(this.options.url) : await this.listenPglite();
    this.connects += 1;
    this.backoffMs = BACKOFF_MIN_MS;
    // A reconnect: whatever was committed while no one listened is in the table; every stream reads after its id.
    // A page-cache purge announced meanwhile is in no table: the instance purges its pages (purgeAfterReconnect).
    if (this.connects > 1) {
      this.resyncAll();
      try {
        this.options.onReconnect?.();
      } catch (error) {
        log('warn', 'page cache purge after a reconnect failed', errorFields(error));
      }
    }
  }

  private async listenPglite(): Promise<Listener> {
    const db = this.options.db ?? (await getDbHandle()).db;
    const client = (db as unknown as { $client?: PgliteListen }).$client;
    if (!client || typeof client.listen !== 'function') throw new Error('embedded database cannot listen');
    const unlistenLive = await client.listen(LIVE_CHANNEL, (payload) => this.dispatch(LIVE_CHANNEL, payload));
    const unlistenPages = await client.listen(PAGE_CACHE_CHANNEL, (payload) =>
      this.dispatch(PAGE_CACHE_CHANNEL, payload),
    );
    return {
      close: async () => {
        await unlistenLive().catch(() => undefined);
        await unlistenPages().catch(() => undefined);
      },
    };
  }

  private async listenPostgres(url: string): Promise<Listener> {
    const { Client: PgClient } = await import('pg');
    const client: Client = new PgClient({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: env().DATABASE_CONNECT_TIMEOUT_MS,
      application_name: 'rosedate-live',
    });
    let closed = false;
    const lost = (error?: Error) => {
      if (closed) return;
      closed = true;
      if (error) log('warn', 'live event listener lost its connection', errorFields(error));
      if (this.listener?.close === close) this.listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    const close = async () => {
      closed = true;
      client.removeAllListeners('notification');
      await client.end();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n: Notification) => this.dispatch(n.channel, n.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${PAGE_CACHE_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      this.listenerPid = rows[0]?.pid ?? null;
    } catch (error) {
      closed = true;
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    return { close };
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, BACKOFF_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.start().catch((error: unknown) => {
        log('warn', 'live event listener could not reconnect', errorFields(error));
        this.scheduleReconnect();
      });
    }, delay);
    this.retryTimer.unref();
  }
}

type PgliteListen = { listen: (channel: string, cb: (payload: string) => void) => Promise<() => Promise<void>> };

const KEY = Symbol.for('rosedate.live-bus');
type WithBus = { [KEY]?: LiveBus };
const store = globalThis as WithBus;

/** The instance's bus, started on first use (the first stream), on the database the app uses. */
export async function liveBus(): Promise<LiveBus> {
  const bus = (store[KEY] ??= new LiveBus({
    url: env().DATABASE_URL ?? null,
    onPageCachePurge: purgeFromBroadcast,
    onReconnect: purgeAfterReconnect,
  }));
  await bus.start();
  return bus;
}

/** The bus if one was started in this process (the page-cache purge only needs one where streams exist). */
export function currentLiveBus(): LiveBus | undefined {
  return store[KEY];
}

/** Stops and forgets the instance's bus (tests, and a graceful shutdown). */
export async function stopLiveBus(): Promise<void> {
  const bus = store[KEY];
  store[KEY] = undefined;
  await bus?.stop();
}
