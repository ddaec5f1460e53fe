import { eq } from 'drizzle-orm';
import { auditLog, operators } from '@/lib/db/schema';
import { totpCode, totpStep } from '@/lib/server/ops/accounts/totp';
import { nowMs } from '@/lib/server/core/clock';
import { signedUpMember } from './helpers/accounts';
import { callJson, type ApiBody } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp } from '../utils/members';

let t: TestDb;
let root: TestOperator;

beforeAll(async () => {
  t = await setupTestDb();
  root = await createOperator(t.db, { role: 'admin', name: 'Root admin' });
}, 180_000);
afterAll(async () => t.teardown());

type OperatorBody = { operator: Record<string, unknown> & { id: string } };
type ListBody = { operators: (Record<string, unknown> & { id: string })[]; sites: { id: number }[] };

let n = 0;
const form = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `New.Operator${n}.${Date.now()}@Ops.Test`,
    name: `New operator ${n}`,
    role: 'chat',
    site_ids: [1],
    password: 'a-strong-console-password',
    ...overrides,
  };
};
const create = (cookie: string, body: Record<string, unknown>) =>
  callJson<OperatorBody & ApiBody>('POST', '/api/ops/operators', { cookie, body });
const patch = (cookie: string, id: string, body: Record<string, unknown>) =>
  callJson<OperatorBody & ApiBody>('PATCH', `/api/ops/operators/${id}`, { cookie, body });
const remove = (cookie: string, id: string) => callJson('DELETE', `/api/ops/operators/${id}`, { cookie });
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.id);

describe(`operators admin (${dbKind})`, () => {
  it('an admin creates an operator, who logs in with that password; the list never shows a hash or secret', async () => {
    const created = await create(root.cookie, form({ role: 'moderator', site_ids: [2, 1] }));
    expect(created.status).toBe(201);
    expect(created.body.operator).toMatchObject({
      role: 'moderator',
      site_ids: [2, 1],
      status: 'active',
      totp_enabled: false,
    });
    expect(created.body.operator.email).toMatch(/^new\.operator\d+\.\d+@ops\.test$/);
    const login = await callJson('POST', '/api/ops/session', {
      body: { email: created.body.operator.email, password: 'a-strong-console-password' },
      ip: nextIp(),
    });
    expect(login.status).toBe(200);
    const list = await callJson<ListBody>('GET', '/api/ops/operators', { cookie: root.cookie });
    expect(list.body.operators.map((o) => o.id)).toContain(created.body.operator.id);
    expect(list.body.sites.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(JSON.stringify(list.body)).not.toMatch(/hash|secret|session_?version|argon/i);
    const [audit] = await auditOf(created.body.operator.id);
    expect(audit).toMatchObject({ action: 'operator.create', operatorId: root.id, targetType: 'operator' });
    expect(JSON.stringify(audit)).not.toMatch(/password|argon/);
  });

  it('refuses a taken e-mail (409 email_taken, any case) and bad input (422 with field codes)', async () => {
    const first = await create(root.cookie, form());
    const again = await create(root.cookie, form({ email: String(first.body.operator.email).toUpperCase() }));
    expect([again.status, again.body.error?.code]).toEqual([409, 'email_taken']);
    const bad = await create(root.cookie, form({ role: 'owner', site_ids: [1, 1], password: 'short', name: '' }));
    expect(bad.status).toBe(422);
    expect(bad.body.error?.fields).toEqual(
      expect.arrayContaining([
        { path: 'role', code: 'value_unknown' },
        { path: 'site_ids', code: 'duplicate_ids' },
        { path: 'password', code: 'password_too_short' },
        { path: 'name', code: 'required' },
      ]),
    );
    const unknownSite = await create(root.cookie, form({ site_ids: [999] }));
    expect(unknownSite.body.error).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'site_ids', code: 'value_unknown' }],
    });
    const extra = await create(root.cookie, form({ password_hash: 'x' }));
    expect(extra.status).toBe(422);
    const nothing = await patch(root.cookie, first.body.operator.id, {});
    expect(nothing.body.error).toMatchObject({ code: 'validation_failed', fields: [{ code: 'nothing_to_update' }] });
    expect((await patch(root.cookie, 'not-a-uuid', { name: 'x' })).status).toBe(404);
    expect((await patch(root.cookie, '01900000-0000-7000-8000-000000000000', { name: 'x' })).status).toBe(404);
  });

  it('a name change keeps sessions; a role change ends them at once and holds from the next request', async () => {
    const op = await createOperator(t.db, { role: 'admin' });
    const named = await patch(root.cookie, op.id, { name: 'Renamed' });
    expect(named.body.operator).toMatchObject({ name: 'Renamed' });
    expect((await callJson('GET', '/api/ops/operators', { cookie: op.cookie })).status).toBe(200);
    const demoted = await patch(root.cookie, op.id, { role: 'chat' });
    expect(demoted.body.operator).toMatchObject({ role: 'chat' });
    const after = await callJson('GET', '/api/ops/session', { cookie: op.cookie });
    expect([after.status, after.body.error?.code]).toEqual([403, 'authentication_required']);
    const audit = await auditOf(op.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['operator.update', { name: expect.any(String) as string }, { name: 'Renamed' }],
      ['operator.update', { role: 'admin' }, { role: 'chat' }],
    ]);
  });

  it('a new password and a 2FA reset end sessions; the audit says so without the hash', async () => {
    const op = await createOperator(t.db, { role: 'chat' });
    const changed = await patch(root.cookie, op.id, { password: 'another-long-password', reset_totp: true });
    expect(changed.body.operator).toMatchObject({ totp_enabled: false });
    expect((await callJson('GET', '/api/ops/session', { cookie: op.cookie })).status).toBe(403);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect([row?.totpSecret, row?.totpEnabledAt, row?.totpLastStep]).toEqual([null, null, null]);
    const login = await callJson('POST', '/api/ops/session', {
      body: { email: op.email, password: 'another-long-password' },
      ip: nextIp(),
    });
    expect(login.status).toBe(200);
    const [audit] = await auditOf(op.id);
    expect(audit?.after).toEqual({ password: 'changed', totp_enabled: false });
  });

  it('an operator removed while logged in: the next request is refused, the login too; the row stays', async () => {
    const op = await createOperator(t.db, { role: 'moderator' });
    expect((await callJson('GET', '/api/ops/session', { cookie: op.cookie })).status).toBe(200);
    expect((await remove(root.cookie, op.id)).status).toBe(200);
    const after = await callJson('GET', '/api/ops/session', { cookie: op.cookie });
    expect([after.status, after.body.error?.code]).toEqual([403, 'authentication_required']);
    const login = await callJson('POST', '/api/ops/session', {
      body: { email: op.email, password: op.password, otp: totpCode(op.totpSecret ?? '', totpStep(nowMs())) },
      ip: nextIp(),
    });
    expect(login.body).toMatchObject({ error: { code: 'login_failed' } });
    expect((await remove(root.cookie, op.id)).status).toBe(404);
    const list = await callJson<ListBody>('GET', '/api/ops/operators', { cookie: root.cookie });
    expect(list.body.operators.find((o) => o.id === op.id)).toMatchObject({ status: 'removed' });
    const [audit] = await auditOf(op.id);
    expect(audit).toMatchObject({ action: 'operator.remove', after: { status: 'removed' } });
  });

  it('never leaves no active admin of every site (409 last_admin), also when two admins demote each other at once', async () => {
    // The only all-sites admins are root and this one; scoped admins do not count.
    await t.db.update(operators).set({ status: 'removed' }).where(eq(operators.role, 'admin'));
    await t.db.update(operators).set({ status: 'active' }).where(eq(operators.id, root.id));
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [1, 2, 3] });
    const self = await remove(root.cookie, root.id);
    expect([self.status, self.body.error?.code]).toEqual([409, 'last_admin']);
    const narrowed = await patch(root.cookie, root.id, { site_ids: [1] });
    expect(narrowed.body.error?.code).toBe('last_admin');
    const demoted = await patch(root.cookie, root.id, { role: 'moderator' });
    expect(demoted.body.error?.code).toBe('last_admin');
    expect((await remove(scoped.cookie, root.id)).status).toBe(404);

    const other = await createOperator(t.db, { role: 'admin' });
    const [a, b] = await Promise.all([
      patch(root.cookie, other.id, { role: 'chat' }),
      patch(other.cookie, root.id, { role: 'chat' }),
    ]);
    // One wins; the other is refused: 409 last_admin, or 403 when the winner's change ended its session first.
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const active = await t.db.select().from(operators).where(eq(operators.status, 'active'));
    expect(active.filter((o) => o.role === 'admin' && o.siteIds === null).length).toBeGreaterThanOrEqual(1);
  });
});

