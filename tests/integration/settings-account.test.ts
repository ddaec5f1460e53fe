import { eq } from 'drizzle-orm';
import { mailOutbox, profiles, tokens, users } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { MAIL_CHANGE_REQUESTS_PER_DAY } from '@/lib/server/accounts/request-email-change';
import { listShowcaseMembers } from '@/lib/server/members/list-showcase-members';
import {
  expectLedgerConsistent,
  mailsTo,
  sessionCookie,
  signedUpMember,
  tokenFrom,
  userByEmail,
  whoAmI,
} from './helpers/accounts';
import { countPurges } from './helpers/secrets';
import { logInAs, sessionEnded } from './helpers/settings';
import { likeRow, unlockRow } from './helpers/discovery';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { call, callJson } from './helpers/http';
import { nextIp, uniqueEmail } from '../utils/members';

let t: TestDb;
let clock = 0;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(() => {
  clock = new Date('2033-03-01T09:00:00Z').getTime() + Math.floor(Math.random() * 1e9);
  setClock(() => clock);
});
afterEach(async () => {
  setClock(null);
  await expectLedgerConsistent(t.db);
});

const NEW_PASSWORD = 'a brand new passphrase';

describe(`password change (${dbKind})`, () => {
  it('refuses a visitor with 403 authentication_required', async () => {
    const { status, body } = await callJson('PUT', '/api/account/password', {
      body: { old_password: 'whatever1', password: NEW_PASSWORD },
    });
    expect(status).toBe(403);
    expect(body.error?.code).toBe('authentication_required');
  });

  it('refuses a wrong current password, counts it towards the lockout and changes nothing', async () => {
    const m = await signedUpMember(t.db);
    const before = await userByEmail(t.db, m.email);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) {
      const { status, body } = await callJson('PUT', '/api/account/password', {
        cookie: m.cookie,
        ip,
        body: { old_password: `wrong guess ${i}`, password: NEW_PASSWORD },
      });
      expect(status).toBe(422);
      expect(body.error?.code).toBe('old_password_wrong');
    }
    // The fifth wrong answer locks the address out from this client: now even the right one is refused, here and on the login form.
    expect(
      (
        await callJson('PUT', '/api/account/password', {
          cookie: m.cookie,
          ip,
          body: { old_password: 'wrong guess 5', password: NEW_PASSWORD },
        })
      ).body.error?.code,
    ).toBe('old_password_wrong');
    const locked = await callJson('PUT', '/api/account/password', {
      cookie: m.cookie,
      ip,
      body: { old_password: m.password, password: NEW_PASSWORD },
    });
    expect(locked.status).toBe(423);
    expect(locked.body.error?.code).toBe('account_locked');
    expect((await logInAs(m.email, m.password, 'localhost', ip)).status).toBe(423);
    expect((await userByEmail(t.db, m.email))?.passwordHash).toBe(before?.passwordHash);
    // The lock ends after 15 minutes.
    clock += 15 * 60_000 + 1000;
    expect(
      (
        await call('PUT', '/api/account/password', {
          cookie: m.cookie,
          ip,
          body: { old_password: m.password, password: NEW_PASSWORD },
        })
      ).response.status,
    ).toBe(200);
  });

  it('judges at most 5 of 30 parallel wrong current passwords (the lockout is atomic for re-authentication too)', async () => {
    const m = await signedUpMember(t.db);
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callJson('PUT', '/api/account/password', {
          cookie: m.cookie,
          ip,
          body: { old_password: `parallel guess ${i}`, password: NEW_PASSWORD },
        }),
      ),
    );
    const codes = answers.map((a) => a.body.error?.code);
    expect(codes.filter((c) => c === 'old_password_wrong').length).toBeLessThanOrEqual(5);
    expect(codes.every((c) => c === 'old_password_wrong' || c === 'account_locked')).toBe(true);
    expect(
      (
        await callJson('PUT', '/api/account/password', {
          cookie: m.cookie,
          ip,
          body: { old_password: m.password, password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(423);
  });

  it('applies the password rules and refuses unknown fields', async () => {
    const m = await signedUpMember(t.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ old_password: m.password, password: 'short' }, 'password', 'password_too_short'],
      [{ old_password: m.password, password: 'password123' }, 'password', 'password_too_common'],
      [{ old_password: m.password, password: m.email }, 'password', 'password_is_email'],
      [
        { old_password: m.password, password: NEW_PASSWORD, password_confirmation: 'something else' },
        'password_confirmation',
        'passwords_mismatch',
      ],
      [{ old_password: m.password, password: NEW_PASSWORD, status: 'banned' }, '', 'unrecognized_keys'],
    ];
    for (const [body, path, code] of cases) {
      const answer = await callJson('PUT', '/api/account/password', { cookie: m.cookie, body });
      expect([answer.status, answer.body.error?.code]).toEqual([422, 'validation_failed']);
      expect(answer.body.error?.fields).toEqual(expect.arrayContaining([{ path, code }]));
    }
    expect((await userByEmail(t.db, m.email))?.status).toBe('active');
  });

  it('changes the password, ends every other session, keeps this device logged in and mails a notice', async () => {
    const m = await signedUpMember(t.db);
    const other = await logInAs(m.email, m.password);
    expect(other.cookie).toBeTruthy();
    const { response } = await call('PUT', '/api/account/password', {
      cookie: m.cookie,
      body: { old_password: m.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    const fresh = sessionCookie(response);
    expect(fresh).toBeTruthy();
    expect(await sessionEnded(m.cookie)).toBe(true);
    expect(await sessionEnded(other.cookie ?? '')).toBe(true);
    expect(await whoAmI(fresh ?? '')).toMatchObject({ loggedIn: true });
    expect(await sessionEnded(fresh ?? '')).toBe(false);
    expect((await logInAs(m.email, m.password)).status).toBe(401);
    expect((await logInAs(m.email, NEW_PASSWORD)).status).toBe(200);
    const notices = await mailsTo(t.db, m.email, 'passwordChanged');
    expect(notices).toHaveLength(1);
    // "Was this not you? Reset your password at once": the notice carries the way to do so, beside the login.
    const [notice] = notices;
    for (const part of [notice?.text, notice?.html]) {
      expect(part).toContain('http://localhost:3000/reset-password');
      expect(part).toContain('http://localhost:3000/login');
    }
    expect(notice?.text).toContain('Reset my password: http://localhost:3000/reset-password');
  });

  it('lets one of two concurrent changes from one session happen; the other finds its session ended', async () => {
    const m = await signedUpMember(t.db);
    const body = (password: string) => ({ old_password: m.password, password });
    const answers = await Promise.all([
      call('PUT', '/api/account/password', { cookie: m.cookie, body: body('first new passphrase') }),
      call('PUT', '/api/account/password', { cookie: m.cookie, body: body('second new passphrase') }),
    ]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 403]);
    const winner = answers[0]?.response.status === 200 ? 'first new passphrase' : 'second new passphrase';
    expect((await logInAs(m.email, winner)).status).toBe(200);
    expect(await mailsTo(t.db, m.email, 'passwordChanged')).toHaveLength(1);
  });

  it('refuses a cross-site request', async () => {
    const m = await signedUpMember(t.db);
    const { status, body } = await callJson('PUT', '/api/account/password', {
      cookie: m.cookie,
      headers: { origin: 'https://evil.example' },
      body: { old_password: m.password, password: NEW_PASSWORD },
    });
    expect([status, body.error?.code]).toEqual([403, 'cross_site_request']);
  });
});

describe(`e-mail change (${dbKind})`, () => {
  const requestChange = (m: { cookie: string; password: string }, email: string, password = m.password) =>
    callJson('POST', '/api/account/email', { cookie: m.cookie, body: { email, password } });
  const confirm = (token: string, host = 'localhost') =>
    call('POST', '/api/account/email/confirm', { body: { token }, host });
  const confirmToken = async (to: string) => tokenFrom((await mailsTo(t.db, to, 'mailChangeConfirm'))[0]?.text ?? '');

  it('needs the right password, a valid and free address, and never the current one', async () => {
    const m = await signedUpMember(t.db);
    const taken = await signedUpMember(t.db);
    expect((await requestChange(m, uniqueEmail(), 'not my password')).body.error?.code).toBe('old_password_wrong');
    const missing = await callJson('POST', '/api/account/email', { cookie: m.cookie, body: { email: uniqueEmail() } });
    expect(missing.body.error?.fields).toEqual([{ path: 'password', code: 'required' }]);
    expect((await requestChange(m, 'not-an-address')).body.error?.fields).toEqual([
      { path: 'email', code: 'email_invalid' },
    ]);
    expect(await requestChange(m, taken.email.toUpperCase())).toMatchObject({
      status: 409,
      body: { error: { code: 'email_taken' } },
    });
    expect((await requestChange(m, m.email)).body.error?.fields).toEqual([{ path: 'email', code: 'email_unchanged' }]);
    const extra = await callJson('POST', '/api/account/email', {
      cookie: m.cookie,
      body: { email: uniqueEmail(), password: m.password, paid_user: true },
    });
    expect(extra.status).toBe(422);
    expect(
      await t.db
        .select()
        .from(tokens)
        .where(eq(tokens.userId, m.id))
        .then((rows) => rows.filter((r) => r.kind === 'mail_change')),
    ).toHaveLength(0);
  });

  it(`answers 429 past ${MAIL_CHANGE_REQUESTS_PER_DAY} requests a day, counting addresses that were taken, so it is no account lookup`, async () => {
    const m = await signedUpMember(t.db);
    const taken = await signedUpMember(t.db);
    expect((await requestChange(m, taken.email)).status).toBe(409);
    for (let i = 1; i < MAIL_CHANGE_REQUESTS_PER_DAY; i += 1)
      expect((await requestChange(m, uniqueEmail())).status).toBe(200);
    const over = await requestChange(m, taken.email);
    expect(over).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    clock += 24 * 3_600_000;
    expect((await requestChange(m, uniqueEmail())).status).toBe(200);
  });

  it('refuses the address of an account deleted less than 14 days ago', async () => {
    const m = await signedUpMember(t.db);
    const gone = await signedUpMember(t.db);
    await t.db
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date(clock - 86_400_000) })
      .where(eq(users.id, gone.id));
    expect(await requestChange(m, gone.email)).toMatchObject({
      status: 409,
      body: { error: { code: 'email_deleted_recoverable' } },
    });
  });

  it('mails a link to the new address and a notice to the old one; only the link changes the address and ends the other sessions', async () => {
    const m = await signedUpMember(t.db);
    const next = uniqueEmail('moved');
    expect(await requestChange(m, next)).toMatchObject({ status: 200, body: { ok: true, pending_email: next } });
    expect((await userByEmail(t.db, m.email))?.id).toBe(m.id);
    const [notice] = await mailsTo(t.db, m.email, 'mailChangeNotice');
    expect(notice?.text).toContain(next);
    expect(notice?.text).toMatch(/http:\/\/localhost:3000\/reset-password/);
    const token = await confirmToken(next);

    const { response } = await confirm(token);
    expect(response.status).toBe(200);
    expect(await response.clone().json()).toEqual({ changed: true, email: next });
    const confirmingBrowser = sessionCookie(response);
    expect(confirmingBrowser).toBeTruthy();
    expect(await userByEmail(t.db, next)).toMatchObject({ id: m.id });
    expect(await sessionEnded(m.cookie)).toBe(true);
    expect(await whoAmI(confirmingBrowser ?? '')).toMatchObject({ loggedIn: true });
    expect((await logInAs(next, m.password)).status).toBe(200);
    expect((await logInAs(m.email, m.password)).status).toBe(401);
    // Single use.
    expect(await json400(confirm(token))).toBe('token_invalid');
  });

  it('expires the link after 24 hours, and a newer request voids the older link', async () => {
    const m = await signedUpMember(t.db);
    const first = uniqueEmail();
    await requestChange(m, first);
    const firstToken = await confirmToken(first);
    const second = uniqueEmail();
    await requestChange(m, second);
    expect(await json400(confirm(firstToken))).toBe('token_invalid');
    const secondToken = await confirmToken(second);
    clock += 24 * 3_600_000 + 1000;
    expect(await json400(confirm(secondToken))).toBe('token_invalid');
    expect((await userByEmail(t.db, m.email))?.id).toBe(m.id);
  });

  it('confirms an unconfirmed account: following the link proves the mailbox', async () => {
    const m = await signedUpMember(t.db, { active: false });
    const next = uniqueEmail();
    await requestChange(m, next);
    expect((await confirm(await confirmToken(next))).response.status).toBe(200);
    expect(await userByEmail(t.db, next)).toMatchObject({ status: 'active' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(profile?.status).toBe('active');
  });

  it('lets one of two members racing for the same new address have it, the other gets email_taken', async () => {
    const a = await signedUpMember(t.db);
    const b = await signedUpMember(t.db);
    const target = uniqueEmail('contested');
    await requestChange(a, target);
    await requestChange(b, target);
    const [mailA, mailB] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, target));
    const tokensFor = [tokenFrom(mailA?.text ?? ''), tokenFrom(mailB?.text ?? '')];
    const answers = await Promise.all(tokensFor.map(async (token) => (await confirm(token)).response));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const owners = await t.db.select({ id: users.id }).from(users).where(eq(users.email, target));
    expect(owners).toHaveLength(1);
  });

  it('voids a pending link when the password changes or is reset, as the notice to the old address advises', async () => {
    const m = await signedUpMember(t.db);
    const first = uniqueEmail('hijack');
    await requestChange(m, first);
    const firstToken = await confirmToken(first);
    const changed = await call('PUT', '/api/account/password', {
      cookie: m.cookie,
      body: { old_password: m.password, password: NEW_PASSWORD },
    });
    expect(changed.response.status).toBe(200);
    expect(await json400(confirm(firstToken))).toBe('token_invalid');

    const second = uniqueEmail('hijack');
    await requestChange({ cookie: sessionCookie(changed.response) ?? '', password: NEW_PASSWORD }, second);
    const secondToken = await confirmToken(second);
    expect((await call('POST', '/api/password-reset', { body: { email: m.email } })).response.status).toBe(200);
    const resetToken = tokenFrom((await mailsTo(t.db, m.email, 'passwordReset'))[0]?.text ?? '');
    const reset = await call('POST', '/api/password-reset/confirm', {
      body: { token: resetToken, password: 'yet another passphrase', password_confirmation: 'yet another passphrase' },
    });
    expect(reset.response.status).toBe(200);
    expect(await json400(confirm(secondToken))).toBe('token_invalid');
    expect((await userByEmail(t.db, m.email))?.id).toBe(m.id);
  });

  it('voids reset links mailed to the old address once the new one is confirmed', async () => {
    const m = await signedUpMember(t.db);
    await call('POST', '/api/password-reset', { body: { email: m.email } });
    const resetToken = tokenFrom((await mailsTo(t.db, m.email, 'passwordReset'))[0]?.text ?? '');
    const next = uniqueEmail('moved');
    await requestChange(m, next);
    expect((await confirm(await confirmToken(next))).response.status).toBe(200);
    const reset = await call('POST', '/api/password-reset/confirm', {
      body: { token: resetToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(await json400(Promise.resolve(reset))).toBe('token_invalid');
    expect((await logInAs(next, m.password)).status).toBe(200);
  });

  it('runs one of two concurrent confirmations of the same link', async () => {
    const m = await signedUpMember(t.db);
    const next = uniqueEmail();
    await requestChange(m, next);
    const token = await confirmToken(next);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(token).then((r) => r.response.status)));
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 400)).toHaveLength(4);
  });
});

