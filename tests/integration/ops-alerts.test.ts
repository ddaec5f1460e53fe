import { eq } from 'drizzle-orm';
import { auditLog, memberFlags, opsAlerts, sites } from '@/lib/db/schema';
import { openMemberFlag } from '@/lib/server/ops/care/flag-member';
import { uuidv7 } from '@/lib/utils/uuid';
import { callJson } from './helpers/http';
import { createOperator } from './helpers/ops';
import { createMember } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

/**
 * Issue 15 §5: "an admin is notified". Care flags and repeated replies become notices in the console (/ops/alerts,
 * a badge beside its link): admins see every kind, moderators members who may be under age, chat operators none;
 * scoped to the operator's sites; handled once, optionally resolving the member's flag; audited.
 */
let t: TestDb;
let siteId: number;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
  siteId = site!.id;
}, 180_000);
afterAll(async () => t.teardown());

type AlertsBody = { alerts: { id: string; kind: string; flag_open: boolean; reason: string | null }[]; open: number };

async function flagged(reason: 'lonely' | 'under_age') {
  const member = await createMember(t.db);
  await t.db.transaction((tx) =>
    openMemberFlag(tx, { userId: member.id, siteId, reason, messageId: null, at: new Date() }),
  );
  return member;
}

describe(`ops alerts (${dbKind})`, () => {
  it('admins see care and repeat notices of their sites; moderators only under-age ones; chat operators are refused', async () => {
    const lonely = await flagged('lonely');
    await flagged('under_age');
    await t.db.insert(opsAlerts).values({ id: uuidv7(), kind: 'repeated_reply', siteId, userId: lonely.id });
    const admin = await createOperator(t.db, { role: 'admin' });
    const seen = await callJson<AlertsBody>('GET', '/api/ops/alerts', { cookie: admin.cookie });
    expect(seen.status).toBe(200);
    expect(seen.body.alerts.map((a) => a.kind).sort()).toEqual(
      expect.arrayContaining(['repeated_reply', 'under_age', 'vulnerable_member']),
    );
    expect(seen.body.open).toBeGreaterThanOrEqual(4);

    const moderator = await createOperator(t.db, { role: 'moderator' });
    const mod = await callJson<AlertsBody>('GET', '/api/ops/alerts', { cookie: moderator.cookie });
    expect(new Set(mod.body.alerts.map((a) => a.kind))).toEqual(new Set(['under_age']));

    const chat = await createOperator(t.db, { role: 'chat' });
    expect((await callJson('GET', '/api/ops/alerts', { cookie: chat.cookie })).status).toBe(403);
    expect((await callJson('GET', '/api/ops/alerts')).status).toBe(403);
  });

  it('an admin of another site sees none of them, and handling one of them is a 404', async () => {
    await flagged('lonely');
    const [other] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'hartjesdate.localhost'));
    const elsewhere = await createOperator(t.db, { role: 'admin', siteIds: [other!.id] });
    const list = await callJson<AlertsBody>('GET', '/api/ops/alerts', { cookie: elsewhere.cookie });
    expect(list.body.alerts).toEqual([]);
    const [alert] = await t.db.select().from(opsAlerts).where(eq(opsAlerts.siteId, siteId)).limit(1);
    const handle = await callJson('POST', `/api/ops/alerts/${alert!.id}/handle`, {
      cookie: elsewhere.cookie,
      body: {},
    });
    expect(handle.status).toBe(404);
  });

  it('handling a care notice can resolve the flag (once: the second operator gets 409 already_reviewed), audited', async () => {
    const member = await flagged('lonely');
    const [alert] = await t.db.select().from(opsAlerts).where(eq(opsAlerts.userId, member.id));
    const admin = await createOperator(t.db, { role: 'admin' });
    const other = await createOperator(t.db, { role: 'admin' });
    const [first, second] = await Promise.all([
      callJson<{ flag_resolved: boolean }>('POST', `/api/ops/alerts/${alert!.id}/handle`, {
        cookie: admin.cookie,
        body: { resolve_flag: true },
      }),
      callJson('POST', `/api/ops/alerts/${alert!.id}/handle`, { cookie: other.cookie, body: { resolve_flag: true } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [flag] = await t.db.select().from(memberFlags).where(eq(memberFlags.userId, member.id));
    expect(flag?.resolvedAt).not.toBeNull();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, alert!.id));
    expect(audit.map((a) => a.action)).toEqual(['alert.handle']);
    const bad = await callJson('POST', `/api/ops/alerts/${alert!.id}/handle`, {
      cookie: admin.cookie,
      body: { resolve_flag: 'yes' },
    });
    expect(bad.status).toBe(422);
  });
});