describe(`operators admin: scope and roles (${dbKind})`, () => {
  it('an admin of some sites manages only operators within their sites (else 404) and grants only those', async () => {
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [1, 2] });
    const inside = await createOperator(t.db, { role: 'chat', siteIds: [2] });
    const outside = await createOperator(t.db, { role: 'chat', siteIds: [2, 3] });
    const everywhere = await createOperator(t.db, { role: 'chat' });
    const list = await callJson<ListBody>('GET', '/api/ops/operators', { cookie: scoped.cookie });
    const ids = list.body.operators.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([inside.id, scoped.id]));
    expect(ids).not.toContain(outside.id);
    expect(ids).not.toContain(everywhere.id);
    expect(list.body.sites.map((s) => s.id)).toEqual([1, 2]);
    for (const id of [outside.id, everywhere.id]) {
      expect((await patch(scoped.cookie, id, { name: 'x' })).status).toBe(404);
      expect((await remove(scoped.cookie, id)).status).toBe(404);
    }
    expect((await patch(scoped.cookie, inside.id, { site_ids: [1, 2] })).status).toBe(200);
    for (const site_ids of [[3], [1, 3], null]) {
      const grant = await create(scoped.cookie, form({ site_ids }));
      expect(grant.body.error).toMatchObject({
        code: 'validation_failed',
        fields: [{ path: 'site_ids', code: 'value_unknown' }],
      });
      const widen = await patch(scoped.cookie, inside.id, { site_ids });
      expect(widen.body.error?.code).toBe('validation_failed');
    }
    expect((await create(scoped.cookie, form({ site_ids: [2] }))).status).toBe(201);
  });

  it('refuses moderators, chat operators, members and visitors', async () => {
    const member = await signedUpMember(t.db);
    const target = await createOperator(t.db, { role: 'chat' });
    for (const role of ['moderator', 'chat'] as const) {
      const op = await createOperator(t.db, { role });
      for (const [method, path] of [
        ['GET', '/api/ops/operators'],
        ['POST', '/api/ops/operators'],
        ['PATCH', `/api/ops/operators/${target.id}`],
        ['DELETE', `/api/ops/operators/${target.id}`],
        ['GET', '/api/ops/audit'],
      ] as const) {
        const a = await callJson(method, path, {
          cookie: op.cookie,
          body: method === 'GET' || method === 'DELETE' ? undefined : form(),
        });
        expect([method, path, a.status, a.body.error?.code]).toEqual([method, path, 403, 'forbidden']);
        const m = await callJson(method, path, { cookie: member.cookie });
        expect(m.status).toBe(403);
        const v = await callJson(method, path);
        expect(v.body.error?.code).toBe('authentication_required');
      }
    }
  });
});
