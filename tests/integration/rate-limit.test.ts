import { setClock } from '@/lib/server/core/clock';
import { slidingHit } from '@/lib/server/limits/rate-limit';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ seed: false });
}, 180_000);
afterAll(async () => t.teardown());
afterEach(() => setClock(null));

describe(`sliding rate limits (${dbKind})`, () => {
  it('lets exactly the first `limit` of a concurrent burst through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 45 }, () => slidingHit(t.db, { key: 'burst', windowMs: 60_000, limit: 30 })),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(30);
    expect(answers.filter((a) => !a.allowed).every((a) => a.retryAfterS >= 1)).toBe(true);
  });

  it('counts the earlier minutes of the window and forgets them when they leave it', async () => {
    const start = Date.parse('2026-06-01T12:00:00Z');
    setClock(start);
    for (let i = 0; i < 3; i++)
      expect((await slidingHit(t.db, { key: 'slide', windowMs: 5 * 60_000, limit: 5 })).allowed).toBe(true);
    setClock(start + 2 * 60_000);
    expect((await slidingHit(t.db, { key: 'slide', windowMs: 5 * 60_000, limit: 5 })).allowed).toBe(true);
    expect((await slidingHit(t.db, { key: 'slide', windowMs: 5 * 60_000, limit: 5 })).allowed).toBe(true);
    const refused = await slidingHit(t.db, { key: 'slide', windowMs: 5 * 60_000, limit: 5 });
    expect(refused).toMatchObject({ allowed: false, count: 6, retryAfterS: 180 });
    setClock(start + 5 * 60_000 + 1);
    expect((await slidingHit(t.db, { key: 'slide', windowMs: 5 * 60_000, limit: 5 })).allowed).toBe(true);
  });

  it('is a sliding window, not a calendar minute: a burst that straddles a minute boundary is counted as one', async () => {
    const start = Date.parse('2026-06-01T12:00:59.500Z');
    setClock(start);
    const before = await Promise.all(
      Array.from({ length: 30 }, () => slidingHit(t.db, { key: 'straddle', windowMs: 60_000, limit: 30 })),
    );
    expect(before.every((a) => a.allowed)).toBe(true);
    setClock(start + 1_000);
    const after = await slidingHit(t.db, { key: 'straddle', windowMs: 60_000, limit: 30 });
    expect(after).toMatchObject({ allowed: false, count: 31 });
    expect(after.retryAfterS).toBe(59);
    setClock(start + 60_001);
    expect((await slidingHit(t.db, { key: 'straddle', windowMs: 60_000, limit: 30 })).allowed).toBe(true);
  });
});
