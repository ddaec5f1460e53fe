import { sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/server/ops/audit';
import { callJson } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let admin: TestOperator;
let actor: TestOperator;

type Entry = {
  id: number;
  action: string;
  site_id: number | null;
  target_type: string;
  operator: { id: string } | null;
};
type Page = { entries: Entry[]; next_before: number | null };

beforeAll(async () => {
  t = await setupTestDb();
  admin = await createOperator(t.db, { role: 'admin' });
  actor = await createOperator(t.db, { role: 'moderator' });
  for (let i = 1; i <= 7; i += 1)
    await recordAudit(t.db, actor, {
      action: `test.action${i}`,
      targetType: i % 2 ? 'member' : 'photo',
      targetId: i,
      siteId: (i % 3) + 1,
      before: { n: i - 1 },
      after: { n: i },
    });
  await recordAudit(t.db, actor, { action: 'test.nosite', targetType: 'settings' });
  await recordAudit(t.db, null, { action: 'test.system', targetType: 'job', siteId: 1 });
}, 180_000);
afterAll(async () => t.teardown());

const audit = (cookie: string, query = '') => callJson<Page>('GET', `/api/ops/audit${query}`, { cookie });

describe(`GET /api/ops/audit (${dbKind})`, () => {
  it('answers newest first, a page at a time (keyset on before), with who did it and before → after', async () => {
    const first = await audit(admin.cookie, `?operator=${actor.id}&limit=4`);
    expect(first.status).toBe(200);
    expect(first.body.entries.map((e) => e.action)).toEqual([
      'test.nosite',
      'test.action7',
      'test.action6',
      'test.action5',
    ]);
    expect(first.body.entries[1]).toMatchObject({
      operator: { id: actor.id, name: expect.any(String) as string },
      target_type: 'member',
      target_id: '7',
      site_id: 2,
      before: { n: 6 },
      after: { n: 7 },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    const second = await audit(admin.cookie, `?operator=${actor.id}&limit=4&before=${first.body.next_before}`);
    expect(second.body.entries.map((e) => e.action)).toEqual([
      'test.action4',
      'test.action3',
      'test.action2',
      'test.action1',
    ]);
    // The last page says so (no empty page after it).
    expect(second.body.next_before).toBeNull();
    const beyond = await audit(admin.cookie, `?operator=${actor.id}&before=${second.body.entries[3]?.id}`);
    expect(beyond.body).toEqual({ entries: [], next_before: null });
  });

  it('filters by target type and site; the system (no operator) shows as null', async () => {
    const photos = await audit(admin.cookie, '?target_type=photo');
    expect(photos.body.entries.map((e) => e.action)).toEqual(['test.action6', 'test.action4', 'test.action2']);
    const site1 = await audit(admin.cookie, '?site=1');
    expect(site1.body.entries.map((e) => [e.action, e.operator?.id ?? null])).toEqual([
      ['test.system', null],
      ['test.action6', actor.id],
      ['test.action3', actor.id],
    ]);
    expect(site1.body.next_before).toBeNull();
  });

  it('an admin of some sites sees the rows of those sites only, never rows of no site', async () => {
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [2] });
    const seen = await audit(scoped.cookie);
    expect(seen.body.entries.map((e) => e.action)).toEqual(['test.action7', 'test.action4', 'test.action1']);
    expect((await audit(scoped.cookie, '?site=1')).body.entries).toEqual([]);
  });

  it('refuses malformed filters (422) and other roles (403)', async () => {
    const bad = await callJson('GET', '/api/ops/audit?before=abc', { cookie: admin.cookie });
    expect(bad.body).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'before', code: 'cursor_invalid' }] },
    });
    expect((await callJson('GET', '/api/ops/audit?operator=x', { cookie: admin.cookie })).status).toBe(422);
    expect((await callJson('GET', '/api/ops/audit?limit=1000', { cookie: admin.cookie })).status).toBe(422);
    expect((await callJson('GET', '/api/ops/audit?extra=1', { cookie: admin.cookie })).status).toBe(422);
    expect((await callJson('GET', '/api/ops/audit', { cookie: actor.cookie })).body).toMatchObject({
      error: { code: 'forbidden' },
    });
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
