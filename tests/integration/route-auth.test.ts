import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import { users } from '@/lib/db/schema';
import { withRoute, type Auth } from '@/lib/server/http/route';
import { type Member } from '../utils/members';
import { createMember, fetchRendition, jpeg, uploadOk } from './helpers/photos';
import { callJson } from './helpers/http';
import { createOperator } from './helpers/ops';
import { operators } from '@/lib/db/schema';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

/**
 * Issue 12 §1: the route wrapper owns who is calling. Each `auth` option, with the owner of a resource, a
 * stranger (another member) and a visitor (no cookie), first on probe routes that echo what the handler
 * received, then on real routes of each kind.
 */
let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterAll(async () => t.teardown());

type Echo = { viewer: Record<string, unknown> | null; barred: boolean };
type Answer = { status: number; body: Partial<Echo> & { error?: { code: string; params?: Record<string, string> } } };

/** A route of this auth that answers what its handler was handed. */
const probe = (auth: Auth) =>
  withRoute({ auth, body: z.strictObject({}) }, async ({ viewer, barred }) => ({ viewer, barred }));

/** Calls a probe the way the proxy hands requests on: the site resolved, the member's cookie (if any) along. */
async function ask(route: ReturnType<typeof probe>, member: Pick<Member, 'cookie'> | null): Promise<Answer> {
  const headers: Record<string, string> = {
    [INTERNAL_HEADERS.site]: 'rosedate',
    'content-type': 'application/json',
    origin: 'http://localhost',
  };
  if (member) headers.cookie = member.cookie;
  const response = await route(new NextRequest('http://localhost/api/probe', { method: 'POST', headers, body: '{}' }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const VIEWER_KEYS = ['credits', 'id', 'language', 'paid', 'role', 'sessionVersion', 'siteId', 'status'];

describe(`withRoute auth (${dbKind})`, () => {
  it("'member': the member's narrow viewer (never the password hash or the row); a visitor 403 authentication_required", async () => {
    const owner = await createMember(t.db, { paidUser: true });
    const route = probe('member');
    const mine = await ask(route, owner);
    expect(mine.status).toBe(200);
    expect(Object.keys(mine.body.viewer ?? {}).sort()).toEqual(VIEWER_KEYS);
    expect(mine.body.viewer).toMatchObject({
      id: owner.id,
      status: 'active',
      paid: true,
      credits: 0,
      language: 'en',
      role: 'member',
      sessionVersion: 1,
    });
    expect(mine.body.barred).toBe(false);
    const visitor = await ask(route, null);
    expect([visitor.status, visitor.body.error?.code]).toEqual([403, 'authentication_required']);
    expect(visitor.body.error?.params).toBeUndefined();
  });

  it("'member': a member suspended since is told so (reason account_banned), as requireUser did", async () => {
    const member = await createMember(t.db);
    await t.db.update(users).set({ status: 'banned' }).where(eq(users.id, member.id));
    const answer = await ask(probe('member'), member);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'authentication_required', params: { reason: 'account_banned' } });
  });

  it("'optional': the member's viewer, or null for a visitor; a banned member's cookie is null and says barred", async () => {
    const member = await createMember(t.db);
    const route = probe('optional');
    expect((await ask(route, member)).body).toMatchObject({ viewer: { id: member.id }, barred: false });
    expect(await ask(route, null)).toEqual({ status: 200, body: { viewer: null, barred: false } });
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, member.id));
    expect(await ask(route, member)).toEqual({ status: 200, body: { viewer: null, barred: true } });
  });

  it("'none': the session is not looked at, whoever calls", async () => {
    const member = await createMember(t.db);
    const route = probe('none');
    expect(await ask(route, member)).toEqual({ status: 200, body: { viewer: null, barred: false } });
    expect(await ask(route, null)).toEqual({ status: 200, body: { viewer: null, barred: false } });
  });

  it('{ ops }: refuses every member (403 authentication_required: a member cookie is no console session), even one whose row says operator; a visitor too', async () => {
    const route = probe({ ops: ['admin', 'moderator', 'chat'] });
    const member = await createMember(t.db, { paidUser: true });
    const operatorRow = await createMember(t.db);
    await t.db.update(users).set({ role: 'operator' }).where(eq(users.id, operatorRow.id));
    for (const who of [member, operatorRow])
      expect(await ask(route, who)).toEqual({
        status: 403,
        body: { error: expect.objectContaining({ code: 'authentication_required' }) },
      });
    expect((await ask(probe({ ops: ['admin'] }), member)).status).toBe(403);
    const visitor = await ask(route, null);
    expect([visitor.status, visitor.body.error?.code]).toEqual([403, 'authentication_required']);
  });

  it('{ ops }: an operator of a listed role gets the narrow Operator (no hash, no TOTP secret); another role 403 forbidden; a removed operator or a raised session version 403 authentication_required', async () => {
    const chat = await createOperator(t.db, { role: 'chat', siteIds: [1] });
    const seen = await ask(probe({ ops: ['chat'] }), chat);
    expect(seen.status).toBe(200);
    expect(Object.keys(seen.body.viewer ?? {}).sort()).toEqual(
      ['email', 'id', 'mustEnrol', 'name', 'role', 'sessionVersion', 'siteIds', 'totpEnabled'].sort(),
    );
    expect(seen.body.viewer).toMatchObject({ id: chat.id, role: 'chat', siteIds: [1], totpEnabled: true });
    const other = await ask(probe({ ops: ['admin'] }), chat);
    expect([other.status, other.body.error?.code]).toEqual([403, 'forbidden']);
    await t.db.update(operators).set({ sessionVersion: 2 }).where(eq(operators.id, chat.id));
    const ended = await ask(probe({ ops: ['chat'] }), chat);
    expect([ended.status, ended.body.error?.code]).toEqual([403, 'authentication_required']);
    const admin = await createOperator(t.db, { role: 'admin' });
    await t.db.update(operators).set({ status: 'removed' }).where(eq(operators.id, admin.id));
    expect((await ask(probe({ ops: ['admin'] }), admin)).status).toBe(403);
  });

  it('an operator cookie is no member session, and a member cookie sealed for members never opens the console', async () => {
    const admin = await createOperator(t.db, { role: 'admin' });
    const asMember = await ask(probe('optional'), admin);
    expect(asMember.body.viewer).toBeNull();
  });

  it("'member' on a real route: the owner changes their photo, a stranger finds none (404), a visitor is asked to log in (403)", async () => {
    const owner = await createMember(t.db);
    const stranger = await createMember(t.db);
    const photo = await uploadOk(owner, await jpeg());
    const patch = (who: Member | null) =>
      callJson('PATCH', `/api/photos/${photo.id}`, { cookie: who?.cookie, body: { kind: 'private' } });
    expect((await patch(null)).body.error?.code).toBe('authentication_required');
    expect((await patch(stranger)).status).toBe(404);
    expect((await patch(owner)).status).toBe(200);
  });

  it("'optional' on a real route: a private photo is served to its owner only; a stranger and a visitor get the same 404", async () => {
    const owner = await createMember(t.db);
    const stranger = await createMember(t.db);
    const photo = await uploadOk(owner, await jpeg(), 'private');
    const fetch = async (who: Member | null) => (await fetchRendition(who, photo.image.thumb_filename)).response.status;
    expect([await fetch(owner), await fetch(stranger), await fetch(null)]).toEqual([200, 404, 404]);
  });

  it("'none' on a real route: the interests catalogue answers everyone alike", async () => {
    const member = await createMember(t.db);
    const [asMember, asVisitor] = [
      await callJson('GET', '/api/interests', { cookie: member.cookie }),
      await callJson('GET', '/api/interests'),
    ];
    expect(asMember.status).toBe(200);
    expect(asMember.body).toEqual(asVisitor.body);
  });
});