describe(`invisible mode (${dbKind})`, () => {
  it('hides the member from the showcase and comes back; strict body', async () => {
    const m = await signedUpMember(t.db);
    const visible = () => listShowcaseMembers({ niche: 1, limit: 5, userId: m.id });
    // The showcase only lists members with a photo.
    await t.db.update(profiles).set({ mainPhotoId: m.id }).where(eq(profiles.userId, m.id));
    expect(await visible()).toHaveLength(1);
    expect(
      await callJson('PUT', '/api/account/visibility', { cookie: m.cookie, body: { invisible: true } }),
    ).toMatchObject({ status: 200, body: { invisible: true } });
    expect(await visible()).toHaveLength(0);
    expect(
      (await callJson('PUT', '/api/account/visibility', { cookie: m.cookie, body: { invisible: 'yes' } })).status,
    ).toBe(422);
    expect(
      (
        await callJson('PUT', '/api/account/visibility', {
          cookie: m.cookie,
          body: { invisible: false, paid_user: true },
        })
      ).status,
    ).toBe(422);
    expect((await userByEmail(t.db, m.email))?.paidUser).toBe(false);
    await callJson('PUT', '/api/account/visibility', { cookie: m.cookie, body: { invisible: false } });
    expect(await visible()).toHaveLength(1);
    expect((await callJson('PUT', '/api/account/visibility', { body: { invisible: true } })).status).toBe(403);
  });

  it('purges the cached public pages when a shown member hides: not when shown or unchanged, a second hide within 10 seconds after them', async () => {
    const m = await signedUpMember(t.db);
    // A purge earlier tests left waiting is carried out by this request, before counting starts.
    await call('GET', '/api/user');
    clock += 11_000;
    const purges = countPurges();
    const set = (invisible: boolean) =>
      callJson('PUT', '/api/account/visibility', { cookie: m.cookie, body: { invisible } });
    try {
      // Without a photo no page shows the member: hiding purges nothing.
      await set(true);
      await set(false);
      expect(purges.count).toBe(0);
      await t.db.update(profiles).set({ mainPhotoId: m.id }).where(eq(profiles.userId, m.id));
      clock += 11_000;
      await set(true);
      expect(purges.count).toBe(1);
      await set(true);
      await set(false);
      expect(purges.count).toBe(1);
      // A hide within the interval waits for the first request after it, never dropped.
      clock += 1_000;
      await set(true);
      expect(purges.count).toBe(1);
      clock += 10_000;
      await call('GET', '/api/user');
      expect(purges.count).toBe(2);
    } finally {
      purges.stop();
    }
  });

  it('limits changes of invisible mode to 20 an hour', async () => {
    const m = await signedUpMember(t.db);
    for (let i = 0; i < 20; i++)
      expect(
        (await call('PUT', '/api/account/visibility', { cookie: m.cookie, body: { invisible: i % 2 === 0 } })).response
          .status,
      ).toBe(200);
    const over = await call('PUT', '/api/account/visibility', { cookie: m.cookie, body: { invisible: true } });
    expect(over.response.status).toBe(429);
  });
});

