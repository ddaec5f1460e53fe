import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  EventStream,
  appInstance,
  memberHeaders,
  newSecret,
  setUpMembers,
  type AppInstance,
  type BenchMember,
  type StreamEvent,
} from '../bench/chat-harness.mjs';

// Issue 16 §7: two production instances of this build on one PostgreSQL database (a fresh one on the test server,
// dropped at the end) share what a member does: a message sent through A reaches the recipient's event stream on B,
// a member who hides on A leaves B's cached pages, and a rate limit counted on A applies on B. Skipped, saying so,
// only when PostgreSQL does not answer.
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

test.describe('two instances on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const dbName = `two_instances_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  let available = false;
  let a: AppInstance;
  let b: AppInstance;
  let members: BenchMember[] = [];
  const streams: EventStream[] = [];

  test.beforeAll(async () => {
    available = await reachable(serverUrl);
    if (!available) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const secret = newSecret();
    ({ members } = setUpMembers(dbUrl.toString(), secret, 4));
    // Every purge carried out at once (the default waits 10 s between two), as on the end-to-end server.
    const env = { PAGE_PURGE_INTERVAL_MS: '0' };
    a = appInstance({ name: 'A', port: await freePort(), databaseUrl: dbUrl.toString(), secret, env });
    b = appInstance({ name: 'B', port: await freePort(), databaseUrl: dbUrl.toString(), secret, env });
    // One after the other: the first migrates and seeds, the second finds it done.
    await a.start();
    await b.start();
  });

  test.afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    if (a) await a.stop();
    if (b) await b.stop();
    if (!available) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  test.beforeEach(() => {
    test.skip(!available, `PostgreSQL at ${new URL(serverUrl).host} does not answer: the two-instance test needs it`);
  });

  const send = (instance: AppInstance, member: BenchMember, body: string) =>
    fetch(`${instance.base}/api/chats/${member.conversation}/messages`, {
      method: 'POST',
      headers: memberHeaders(member, { 'content-type': 'application/json' }),
      body: JSON.stringify({ client_id: randomUUID(), body }),
    });

  test('a message sent through instance A reaches the recipient’s event stream on instance B', async () => {
    const [recipient, sender] = [members[0]!, members[1]!];
    const received: StreamEvent[] = [];
    const stream = new EventStream(b.base, recipient, (event) => received.push(event));
    streams.push(stream);
    await stream.opened;
    const response = await send(a, sender, 'Hello from the other instance');
    expect(response.status).toBe(200);
    const sentAt = performance.now();
    await expect
      .poll(() => received.some((e) => e.data.includes('"message"') && e.data.includes(recipient.conversation)), {
        timeout: 10_000,
      })
      .toBe(true);
    const event = received.find((e) => e.data.includes('"message"'))!;
    expect(JSON.parse(event.data)).toEqual({ kind: 'message', ref: recipient.conversation });
    expect(event.id).toMatch(/^\d+$/);
    test
      .info()
      .annotations.push({ type: 'delivery', description: `${Math.round(event.at - sentAt)} ms after the answer` });
  });

  const visitor = { host: 'localhost', cookie: 'geo_country=GB' };
  const landerOf = (member: BenchMember) => `${b.base}/members/${member.id}/landing2/eng`;
  /** Whether B's page cache answered the member's lander, and whether the page shows the member. */
  const onB = async (member: BenchMember, name: string) => {
    const response = await fetch(landerOf(member), { headers: visitor });
    const html = await response.text();
    return { cached: response.headers.get('x-page-cache') === 'HIT', shows: html.includes(name) };
  };
  // Issue 16 §7: a member who hides is purged from the page cache of every instance. B empties its server page cache
  // when A's NOTIFY arrives and purges Next's own cache at once through a request to itself (Next revalidates only
  // inside a request): no other request on B is needed before the next visitor gets a fresh page.
  test('a member who hides on instance A leaves instance B’s cached pages', async () => {
    const member = members[2]!;
    expect(await onB(member, 'Bench 2')).toEqual({ cached: false, shows: true });
    expect(await onB(member, 'Bench 2')).toEqual({ cached: true, shows: true });
    const hide = await fetch(`${a.base}/api/account/visibility`, {
      method: 'PUT',
      headers: memberHeaders(member, { 'content-type': 'application/json' }),
      body: JSON.stringify({ invisible: true }),
    });
    expect(hide.status).toBe(200);
    // Only visitors of the page on B, no other request there.
    await expect.poll(() => onB(member, 'Bench 2'), { timeout: 10_000 }).toEqual({ cached: false, shows: false });
    // The route B called on itself answers nobody else: without its process's key, a plain 404.
    const attempts: Record<string, string>[] = [{}, { 'x-page-purge-key': 'guess' }];
    for (const headers of attempts) {
      const stranger = await fetch(`${b.base}/api/internal/page-cache`, { method: 'POST', headers });
      expect(stranger.status).toBe(404);
    }
  });

  test('a rate limit counted on instance A applies on instance B', async () => {
    const member = members[3]!;
    // MESSAGES_PER_MINUTE (30) sends through A: all accepted.
    for (let i = 0; i < 30; i += 1) expect((await send(a, member, `Message ${i}`)).status).toBe(200);
    // The next one, through B, is the 31st of the minute.
    const refused = await send(b, member, 'One too many');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});
