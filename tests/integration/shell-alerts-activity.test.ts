import { eq } from 'drizzle-orm';
import { alertDismissals, profiles, users } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { markActive } from '@/lib/server/users/mark-active';
import { ACTIVITY_WRITE_INTERVAL_MS } from '@/lib/config/constants';
import { sessionOn, signedUpMember } from './helpers/accounts';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { call, callJson } from './helpers/http';
import { uuidv7 } from '@/lib/utils/uuid';

let t: TestDb;
let clock = 0;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(() => {
  clock = new Date('2034-05-01T09:00:00Z').getTime() + Math.floor(Math.random() * 1e9);
  setClock(() => clock);
});
afterEach(() => setClock(null));

type UserBody = { user: { dismissed_alerts?: string[]; profile?: { main_image: unknown } } };

describe(`the enrich-profile alert (${dbKind})`, () => {
  it('is dismissed by its member for good, with the time, and a retry keeps the first time', async () => {
    const m = await signedUpMember(t.db);
    const before = await callJson<UserBody>('GET', '/api/user', { cookie: m.cookie });
    // A new member has no photo yet: nothing dismissed, so the client shows the alert.
    expect(before.body.user.profile?.main_image).toBeNull();
    expect(before.body.user.dismissed_alerts).toEqual([]);

    const first = await callJson<{ alert: string; dismissed_at: string }>('PUT', '/api/alerts/enrich_profile', {
      cookie: m.cookie,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ alert: 'enrich_profile', dismissed_at: new Date(clock).toISOString() });

    clock += 60_000;
    const again = await callJson('PUT', '/api/alerts/enrich_profile', { cookie: m.cookie });
    expect(again.body).toEqual(first.body);
    // A client retry with the same Idempotency-Key replays the first answer.
    const key = uuidv7();
    const keyed = await call('PUT', '/api/alerts/enrich_profile', {
      cookie: m.cookie,
      headers: { 'idempotency-key': key },
    });
    const replay = await call('PUT', '/api/alerts/enrich_profile', {
      cookie: m.cookie,
      headers: { 'idempotency-key': key },
    });
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.response.json()).toEqual(await keyed.response.json());

    const rows = await t.db.select().from(alertDismissals).where(eq(alertDismissals.userId, m.id));
    expect(rows).toHaveLength(1);
    const after = await callJson<UserBody>('GET', '/api/user', { cookie: m.cookie });
    expect(after.body.user.dismissed_alerts).toEqual(['enrich_profile']);
  });

  it('refuses visitors, and an unknown alert is a 404', async () => {
    const visitor = await call('PUT', '/api/alerts/enrich_profile');
    expect(visitor.response.status).toBe(403);
    expect(((await visitor.response.json()) as { error: { code: string } }).error.code).toBe('authentication_required');
    const m = await signedUpMember(t.db);
    expect((await call('PUT', '/api/alerts/photo_limit', { cookie: m.cookie })).response.status).toBe(404);
    expect((await call('GET', '/api/alerts/enrich_profile', { cookie: m.cookie })).response.status).toBe(405);
    expect(await t.db.select().from(alertDismissals).where(eq(alertDismissals.userId, m.id))).toEqual([]);
  });

  it("dismisses only the caller's own alert", async () => {
    const owner = await signedUpMember(t.db);
    const stranger = await signedUpMember(t.db);
    await call('PUT', '/api/alerts/enrich_profile', { cookie: stranger.cookie });
    const ownerUser = await callJson<UserBody>('GET', '/api/user', { cookie: owner.cookie });
    expect(ownerUser.body.user.dismissed_alerts).toEqual([]);
  });
});

describe(`last activity (${dbKind})`, () => {
  const lastActive = async (id: string) =>
    (await t.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, id)))[0]?.at ?? null;

  it('is written by requests with a session, at most once a minute', async () => {
    const m = await signedUpMember(t.db);
    clock += 10 * 60_000;
    await call('GET', '/api/user', { cookie: m.cookie });
    expect(await lastActive(m.id)).toEqual(new Date(clock));
    const first = clock;
    clock += 30_000;
    await call('GET', '/api/chats', { cookie: m.cookie });
    await call('GET', '/api/user', { cookie: m.cookie });
    expect(await lastActive(m.id)).toEqual(new Date(first));
    clock += ACTIVITY_WRITE_INTERVAL_MS;
    await call('GET', '/api/user', { cookie: m.cookie });
    expect(await lastActive(m.id)).toEqual(new Date(clock));
  });

  it('is one conditional write: two calls within a minute write once', async () => {
    const m = await signedUpMember(t.db);
    await t.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, m.id));
    expect(await markActive(m.id)).toBe(true);
    clock += 59_000;
    expect(await markActive(m.id)).toBe(false);
    clock += 2_000;
    const raced = await Promise.all([markActive(m.id), markActive(m.id)]);
    expect(raced.filter(Boolean)).toHaveLength(1);
  });

  it('is never written for a fictional profile', async () => {
    const m = await signedUpMember(t.db);
    const seeded = new Date('2030-01-01T00:00:00Z');
    await t.db.update(users).set({ fictional: true, lastActiveAt: seeded }).where(eq(users.id, m.id));
    const [member] = await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, m.id));
    const cookie = await sessionOn(t.db, m.id, { id: member?.siteId ?? 0 });
    await call('GET', '/api/user', { cookie });
    expect(await markActive(m.id)).toBe(false);
    expect(await lastActive(m.id)).toEqual(seeded);
  });

  it('the page-hidden beacon marks a member and nobody else', async () => {
    const m = await signedUpMember(t.db);
    await t.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, m.id));
    expect((await call('POST', '/api/page-hidden', { cookie: m.cookie })).response.status).toBe(204);
    expect(await lastActive(m.id)).toEqual(new Date(clock));
    expect((await call('POST', '/api/page-hidden')).response.status).toBe(204);
    // The profile row is untouched by activity.
    const [profile] = await t.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, m.id));
    expect(profile?.status).toBe('active');
  });
});