async function json400(result: ReturnType<typeof call>): Promise<string | undefined> {
  const { response } = await result;
  const body = (await response.json()) as { error?: { code: string } };
  return response.status === 400 ? body.error?.code : `status ${response.status}`;
}

describe(`data export (${dbKind})`, () => {
  it('gives the member everything kept about them as a JSON download, and nothing of anyone else (GDPR-04)', async () => {
    const m = await signedUpMember(t.db);
    const other = await signedUpMember(t.db);
    const complaint = {
      name: 'Robin',
      email: m.email,
      category: 'billing',
      message: 'I was charged twice for one package, please check.',
    };
    expect((await call('POST', '/api/complaints', { cookie: m.cookie, body: complaint })).response.status).toBe(201);
    const next = uniqueEmail('export');
    expect(
      (await call('POST', '/api/account/email', { cookie: m.cookie, body: { email: next, password: m.password } }))
        .response.status,
    ).toBe(200);

    const { response } = await call('GET', '/api/account/export', { cookie: m.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rosedate-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    const data = JSON.parse(text) as {
      account: { id: string; email: string; credits: number; pending_email_change: { new_email: string }[] };
      mails: { kind: string; to: string; text: string }[];
      profile: { name: string };
      credit_entries: { delta: number; reason: string }[];
      complaints: { message: string }[];
      notifications: unknown;
      photos: unknown[];
    };
    expect(data.account).toMatchObject({ id: m.id, email: m.email });
    expect(data.profile.name).toBe('Robin');
    expect(data.credit_entries.map((e) => e.reason)).toEqual(['signup']);
    expect(data.credit_entries.reduce((sum, e) => sum + e.delta, 0)).toBe(data.account.credits);
    expect(data.complaints.map((c) => c.message)).toEqual([complaint.message]);
    expect(data.notifications).toBeDefined();
    expect(data.photos).toEqual([]);
    expect(data.account.pending_email_change.map((p) => p.new_email)).toEqual([next]);
    // Copies of the mails sent to the member, with the tokens of their links blanked.
    const activation = data.mails.find((mail) => mail.kind === 'activation');
    expect(activation?.to).toBe(m.email);
    expect(activation?.text).toMatch(/token=…/);
    const token = tokenFrom((await mailsTo(t.db, m.email, 'activation'))[0]?.text ?? '');
    expect(token.length).toBeGreaterThan(20);
    expect(text).not.toContain(token);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(m.password);
    expect(text).not.toMatch(/\$argon2|password_?hash|session_?version|token_?hash|Fe26\.2/i);
  });

  it('carries likes and photo unlocks both ways and the dismissed alerts', async () => {
    const m = await signedUpMember(t.db);
    const liked = await signedUpMember(t.db);
    const admirer = await signedUpMember(t.db);
    const matchedAt = new Date(clock);
    await likeRow(t.db, m.id, liked.id);
    await likeRow(t.db, m.id, admirer.id, { matchedAt });
    await likeRow(t.db, admirer.id, m.id, { matchedAt, seenAt: matchedAt });
    await unlockRow(t.db, m.id, liked.id);
    await unlockRow(t.db, admirer.id, m.id);
    expect((await call('PUT', '/api/alerts/enrich_profile', { cookie: m.cookie })).response.status).toBe(200);

    const { response } = await call('GET', '/api/account/export', { cookie: m.cookie });
    expect(response.status).toBe(200);
    const data = (await response.json()) as Record<string, { member?: string; alert?: string; matched_at?: string }[]>;
    expect(data.likes_given?.map((l) => [l.member, l.matched_at])).toEqual(
      expect.arrayContaining([
        [liked.id, null],
        [admirer.id, matchedAt.toISOString()],
      ]),
    );
    expect(data.likes_given).toHaveLength(2);
    expect(data.likes_received?.map((l) => l.member)).toEqual([admirer.id]);
    expect(data.photos_unlocked?.map((u) => u.member)).toEqual([liked.id]);
    expect(data.photos_unlocked_by?.map((u) => u.member)).toEqual([admirer.id]);
    expect(data.alerts_dismissed?.map((a) => a.alert)).toEqual(['enrich_profile']);
    // The unlock's price is among the member's credit movements.
    const entries = data.credit_entries as unknown as { reason: string; delta: number }[];
    expect(entries.filter((e) => e.reason === 'photo').map((e) => e.delta)).toEqual([-5]);
    // Another member's export holds none of it.
    const theirs = (await (
      await call('GET', '/api/account/export', { cookie: liked.cookie })
    ).response.json()) as Record<string, unknown[]>;
    expect(theirs.likes_given).toEqual([]);
    expect(theirs.alerts_dismissed).toEqual([]);
  });

  it('refuses visitors and more than 10 downloads an hour', async () => {
    expect((await call('GET', '/api/account/export')).response.status).toBe(403);
    const m = await signedUpMember(t.db);
    for (let i = 0; i < 10; i++)
      expect((await call('GET', '/api/account/export', { cookie: m.cookie })).response.status).toBe(200);
    const over = await call('GET', '/api/account/export', { cookie: m.cookie });
    expect(over.response.status).toBe(429);
    expect(over.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
