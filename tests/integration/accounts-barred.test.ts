import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { messages, profiles, users } from '@/lib/db/schema';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { expectLedgerConsistent, mailsTo, signedUpMember, tokenFrom, userByEmail } from './helpers/accounts';
import { insertPhotoRows, photoRows } from './helpers/photos';
import { logInAs } from './helpers/settings';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { call, callJson } from './helpers/http';
import { type Member } from '../utils/members';

/**
 * Security defect 4 of issue 11: a user with status 'disabled' kept every session, could log in and
 * could send paid messages. Suspended ('disabled') and banned accounts end every session at once,
 * cannot log in (the same answer as a wrong password), and cannot be written to.
 */
let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

async function withPhotoAndCredits(m: Member): Promise<void> {
  await insertPhotoRows(t.db, m.id, 1);
  const [photo] = await photoRows(t.db, m.id);
  await t.db
    .update(profiles)
    .set({ mainPhotoId: photo?.id ?? null })
    .where(eq(profiles.userId, m.id));
  await grantCredits({ userId: m.id, amount: 100, reason: 'adjustment', idempotencyKey: `test:${m.id}` });
}

const setStatus = (m: Member, status: string) => t.db.update(users).set({ status }).where(eq(users.id, m.id));
const version = async (m: Member) =>
  (await t.db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, m.id)))[0]?.v;

describe.each(['disabled', 'banned'] as const)(`a %s account (${dbKind})`, (status) => {
  it('ends every session at once: the session version goes up with the status, whoever writes it', async () => {
    const m = await signedUpMember(t.db);
    const second = await logInAs(m.email, m.password);
    const before = await version(m);
    await setStatus(m, status);
    expect(await version(m)).toBe((before ?? 0) + 1);
    for (const cookie of [m.cookie, second.cookie ?? '']) {
      const me = await callJson<{ user: { loggedIn: boolean }; account_banned?: boolean }>('GET', '/api/user', {
        cookie,
      });
      expect(me.body).toMatchObject({ user: { loggedIn: false }, account_banned: true });
      const refused = await callJson('GET', '/api/notifications', { cookie });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'authentication_required',
        params: { reason: 'account_banned' },
      });
    }
    // Let back in, the old cookies stay dead; a new login works.
    await setStatus(m, 'active');
    expect((await callJson('GET', '/api/notifications', { cookie: m.cookie })).status).toBe(403);
    expect((await logInAs(m.email, m.password)).status).toBe(200);
  });

  it('cannot log in: the same 401 login_failed as a wrong password, no cookie', async () => {
    const m = await signedUpMember(t.db);
    await setStatus(m, status);
    const right = await logInAs(m.email, m.password);
    const wrong = await logInAs(m.email, 'not the password at all');
    expect([right.status, right.cookie]).toEqual([401, null]);
    expect(right.body).toEqual(wrong.body);
  });

  it('cannot be written to: no paid message from it, none to it, no settings change', async () => {
    const sender = await signedUpMember(t.db);
    const other = await signedUpMember(t.db);
    await withPhotoAndCredits(sender);
    await withPhotoAndCredits(other);
    const credits = (await userByEmail(t.db, sender.email))?.credits;
    await setStatus(sender, status);
    const sent = await callJson('POST', `/api/members/${other.id}/messages`, {
      cookie: sender.cookie,
      body: { client_id: randomUUID(), body: 'hello' },
    });
    expect(sent.status).toBe(403);
    expect(
      (await callJson('PUT', '/api/account/visibility', { cookie: sender.cookie, body: { invisible: true } })).status,
    ).toBe(403);
    // Nor can another member start a conversation with it.
    const fresh = await signedUpMember(t.db);
    await withPhotoAndCredits(fresh);
    const toBarred = await callJson('POST', `/api/members/${sender.id}/messages`, {
      cookie: fresh.cookie,
      body: { client_id: randomUUID(), body: 'hi' },
    });
    expect(toBarred.status).toBe(404);
    const written = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.senderId, sender.id));
    expect(written[0]?.n).toBe(0);
    expect((await userByEmail(t.db, sender.email))?.credits).toBe(credits);
  });

  it('gets no reset link, and a link mailed before the suspension no longer logs in', async () => {
    const m = await signedUpMember(t.db);
    await call('POST', '/api/password-reset', { body: { email: m.email } });
    const [mail] = await mailsTo(t.db, m.email, 'passwordReset');
    const token = tokenFrom(mail?.text ?? '');
    await setStatus(m, status);
    await call('POST', '/api/password-reset', { body: { email: m.email } });
    expect(await mailsTo(t.db, m.email, 'passwordReset')).toHaveLength(1);
    const { response } = await call('POST', '/api/password-reset/confirm', {
      body: { token, password: 'a new passphrase here', password_confirmation: 'a new passphrase here' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/auth_session=[^;]/);
  });
});
