import { and, eq } from 'drizzle-orm';
import { auditLog, complaints, photos, profiles, users } from '@/lib/db/schema';
import { uuidv7 } from '@/lib/utils/uuid';
import { call, callJson, type ApiBody } from './helpers/http';
import { mailsTo } from './helpers/accounts';
import { createOperator, type TestOperator } from './helpers/ops';
import { demoSites, memberOn, photoStatusOn, type DemoSite, type SiteMember } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { uniqueEmail } from '../utils/members';

let t: TestDb;
let hartjes: DemoSite;
let rosedate: DemoSite;
/** A moderator of Hartjesdate, a chat operator of every site, an admin of Rosedate only. */
let moderator: TestOperator;
let chat: TestOperator;
let otherAdmin: TestOperator;
let member: SiteMember;

beforeAll(async () => {
  t = await setupTestDb();
  ({ hartjes, rosedate } = await demoSites(t.db));
  moderator = await createOperator(t.db, { role: 'moderator', siteIds: [hartjes.id] });
  chat = await createOperator(t.db, { role: 'chat' });
  otherAdmin = await createOperator(t.db, { role: 'admin', siteIds: [rosedate.id] });
  member = await memberOn(t.db, hartjes, { gender: 'male', seeking: 'female' });
}, 180_000);
afterAll(async () => t.teardown());

type Init = { body?: unknown; headers?: Record<string, string> };
const asOp = (op: TestOperator, method: string, path: string, init: Init = {}) =>
  callJson<ApiBody>(method, path, { cookie: op.cookie, ...init });

/**
 * Every refusal of a moderation route, before the one that may succeed: a chat operator 403 forbidden, an admin
 * of another site 404, a member 403 and a visitor 403 (authentication_required). Nothing is written by any.
 */
async function expectGuarded(method: string, path: string, init: Init = {}): Promise<void> {
  const byChat = await asOp(chat, method, path, init);
  expect([byChat.status, byChat.body.error?.code]).toEqual([403, 'forbidden']);
  if (!(method === 'GET' && !/[0-9a-f-]{36}/.test(path))) {
    const byOther = await asOp(otherAdmin, method, path, init);
    expect([byOther.status, byOther.body.error?.code]).toEqual([404, 'not_found']);
  }
  const byMember = await callJson<ApiBody>(method, path, { cookie: member.cookie, ...init });
  expect([byMember.status, byMember.body.error?.code]).toEqual([403, 'authentication_required']);
  const byVisitor = await callJson<ApiBody>(method, path, init);
  expect([byVisitor.status, byVisitor.body.error?.code]).toEqual([403, 'authentication_required']);
}

async function insertComplaint(site: DemoSite, locale = 'de', userId: string | null = null): Promise<string> {
  const id = uuidv7();
  await t.db.insert(complaints).values({
    id,
    siteId: site.id,
    userId,
    name: 'Kim Becker',
    email: uniqueEmail('complaint'),
    category: 'billing',
    message: 'I was charged twice for the same package on Monday.',
    locale,
  });
  return id;
}

async function auditRows(targetId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
}

describe(`ops complaints (${dbKind})`, () => {
  it('lists the complaints of the moderator’s sites only, filtered by status and site', async () => {
    const mine = await insertComplaint(hartjes);
    const theirs = await insertComplaint(rosedate);
    await expectGuarded('GET', '/api/ops/complaints');
    const all = await asOp(moderator, 'GET', '/api/ops/complaints?status=open');
    expect(all.status).toBe(200);
    const ids = (all.body.complaints as { id: string }[]).map((c) => c.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const other = await asOp(moderator, 'GET', `/api/ops/complaints?site=${rosedate.id}`);
    expect(other.body.complaints).toEqual([]);
    const bad = await asOp(moderator, 'GET', '/api/ops/complaints?status=lost');
    expect(bad.status).toBe(422);
  });

  it('shows, assigns and closes a complaint, audited before → after', async () => {
    const id = await insertComplaint(hartjes);
    await expectGuarded('GET', `/api/ops/complaints/${id}`);
    const shown = await asOp(moderator, 'GET', `/api/ops/complaints/${id}`);
    expect(shown.body.complaint).toMatchObject({ id, status: 'open', assigned_to: null, site: { key: 'hartjes' } });
    await expectGuarded('PATCH', `/api/ops/complaints/${id}`, { body: { status: 'closed' } });
    // The chat operator may not handle complaints: not assignable.
    const wrong = await asOp(moderator, 'PATCH', `/api/ops/complaints/${id}`, { body: { assigned_to: chat.id } });
    expect(wrong.body.error?.fields).toEqual([{ path: 'assigned_to', code: 'value_unknown' }]);
    const patched = await asOp(moderator, 'PATCH', `/api/ops/complaints/${id}`, {
      body: { assigned_to: moderator.id, status: 'closed' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.complaint).toMatchObject({ status: 'closed', assigned_to: { id: moderator.id } });
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({
      operatorId: moderator.id,
      action: 'complaint.update',
      before: { status: 'open', assigned_to: null },
      after: { status: 'closed', assigned_to: moderator.id },
    });
    const empty = await asOp(moderator, 'PATCH', `/api/ops/complaints/${id}`, { body: {} });
    expect(empty.status).toBe(422);
    const extra = await asOp(moderator, 'PATCH', `/api/ops/complaints/${id}`, { body: { status: 'open', x: 1 } });
    expect(extra.status).toBe(422);
  });

  it('mails the answer to the submitter in the complaint’s language and marks it answered', async () => {
    const id = await insertComplaint(hartjes, 'de');
    const body = { body: 'Wir haben die doppelte Abbuchung erstattet.\n\nEntschuldigen Sie die Unannehmlichkeiten.' };
    await expectGuarded('POST', `/api/ops/complaints/${id}/answer`, { body });
    const answered = await asOp(moderator, 'POST', `/api/ops/complaints/${id}/answer`, { body });
    expect(answered.status).toBe(200);
    expect(answered.body.complaint).toMatchObject({ status: 'answered', answered_by: { id: moderator.id } });
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, id));
    const [mail] = await mailsTo(t.db, row?.email ?? '', 'complaint_answer');
    expect(mail?.subject).toMatch(/^Antwort auf Ihre Beschwerde \(C-/);
    expect(mail?.text).toContain('Wir haben die doppelte Abbuchung erstattet.');
    expect(mail?.text).toContain('Entschuldigen Sie die Unannehmlichkeiten.');
    expect(mail?.headers['Content-Language']).toBe('de');
    expect((await auditRows(id)).map((a) => a.action)).toEqual(['complaint.answer']);
    const blank = await asOp(moderator, 'POST', `/api/ops/complaints/${id}/answer`, { body: { body: '  ' } });
    expect(blank.body.error?.fields).toEqual([{ path: 'body', code: 'required' }]);
    const unknown = await asOp(moderator, 'POST', `/api/ops/complaints/${uuidv7()}/answer`, { body });
    expect(unknown.status).toBe(404);
  });
});

async function photoRow(id: string) {
  const [row] = await t.db.select().from(photos).where(eq(photos.id, id));
  return row;
}

describe(`ops photo review (${dbKind})`, () => {
  it('queues new free photos of the moderator’s sites oldest first, a page at a time', async () => {
    const a = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    const b = await memberOn(t.db, rosedate, { gender: 'female', seeking: 'male' });
    await expectGuarded('GET', '/api/ops/photos');
    const { status, body } = await asOp(moderator, 'GET', '/api/ops/photos');
    expect(status).toBe(200);
    const queued = body.photos as { id: string; created_at: string; image: string }[];
    expect(queued.map((p) => p.id)).toContain(a.photoId);
    expect(queued.map((p) => p.id)).not.toContain(b.photoId);
    const times = queued.map((p) => p.created_at);
    expect([...times].sort()).toEqual(times);
    const bad = await asOp(moderator, 'GET', '/api/ops/photos?cursor=nonsense');
    expect(bad.status).toBe(422);
  });

  it('serves the photo to moderators of its site only', async () => {
    const a = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    const ok = await call('GET', `/api/ops/photos/${a.photoId}/image`, { cookie: moderator.cookie });
    expect(ok.response.status).toBe(200);
    expect(ok.response.headers.get('content-type')).toBe('image/webp');
    expect(ok.response.headers.get('cache-control')).toBe('private, no-store');
    await expectGuarded('GET', `/api/ops/photos/${a.photoId}/image`);
  });

  it('approves once: the photo stays shown, leaves the queue, a second review is 409 already_reviewed', async () => {
    const a = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    await expectGuarded('POST', `/api/ops/photos/${a.photoId}/approve`);
    const approved = await asOp(moderator, 'POST', `/api/ops/photos/${a.photoId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.photo).toMatchObject({ status: 'active', rejection_reason: null });
    expect(await photoRow(a.photoId)).toMatchObject({ status: 'active', reviewedBy: moderator.id });
    const again = await asOp(moderator, 'POST', `/api/ops/photos/${a.photoId}/reject`, { body: { reason: 'Nudity' } });
    expect([again.status, again.body.error?.code]).toEqual([409, 'already_reviewed']);
    const queue = await asOp(moderator, 'GET', '/api/ops/photos');
    expect((queue.body.photos as { id: string }[]).map((p) => p.id)).not.toContain(a.photoId);
  });

  it('rejects: hidden everywhere at once (bytes, profile), shown to the owner as rejected, mailed with the reason', async () => {
    const owner = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    const viewer = await memberOn(t.db, hartjes, { gender: 'male', seeking: 'female' });
    expect(await photoStatusOn(hartjes, viewer.cookie, owner.photoId)).toBe(200);
    await expectGuarded('POST', `/api/ops/photos/${owner.photoId}/reject`, { body: { reason: 'Not a photo of you' } });
    const rejected = await asOp(moderator, 'POST', `/api/ops/photos/${owner.photoId}/reject`, {
      body: { reason: 'Not a photo of you' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.photo).toMatchObject({ status: 'rejected', rejection_reason: 'Not a photo of you' });
    expect(await photoStatusOn(hartjes, viewer.cookie, owner.photoId)).toBe(404);
    expect(await photoStatusOn(hartjes, owner.cookie, owner.photoId)).toBe(404);
    expect(await photoStatusOn(hartjes, null, owner.photoId)).toBe(404);
    // It was the main photo: the profile has none now (no other free photo), so no list shows its bytes.
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(profile?.mainPhotoId).toBeNull();
    const own = await callJson<{ photos: unknown[]; rejected: { id: string; reason: string }[] }>(
      'GET',
      '/api/photos',
      {
        as: owner,
      },
    );
    expect(own.body.photos).toEqual([]);
    expect(own.body.rejected).toEqual([expect.objectContaining({ id: owner.photoId, reason: 'Not a photo of you' })]);
    const [mail] = await mailsTo(t.db, owner.email, 'photo_rejected');
    expect(mail?.subject).toBe('Je foto is niet goedgekeurd');
    expect(mail?.text).toContain('Reden: Not a photo of you');
    const [audit] = await auditRows(owner.photoId);
    expect(audit).toMatchObject({
      action: 'photo.reject',
      before: { status: 'active' },
      after: { status: 'rejected', rejection_reason: 'Not a photo of you' },
    });
    const noReason = await asOp(moderator, 'POST', `/api/ops/photos/${viewer.photoId}/reject`, { body: {} });
    expect(noReason.body.error?.fields).toEqual([{ path: 'reason', code: 'required' }]);
  });

  it('of two moderators reviewing at once, one wins and the other gets 409 already_reviewed', async () => {
    const second = await createOperator(t.db, { role: 'moderator', siteIds: [hartjes.id] });
    const a = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    const answers = await Promise.all([
      asOp(moderator, 'POST', `/api/ops/photos/${a.photoId}/approve`),
      asOp(second, 'POST', `/api/ops/photos/${a.photoId}/reject`, { body: { reason: 'Blurry' } }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body.error?.code).toBe('already_reviewed');
    expect((await auditRows(a.photoId)).filter((r) => r.action.startsWith('photo.'))).toHaveLength(1);
  });
});

describe(`ops members (${dbKind})`, () => {
  it('finds members by e-mail, name or id on the moderator’s sites; personas are marked', async () => {
    const found = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    const elsewhere = await memberOn(t.db, rosedate, { gender: 'female', seeking: 'male' });
    await expectGuarded('GET', `/api/ops/members?q=${encodeURIComponent(found.email)}`);
    const byMail = await asOp(moderator, 'GET', `/api/ops/members?q=${encodeURIComponent(found.email.toUpperCase())}`);
    expect((byMail.body.members as { id: string }[]).map((m) => m.id)).toEqual([found.id]);
    const byId = await asOp(moderator, 'GET', `/api/ops/members?q=${found.id}`);
    expect(byId.body.members).toEqual([expect.objectContaining({ id: found.id, fictional: false, credits: 0 })]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, found.id));
    const byName = await asOp(moderator, 'GET', `/api/ops/members?q=${encodeURIComponent(profile?.name ?? '')}`);
    expect((byName.body.members as { id: string }[]).map((m) => m.id)).toContain(found.id);
    const out = await asOp(moderator, 'GET', `/api/ops/members?q=${elsewhere.id}`);
    expect(out.body.members).toEqual([]);
    const wildcard = await asOp(moderator, 'GET', '/api/ops/members?q=%25');
    expect(wildcard.status).toBe(200);
    expect(await asOp(moderator, 'GET', '/api/ops/members?q=').then((r) => r.status)).toBe(422);
    await t.db.update(users).set({ fictional: true }).where(eq(users.id, found.id));
    const marked = await asOp(moderator, 'GET', `/api/ops/members?q=${found.id}`);
    expect(marked.body.members).toEqual([expect.objectContaining({ id: found.id, fictional: true })]);
    expect((await asOp(moderator, 'GET', `/api/ops/members/${found.id}`)).status).toBe(404);
  });

  it('shows a member with credits, orders, complaints, flags and the data export, never a secret', async () => {
    const shown = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    await t.db.update(users).set({ passwordHash: 'argon2id$secret-hash' }).where(eq(users.id, shown.id));
    await insertComplaint(hartjes, 'nl', shown.id);
    await expectGuarded('GET', `/api/ops/members/${shown.id}`);
    const { status, body } = await asOp(moderator, 'GET', `/api/ops/members/${shown.id}`);
    expect(status).toBe(200);
    expect(body.member).toMatchObject({
      id: shown.id,
      email: shown.email,
      status: 'active',
      credits: 0,
      orders: [],
      flags: [],
      site: { key: 'hartjes' },
      complaints: [expect.objectContaining({ category: 'billing', status: 'open' })],
      export: expect.objectContaining({ account: expect.objectContaining({ id: shown.id }) }),
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('secret-hash');
    expect(text).not.toMatch(/password|session_version|sessionVersion/i);
  });

  it('bans with a reason: the open session ends at once (403 account_banned), audited; unban restores', async () => {
    const target = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    expect((await callJson('GET', '/api/photos', { as: target })).status).toBe(200);
    await expectGuarded('POST', `/api/ops/members/${target.id}/ban`, { body: { reason: 'Scam messages' } });
    const banned = await asOp(moderator, 'POST', `/api/ops/members/${target.id}/ban`, {
      body: { reason: 'Scam messages' },
    });
    expect(banned.status).toBe(200);
    expect(banned.body.member).toMatchObject({ status: 'banned', ban_reason: 'Scam messages' });
    const next = await callJson<ApiBody>('GET', '/api/photos', { as: target });
    expect(next.status).toBe(403);
    expect(next.body.error).toMatchObject({ code: 'authentication_required', params: { reason: 'account_banned' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ status: 'banned', banReason: 'Scam messages' });
    expect(row?.bannedAt).toBeInstanceOf(Date);
    await expectGuarded('POST', `/api/ops/members/${target.id}/unban`);
    const unbanned = await asOp(moderator, 'POST', `/api/ops/members/${target.id}/unban`);
    expect(unbanned.body.member).toMatchObject({ status: 'active', ban_reason: null });
    // The old session stays ended: the member logs in again.
    expect((await callJson('GET', '/api/photos', { as: target })).status).toBe(403);
    const actions = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, target.id)))
      .orderBy(auditLog.id);
    expect(actions).toEqual([
      {
        action: 'member.ban',
        before: { status: 'active', ban_reason: null },
        after: { status: 'banned', ban_reason: 'Scam messages' },
      },
      {
        action: 'member.unban',
        before: { status: 'banned', ban_reason: 'Scam messages' },
        after: { status: 'active', ban_reason: null },
      },
    ]);
  });

  it('an unconfirmed member banned and unbanned is unconfirmed again', async () => {
    const target = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'male' });
    await t.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, target.id));
    await asOp(moderator, 'POST', `/api/ops/members/${target.id}/ban`, { body: { reason: 'Spam' } });
    await asOp(moderator, 'POST', `/api/ops/members/${target.id}/ban`, { body: { reason: 'Spam, twice' } });
    const unbanned = await asOp(moderator, 'POST', `/api/ops/members/${target.id}/unban`);
    expect(unbanned.body.member).toMatchObject({ status: 'not_confirmed' });
  });
});
